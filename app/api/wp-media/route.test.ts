import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { GET } from './route';

const png = Buffer.from('89504e470d0a1a0a', 'hex');
let wordpress: Server;
let elsewhere: Server;
let wordpressUrl: string;
let elsewhereUrl: string;
let elsewhereHits: string[];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  elsewhere = createServer((request, response) => {
    elsewhereHits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  elsewhereUrl = await listen(elsewhere);
  wordpress = createServer((request, response) => {
    const redirects: Record<string, string> = {
      '/wp-content/uploads/moved.png': '/wp-content/uploads/2026/plant.png',
      '/wp-content/uploads/away.png': `${elsewhereUrl}/internal/secret.png`,
      '/wp-content/uploads/admin.png': '/wp-admin/secret.png',
      '/wp-content/uploads/loop.png': '/wp-content/uploads/loop.png',
    };
    const target = redirects[request.url ?? ''];
    if (target) response.writeHead(302, { location: target }).end();
    else if (request.url === '/wp-content/uploads/2026/plant.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else response.writeHead(404).end();
  });
  wordpressUrl = await listen(wordpress);
});
afterAll(() => {
  wordpress.close();
  elsewhere.close();
});
beforeEach(() => {
  elsewhereHits = [];
  process.env.WORDPRESS_API_URL = `${wordpressUrl}/wp-json`;
});
afterEach(() => {
  delete process.env.WORDPRESS_API_URL;
});

function media(path: string) {
  return GET(new NextRequest(`http://localhost:3000/api/wp-media?src=${encodeURIComponent(`${wordpressUrl}${path}`)}`));
}

describe('GET /api/wp-media', () => {
  it('serves an upload of the configured WordPress', async () => {
    const response = await media('/wp-content/uploads/2026/plant.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
  });

  it('refuses, without asking WordPress, an upload with a query or one that is no image file', async () => {
    const fetchSpy = jest.spyOn(global, 'fetch');
    for (const path of ['/wp-content/uploads/2026/plant.png?n=1', '/wp-content/uploads/2026/film.mp4', '/wp-content/uploads/2026/report.pdf']) {
      expect({ path, status: (await media(path)).status }).toEqual({ path, status: 404 });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('follows a redirect to another upload of the same WordPress', async () => {
    const response = await media('/wp-content/uploads/moved.png');
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
  });

  it('does not follow a redirect to another host, and never asks it', async () => {
    const response = await media('/wp-content/uploads/away.png');
    expect(response.status).toBe(404);
    expect(elsewhereHits).toEqual([]);
  });

  it('does not follow a redirect out of the uploads, nor one that never ends', async () => {
    expect((await media('/wp-content/uploads/admin.png')).status).toBe(404);
    expect((await media('/wp-content/uploads/loop.png')).status).toBe(404);
  });
});
