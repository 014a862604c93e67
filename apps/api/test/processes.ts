import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { apiRoot } from '../src/paths'

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

export interface ServerProcess {
  child: ChildProcess
  origin: string
  stdout: string[]
  stderr: string[]
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
}

/** Starts `src/main.ts` as its own process with `env` on top of a test configuration. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      MAIL_DIR: await mkdtemp(join(tmpdir(), 'comptoir-mail-')),
      DATA_DIR: await mkdtemp(join(tmpdir(), 'comptoir-data-')),
      // Every caller of a test comes from loopback, and limits kept in a shared Redis outlive a run.
      ORDER_ATTEMPTS_PER_HOUR: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stdout: string[] = []
  const stderr: string[] = []
  let rest = ''
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n')
    rest = lines.pop() ?? ''
    stdout.push(...lines.filter(Boolean))
  })
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()))
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      if (rest) stdout.push(rest)
      resolve(code)
    })
  })
  return { child, origin: `http://127.0.0.1:${String(port)}`, stdout, stderr, exited }
}

/** Polls `check` until it holds, or fails after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Whether GET `url` answers with a 2xx status. */
export async function answersOk(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/** The process's JSON log lines at `level` (pino's numbers: 60 fatal, 50 error, 40 warn). */
export function logLines(server: ServerProcess, level: number): { msg?: string }[] {
  return server.stdout
    .map((line) => {
      try {
        return JSON.parse(line) as { level?: number; msg?: string }
      } catch {
        return { level: -1, msg: line }
      }
    })
    .filter((line) => line.level === level)
}
