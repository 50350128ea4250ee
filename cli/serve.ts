// `rules-sandbox serve`: one process serves the built web app and hosts online games (server/):
// the lobby, the tables, their WebSockets. Games are stored in the embedded database in a folder
// (PGlite: nothing to install), or in PostgreSQL when DATABASE_URL (or --database-url) names one;
// every unfinished game is back where it was after a restart.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { networkInterfaces } from 'node:os';
import { startGameServer, type GameServer } from '../server/ws-server.ts';
import { GameError } from '../core/game.ts';
import { BadInput, intFlag } from './exit.ts';
import { openStoreAt, storePlace } from './store-flags.ts';
import { catalogWith, formatByIdOrPath, modules, projectRoot } from './project.ts';

export interface ServeFlags {
  port: string;
  host: string;
  data: string;
  databaseUrl?: string;
  build: boolean;
  frameRate: string;
  clientConnections: string;
  clientTables: string;
}

export async function serveCommand(flags: ServeFlags): Promise<void> {
  const port = intFlag('port', flags.port, 0);
  if (port > 65535) throw new BadInput(`--port must be a port number up to 65535, got ${port}`);
  // DIST moves it, as for `npm run build` (a test serving its own copy).
  const dist = path.resolve(projectRoot, process.env.DIST ?? 'dist');
  if (flags.build) {
    const { build } = (await import(pathToFileURL(path.join(projectRoot, 'scripts/build.mjs')).href)) as { build(): Promise<void> };
    await build();
  }
  const frameRate = intFlag('frame-rate', flags.frameRate, 0);
  // 0: no limit (a load test's clients answer as fast as they can); people need a few a second.
  const rate =
    frameRate === 0
      ? { burst: Number.MAX_SAFE_INTEGER, perSecond: Number.MAX_SAFE_INTEGER }
      : { burst: 2 * frameRate, perSecond: frameRate };
  const perClient = {
    connections: intFlag('client-connections', flags.clientConnections, 1),
    tables: intFlag('client-tables', flags.clientTables, 1),
  };
  const place = storePlace(flags);
  const unlock = place.databaseUrl ? () => undefined : lockFolder(place.dir);
  const store = await openStoreAt(place).catch((e: unknown) => {
    unlock();
    throw e;
  });
  // Only the project's formats by id: a table is never made from a path on this machine.
  const ids = new Set(catalogWith().formats.keys());
  const formatById = (id: string) => {
    if (!ids.has(id)) throw new GameError(`unknown format "${id}" (this server hosts: ${[...ids].sort().join(', ')})`);
    return formatByIdOrPath(id);
  };
  let server: GameServer;
  try {
    // Links the host hands out name an address friends can reach, not the host's own localhost.
    const lan = lanAddresses(flags.host)[0];
    const shareOrigin = (p: number) => (lan ? `http://${lan}:${p}` : undefined);
    server = await startGameServer({ modules, store, formatById, port, host: flags.host, staticDir: dist, rate, shareOrigin, perClient });
  } catch (e) {
    await store.close();
    unlock();
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new BadInput(`port ${port} is in use: choose another with --port`);
    if (code === 'EADDRNOTAVAIL') throw new BadInput(`--host ${flags.host} is no address of this machine`);
    throw e;
  }
  console.log(
    `Rules Sandbox online: http://localhost:${server.port}/#/online  (${server.tables.size} unfinished games restored; stored in ${place.described})`,
  );
  for (const address of lanAddresses(flags.host)) console.log(`  friends on your network: http://${address}:${server.port}/#/online`);
  const stop = () => {
    void server.close().then(() => {
      unlock();
      process.exit(0);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/**
 * The embedded database is one process's: a second server on the same folder would corrupt it.
 * A lock file names the server's process; one left by a process that is gone (killed) is taken
 * over. Returns how to let go of it.
 */
function lockFolder(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, 'rules-sandbox-serve.pid');
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(lock, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && alive(pid))
        throw new BadInput(
          `another rules-sandbox serve (process ${pid}) stores its games in ${dir}: stop it, or give this one another --data`,
        );
      rmSync(lock, { force: true });
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The machine's IPv4 addresses others can reach it at, when the server listens on all of them. */
function lanAddresses(host: string): string[] {
  if (host !== '0.0.0.0') return [];
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
}
