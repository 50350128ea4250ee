// The built web app (dist/, `npm run build`) served as static files by the game server, so one
// process and one port give the lobby, the tables and the WebSocket they talk to. Only files
// inside the folder are served: a path that climbs out of it is not found.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
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

/** A handler serving the files of `dir` ('/' is its index.html). */
export function staticFiles(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
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
