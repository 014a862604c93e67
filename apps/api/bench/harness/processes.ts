import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'

/** The core of the server under test (product or reference) and the core of the load. */
export const serverCore = 0
export const loadCore = 1

export interface PinnedProcess {
  child: ChildProcess
  /** The pid of the Node process itself (taskset replaces itself with it). */
  pid: number
  /** Ends the process with SIGTERM (SIGKILL after `graceMs`) and waits for its exit. */
  stop(graceMs?: number): Promise<void>
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>
}

/** Starts `node <args>` pinned to one core with `taskset`. */
export function spawnPinned(
  core: number,
  nodeArgs: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; stdio?: StdioOptions },
): PinnedProcess {
  const child = spawn('taskset', ['-c', String(core), process.execPath, ...nodeArgs], {
    cwd: options.cwd,
    env: options.env,
    stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code)
    })
  })
  if (child.pid === undefined) throw new Error(`could not start node ${nodeArgs.join(' ')}`)
  return {
    child,
    pid: child.pid,
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await exited
      clearTimeout(timer)
    },
  }
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port)
        else reject(new Error('no free port'))
      })
    })
  })
}

/** Polls `check` every 100 ms until it holds; fails after `timeoutMs` or when `exited` settles first. */
export async function pollUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  exited?: Promise<number | null>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exitCode: number | null | undefined
  void exited?.then((code) => {
    exitCode = code
  })
  for (;;) {
    if (exitCode !== undefined) throw new Error(`${what}: the process exited (${String(exitCode)})`)
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await delay(100)
  }
}

/** Waits until `url` answers 2xx. */
export function waitForHttp(url: string, timeoutMs: number, exited?: Promise<number | null>) {
  return pollUntil(
    `waiting for ${url}`,
    async () => {
      try {
        return (await fetch(url)).ok
      } catch {
        return false
      }
    },
    timeoutMs,
    exited,
  )
}

/** Resident memory of a process in bytes, from /proc. */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status)
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`)
  return Number(match[1]) * 1024
}
