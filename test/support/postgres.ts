// A throwaway PostgreSQL server for tests: Debian's PostgreSQL 15 (`apt-get install
// postgresql`; .ci/run installs it), a cluster made by initdb in a temporary folder and started
// by pg_ctl on a free loopback port, stopped and removed afterwards. initdb refuses to run as
// root (CI runs as root), so there the programs run as the `postgres` user the package makes.
// Without the programs the PostgreSQL cases are skipped, except in CI (`CI` set), where they
// fail: CI must test both databases.
//
// A test file runs its store tests on both databases with storesToTest() (see its comment).
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openEmbeddedStore, openPostgresStore, type GameStore } from '../../server/store.ts';
import { freePort } from './redis-server.ts';

// Where Debian puts them: a fresh Debian 12 has no links to them on the PATH.
const BIN = '/usr/lib/postgresql/15/bin';
const installed = existsSync(path.join(BIN, 'initdb'));
const NOT_INSTALLED = `PostgreSQL 15 is not installed (no ${BIN}/initdb): apt-get install postgresql (.ci/run installs it)`;

/** Why the PostgreSQL cases are skipped here, or false when they run (always in CI, where a missing server fails them). */
export const noPostgres: string | false = installed || process.env.CI ? false : NOT_INSTALLED;

export interface Postgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (no password: the cluster trusts loopback). */
  url: string;
  stop(): Promise<void>;
}

const run = promisify(execFile);
// runuser is in /usr/sbin, which a root shell has on its PATH but not every environment does.
const RUNUSER = existsSync('/usr/sbin/runuser') ? '/usr/sbin/runuser' : 'runuser';

/** A new cluster, accepting connections when this resolves; `stop()` stops it and removes its folder. */
export async function startPostgres(): Promise<Postgres> {
  if (!installed) throw new Error(NOT_INSTALLED);
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-sandbox-pg-'));
  const data = path.join(dir, 'data');
  // As root, as the postgres user: the folder is theirs (its parent, the temp folder, lets anyone through).
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, idOf('-u'), idOf('-g'));
  const pgProgram = (program: string, args: string[]) =>
    asRoot ? run(RUNUSER, ['-u', 'postgres', '--', path.join(BIN, program), ...args]) : run(path.join(BIN, program), args);
  const stop = async () => {
    try {
      // Fast: the data is thrown away. -w waits until the server is gone.
      if (existsSync(path.join(data, 'postmaster.pid'))) await pgProgram('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    await pgProgram('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']).catch(failed('initdb'));
    // The port was free a moment ago; another process may take it first: then try another.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
      const log = path.join(dir, `log-${attempt}`);
      try {
        // -w: pg_ctl returns once the server accepts connections (a condition, not a fixed wait).
        await pgProgram('pg_ctl', ['-D', data, '-w', '-t', '60', '-l', log, '-o', options, 'start']);
        return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
      } catch (e) {
        if (attempt === 3) throw new Error(`PostgreSQL did not start on port ${port}:\n${readLog(log) || failure(e)}`);
      }
    }
  } catch (e) {
    await stop();
    throw e;
  }
}

const idOf = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
const readLog = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
const failure = (e: unknown) => (e as { stderr?: string }).stderr || (e as Error).message;
const failed = (program: string) => (e: unknown) => {
  throw new Error(`${program} failed: ${failure(e)}`);
};

/** A fresh, empty store, and how to open the same folder or database again once it is closed. */
export type OpenStore = () => Promise<{ store: GameStore; reopen(): Promise<GameStore> }>;
/** One database to run the store tests on: its name, a fresh store on it, and node:test's options (skip). */
export type StoreUnderTest = [name: 'embedded (PGlite)' | 'PostgreSQL', open: OpenStore, options: { skip: string | false }];

/**
 * The databases a test file runs its store tests on. Each `open()` gives an empty store: a new
 * folder for the embedded one (a copy of one new database folder); a new database in one
 * PostgreSQL server per file, started at the first `open()`. `stop()` (in `after`) closes the
 * stores a test left open, stops the server and removes the folders:
 *
 *   const databases = storesToTest();
 *   after(() => databases.stop());
 *   for (const [name, open, options] of databases.stores)
 *     describe(`the store on ${name}`, options, () => {
 *       test('…', async () => { const { store } = await open(); … });
 *     });
 */
export function storesToTest(): { stores: StoreUnderTest[]; stop(): Promise<void> } {
  const opened: GameStore[] = [];
  const folders: string[] = [];
  let server: Promise<Postgres> | undefined;
  let databases = 0;
  // A store the test closes itself is not closed again (a pg pool refuses a second end).
  const tracked = async (store: Promise<GameStore>): Promise<GameStore> => {
    const s = await store;
    let closing: Promise<void> | undefined;
    const once = { ...s, close: () => (closing ??= s.close()) };
    opened.push(once);
    return once;
  };
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rules-sandbox-store-'));
    folders.push(dir);
    return dir;
  };
  // PGlite's initdb in a new folder takes seconds (over ten on a busy machine); a copy of an
  // empty database folder made once opens in well under one, through the same openEmbeddedStore.
  let template: Promise<string> | undefined;
  const makeTemplate = async () => {
    const dir = folder();
    await new PGlite(dir).close();
    return dir;
  };
  const embedded: OpenStore = async () => {
    template ??= makeTemplate();
    const dir = folder();
    cpSync(await template, dir, { recursive: true });
    return { store: await tracked(openEmbeddedStore(dir)), reopen: () => tracked(openEmbeddedStore(dir)) };
  };
  const postgres: OpenStore = async () => {
    server ??= startPostgres();
    const admin = new pg.Client((await server).url);
    const url = (await server).url.replace(/\/postgres$/, `/games_${++databases}`);
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE games_${databases}`);
    } finally {
      await admin.end();
    }
    return { store: await tracked(openPostgresStore(url)), reopen: () => tracked(openPostgresStore(url)) };
  };
  return {
    stores: [
      ['embedded (PGlite)', embedded, { skip: false }],
      ['PostgreSQL', postgres, { skip: noPostgres }],
    ],
    async stop() {
      await Promise.allSettled(opened.map((s) => s.close()));
      for (const dir of folders) rmSync(dir, { recursive: true, force: true });
      if (server) await (await server.catch(() => undefined))?.stop();
    },
  };
}
