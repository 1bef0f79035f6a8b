// A WordPress-shaped HTTP server on a free loopback port for Jest tests: the test says how each
// request is answered (JSON with a status, a dropped connection, no answer, or an endless body).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type WordPressReply = { status?: number; body: unknown } | 'drop' | 'hang' | 'endless body';

export type LoopbackWordPress = {
  /** The REST root, as WORDPRESS_API_URL names it. */
  apiUrl: string;
  /** The requests since the last `answer`, in order. */
  requests: URL[];
  answer(replies: (url: URL) => WordPressReply): void;
  stop(): Promise<void>;
};

export async function startLoopbackWordPress(): Promise<LoopbackWordPress> {
  let replies: (url: URL) => WordPressReply = () => 'drop';
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    requests.push(url);
    const reply = replies(url);
    if (reply === 'hang') return;
    if (reply === 'drop') {
      request.socket.destroy();
      return;
    }
    response.writeHead(reply === 'endless body' ? 200 : (reply.status ?? 200), { 'content-type': 'application/json; charset=UTF-8' });
    if (reply === 'endless body') response.write('[');
    else response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${origin}/wp-json`,
    requests,
    answer(next) {
      replies = next;
      requests.length = 0;
    },
    stop() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
