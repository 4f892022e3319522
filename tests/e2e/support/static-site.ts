import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface StaticSite {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves a folder as another site would (plain files, no headers of ours) on a port chosen at run
 * time; its origin is `http://{hostname}:{port}` (hostname `127.0.0.1` or `localhost`): the
 * back-office server decides what a site may do by its exact origin. It listens on the loopback
 * address; Chromium sends `localhost` names there too.
 */
export const serveStaticSite = async (root: string, hostname: string): Promise<StaticSite> => {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site.invalid').pathname;
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (file !== root && !file.startsWith(root.endsWith(sep) ? root : `${root}${sep}`)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
      },
      () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${hostname}:${port}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
};
