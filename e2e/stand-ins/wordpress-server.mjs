// A WordPress-shaped server for end-to-end runs: serves the recorded real responses of
// ../shared/fixtures/wordpress and can be told to hang, fail, answer garbage or go away.
import { createServer } from 'node:http';

const port = Number(process.env.E2E_PORT_BASE ?? 3100) + 1;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/__control/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'rest_no_route' }));
});

server.listen(port, '127.0.0.1');
