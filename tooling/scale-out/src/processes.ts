import { spawn, type ChildProcess } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

/** The monorepo's root, where the built API is started from as `npm start` does. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** nginx from Debian's package. */
export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export function hasNginx(): boolean {
  try {
    accessSync(nginxBinary, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

/** Polls `check` every 50 ms until it holds; fails with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${String(timeoutMs)} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A child process whose output is kept to explain a failure. */
export interface Child {
  name: string
  process: ChildProcess
  /** The last lines it printed. */
  output(): string
  /** Resolves with the exit code (or signal) once it has exited. */
  exited: Promise<string>
}

export function startChild(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Child {
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    lines.splice(0, Math.max(0, lines.length - 40))
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve(signal ?? String(code))
    })
  })
  return { name, process: child, output: () => lines.join('\n'), exited }
}

/** Stops a child with `signal` and waits for it to be gone. */
export async function stopChild(child: Child, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return
  child.process.kill(signal)
  await child.exited
}

/** Answers true once `url` answers 200; false while it refuses connections or answers otherwise. */
export async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
    return response.ok
  } catch {
    return false
  }
}
