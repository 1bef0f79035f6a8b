import http from 'node:http';
import { expect, test } from '@playwright/test';
import { e2ePorts } from './stand-ins/ports';

// A reverse proxy keeps its connections to the server open between requests and sends the next
// request on one of them. Node's default closed them after 5 s idle (6 s with its grace time): a
// request sent as the server closed one met a reset.
test('a connection left idle between requests, as a reverse proxy leaves its own, serves the next request', async () => {
  test.setTimeout(30_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status?: number; keepAlive?: string; reusedConnection: boolean }>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port: e2ePorts.site, path: '/robots.txt', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, keepAlive: response.headers['keep-alive']?.toString(), reusedConnection: request.reusedSocket }));
      });
      request.on('error', reject);
    });

  expect(await get()).toEqual({ status: 200, keepAlive: 'timeout=65', reusedConnection: false });
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  expect(await get()).toEqual({ status: 200, keepAlive: 'timeout=65', reusedConnection: true });
  agent.destroy();
});
