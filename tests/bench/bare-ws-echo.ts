import http from 'node:http';
import { WebSocketServer } from 'ws';

/**
 * The reference for the realtime figure: a bare `ws` server that answers each JSON message with a
 * small JSON answer shaped like `progress-saved` — no Socket.IO framing, auth, database or rooms.
 * Usage: bare-ws-echo.ts PORT (GET /ready answers 200 once it listens).
 */
const [port] = process.argv.slice(2);
const server = http.createServer((request, response) => {
  response.writeHead(request.url === '/ready' ? 200 : 404).end('ok');
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on('connection', (socket) => {
  socket.on('message', (data) => {
    // Parse and serialise like the product must, so the reference does the same JSON work.
    const { videoId, watchedSeconds } = JSON.parse(data.toString()) as { videoId: number; watchedSeconds: number };
    socket.send(JSON.stringify({ videoId, watchedSeconds, progressPercentage: 0 }));
  });
});
server.listen(Number(port), '127.0.0.1');
