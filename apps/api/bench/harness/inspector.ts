import WebSocket from 'ws'

/** The node flag that opens the inspector of a benchmarked process on `port` (loopback only). */
export function inspectFlag(port: number): string {
  return `--inspect=127.0.0.1:${String(port)}`
}

interface InspectorAnswer {
  id?: number
  result?: { result?: { value?: unknown } }
  error?: { message: string }
}

/** Sends the inspector commands in order, each after the previous answered; returns the answers. */
async function inspect(
  port: number,
  commands: { method: string; params?: object }[],
): Promise<InspectorAnswer[]> {
  const targets = (await (await fetch(`http://127.0.0.1:${String(port)}/json/list`)).json()) as {
    webSocketDebuggerUrl?: string
  }[]
  const url = targets[0]?.webSocketDebuggerUrl
  if (!url) throw new Error(`no inspector target on port ${String(port)}`)
  const socket = new WebSocket(url)
  const answers: InspectorAnswer[] = []
  try {
    await new Promise<void>((resolve, reject) => {
      const send = () => {
        const command = commands[answers.length]
        if (!command) {
          resolve()
          return
        }
        socket.send(JSON.stringify({ id: answers.length + 1, ...command }))
      }
      socket.once('error', reject)
      socket.once('open', send)
      socket.on('message', (data: Buffer) => {
        const answer = JSON.parse(data.toString()) as InspectorAnswer
        if (answer.id !== answers.length + 1) return
        if (answer.error) {
          reject(new Error(answer.error.message))
          return
        }
        answers.push(answer)
        send()
      })
    })
  } finally {
    socket.close()
  }
  return answers
}

/**
 * What a process started with {@link inspectFlag} keeps, in bytes: a full garbage collection
 * through its inspector, then its live heap (heapUsed) plus everything outside the V8 heap
 * (rss − heapTotal). The V8 heap's free capacity (a young generation grown for a burst, pages
 * not yet returned) is left out: it swings by tens of MB from one reading to the next and is
 * not held by anything.
 */
export async function retainedBytes(port: number): Promise<number> {
  const answers = await inspect(port, [
    { method: 'HeapProfiler.collectGarbage' },
    {
      method: 'Runtime.evaluate',
      params: { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true },
    },
  ])
  const value = answers[1]?.result?.result?.value
  if (typeof value !== 'string') throw new Error('the inspector gave no memory usage')
  const usage = JSON.parse(value) as { rss: number; heapTotal: number; heapUsed: number }
  return usage.rss - usage.heapTotal + usage.heapUsed
}
