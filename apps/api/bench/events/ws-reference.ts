import { createServer } from 'node:http'

import { WebSocketServer } from 'ws'

/**
 * The memory reference of live events: a bare `ws` server on `node:http` that speaks just enough
 * graphql-transport-ws to hold a subscriber (acknowledges the connection, remembers the
 * subscription's id). Started pinned to the server core with BENCH_PORT.
 */
const subscriptions = new Map<WebSocket | object, Set<string>>()
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' })
  response.end('ok')
})
const sockets = new WebSocketServer({
  server,
  handleProtocols: (protocols) => [...protocols][0] ?? false,
})
sockets.on('connection', (socket) => {
  const ids = new Set<string>()
  subscriptions.set(socket, ids)
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { type: string; id?: string }
    if (message.type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }))
    if (message.type === 'subscribe' && message.id) ids.add(message.id)
  })
  socket.on('close', () => subscriptions.delete(socket))
})
server.listen(Number(process.env.BENCH_PORT), '127.0.0.1')
process.once('SIGTERM', () => {
  for (const client of sockets.clients) client.terminate()
  server.close()
})
