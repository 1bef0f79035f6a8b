// A stand-in for the PHP mailers: records what it receives and can fail on demand.
import { createServer } from 'node:http';

const port = Number(process.env.E2E_PORT_BASE ?? 3100) + 2;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/__control/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  response.writeHead(404).end();
});

server.listen(port, '127.0.0.1');
