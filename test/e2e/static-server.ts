import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** A running static server: its base URL (ending in `/`) and a function that stops it. */
export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the files under `root` on 127.0.0.1 at a free port chosen by the system. GET and HEAD only; `/` and
 * folder paths serve their `index.html`; anything outside `root` or missing is a 404.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const base = normalize(root + sep);
  const server = createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
      const relative = decodeURIComponent(pathname).replace(/\/$/, '/index.html');
      const file = normalize(join(base, relative));
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !file.startsWith(base)) {
        response.writeHead(404).end();
        return;
      }
      try {
        const body = await readFile(file);
        response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
        response.end(request.method === 'HEAD' ? undefined : body);
      } catch {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
