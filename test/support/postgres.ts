// A throwaway PostgreSQL server for tests: Debian's PostgreSQL 15 (`apt-get install
// postgresql`; .ci/run installs it), a cluster made with initdb in a temporary folder and
// started with pg_ctl on a free loopback port, stopped and removed afterwards. initdb refuses
// to run as root (CI runs as root), so there the programs run as the `postgres` user the
// package creates. Without the programs the PostgreSQL cases are skipped, except in CI
// (`CI` set), where both databases must be tested.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEmbeddedStore, openPostgresStore, type GameStore } from '../../server/store.ts';

const BIN = '/usr/lib/postgresql/15/bin';

export const postgresInstalled = existsSync(path.join(BIN, 'initdb'));

/** Why the PostgreSQL cases are skipped here, or false when they run. */
export const postgresSkip: string | false = postgresInstalled
  ? false
  : process.env.CI
    ? false // in CI they run, and fail loudly when the programs are missing
    : `PostgreSQL 15 is not installed (${BIN}); apt-get install postgresql`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Postgres {
  url: string;
  stop(): Promise<void>;
}

/** A new PostgreSQL cluster on a free port, trusting local connections; `stop()` removes it. */
export async function startPostgres(): Promise<Postgres> {
  if (!postgresInstalled) throw new Error(`PostgreSQL 15 is not installed (${BIN}): apt-get install postgresql`);
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-sandbox-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  const run = (program: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(BIN, program), asRoot ? ['-u', 'postgres', '--', path.join(BIN, program), ...args] : args, {
      stdio: 'pipe',
    });
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  // -w: pg_ctl returns once the server accepts connections (a condition, not a fixed wait).
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const uidOf = (user: string) => Number(execFileSync('id', ['-u', user]).toString().trim());
const gidOf = (user: string) => Number(execFileSync('id', ['-g', user]).toString().trim());

/** The databases a store test runs on: each opens a fresh, empty store (and its `reopen` the same one again). */
export interface StoreKind {
  name: string;
  skip: string | false;
  /** A fresh store, and how to open the same database again (after closing it). */
  open(): Promise<{ store: GameStore; reopen(): Promise<GameStore>; dispose(): Promise<void> }>;
}

export const storeKinds: StoreKind[] = [
  {
    name: 'embedded (PGlite)',
    skip: false,
    async open() {
      const dir = mkdtempSync(path.join(tmpdir(), 'rules-sandbox-store-'));
      return {
        store: await openEmbeddedStore(dir),
        reopen: () => openEmbeddedStore(dir),
        dispose: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'PostgreSQL',
    skip: postgresSkip,
    async open() {
      const server = await startPostgres();
      return { store: await openPostgresStore(server.url), reopen: () => openPostgresStore(server.url), dispose: () => server.stop() };
    },
  },
];
