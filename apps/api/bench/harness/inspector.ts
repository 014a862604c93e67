import WebSocket from 'ws'

/** The node flag that opens the inspector of a benchmarked process on `port` (loopback only). */
export function inspectFlag(port: number): string {
  return `--inspect=127.0.0.1:${String(port)}`
}

/**
 * Runs a full garbage collection in a process started with {@link inspectFlag}, through its
 * inspector (HeapProfiler.collectGarbage), so that its resident memory counts what it keeps,
 * not the garbage a burst of work left behind for the collector to find later.
 */
export async function collectGarbage(port: number): Promise<void> {
  const targets = (await (await fetch(`http://127.0.0.1:${String(port)}/json/list`)).json()) as {
    webSocketDebuggerUrl?: string
  }[]
  const url = targets[0]?.webSocketDebuggerUrl
  if (!url) throw new Error(`no inspector target on port ${String(port)}`)
  const socket = new WebSocket(url)
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject)
      socket.once('open', () => {
        socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }))
      })
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString()) as { id?: number; error?: { message: string } }
        if (message.id !== 1) return
        if (message.error) reject(new Error(message.error.message))
        else resolve()
      })
    })
  } finally {
    socket.close()
  }
}
