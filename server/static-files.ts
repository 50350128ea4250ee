// The built web app (dist/, `npm run build`) served as static files: by the game server, so one
// process and one port give the lobby, the tables and the WebSocket they talk to, and by
// `npm start` (scripts/serve.mjs), which rebuilds it when a source file changes. Only files
// inside the folder are served: a path that climbs out of it is not found. Under the game
// server the page says a game server sent it (its `rules-sandbox-online` meta tag), so the app
// offers online play without asking for anything that would fail under `npm start`, and where
// its seat links should point (`rules-sandbox-share`: the address friends on the network reach,
// when the host's page is at localhost).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
};

export interface StaticOptions {
  /** Say in the page that a game server sent it (default true); `npm start` says no. */
  online?: boolean;
  /** The address the page should give seat links with, when it knows a better one than the page's own. */
  shareOrigin?: () => string | undefined;
}

/** A handler serving the files of `dir` ('/' is its index.html). */
export function staticFiles(dir: string, options: StaticOptions = {}): (req: IncomingMessage, res: ServerResponse) => void {
  const { online = true, shareOrigin = () => undefined } = options;
  const root = path.resolve(dir);
  return (req, res) => {
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found\n');
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      return res.end('method not allowed\n');
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://server').pathname);
    } catch {
      return notFound();
    }
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    if (file !== root && !file.startsWith(root + path.sep)) return notFound();
    if (file === path.join(root, 'index.html') && online) {
      readFile(file, 'utf8').then((page) => {
        const share = shareOrigin();
        const meta = `<meta name="rules-sandbox-online" content="yes" />${share ? `\n    <meta name="rules-sandbox-share" content="${share}" />` : ''}`;
        const body = page.replace('<meta name="rules-sandbox-online" content="no" />', meta);
        res.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : body);
      }, notFound);
      return;
    }
    stat(file).then(
      (s) => {
        if (!s.isFile()) return notFound();
        res.writeHead(200, {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'content-length': s.size,
          // The bundle's file names don't change with its content: always ask again.
          'cache-control': 'no-cache',
        });
        if (req.method === 'HEAD') return res.end();
        createReadStream(file).pipe(res);
      },
      () => notFound(),
    );
  };
}
