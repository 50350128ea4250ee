// Every game the server hosts is stored as its log (format id and version, options, seats,
// seed, answers), with its seat tokens, its seating (who sits where, started or not, bots that
// took a seat) and the state hash after the last answer, in a real SQL database: PGlite
// (PostgreSQL compiled to WebAssembly) in a folder by default, so the server needs nothing
// installed, or a PostgreSQL server named by a URL (`pg`). The same SQL goes to both. On a
// restart every unfinished game is rebuilt by replaying its log and checked against the
// stored hash (table.ts).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { GameLog } from '../core/types.ts';
import type { Viewer } from '../core/view.ts';
import type { Seating } from './seating.ts';

/** One stored game. */
export interface StoredGame {
  id: string;
  log: GameLog;
  tokens: { token: string; viewer: Viewer }[];
  seating: Seating;
  /** The state hash after the log's last answer: a replay must reach it. */
  hash: string;
  finished: boolean;
}

export interface GameStore {
  save(game: StoredGame): Promise<void>;
  /** Every game not finished, oldest change first (the server hosts them again). */
  unfinished(): Promise<StoredGame[]>;
  /** The latest `limit` finished games, newest first. */
  finished(limit?: number): Promise<StoredGame[]>;
  /** One game by id, finished or not; null when there is none. */
  load(id: string): Promise<StoredGame | null>;
  close(): Promise<void>;
}

/** What a store needs of a database connection: the same SQL goes to each. */
export interface SqlConnection {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

// Plain SQL a real PostgreSQL runs the same.
const SCHEMA = `CREATE TABLE IF NOT EXISTS games (
  id text PRIMARY KEY,
  log jsonb NOT NULL,
  tokens jsonb NOT NULL,
  seating jsonb NOT NULL,
  hash text NOT NULL,
  finished boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
)`;
const COLUMNS = 'id, log, tokens, seating, hash, finished';
const SAVE = `INSERT INTO games (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (id) DO UPDATE SET log = excluded.log, tokens = excluded.tokens, seating = excluded.seating,
    hash = excluded.hash, finished = excluded.finished, updated_at = now()`;
const UNFINISHED = `SELECT ${COLUMNS} FROM games WHERE NOT finished ORDER BY updated_at, id`;
const FINISHED = `SELECT ${COLUMNS} FROM games WHERE finished ORDER BY updated_at DESC, id LIMIT $1`;
const LOAD = `SELECT ${COLUMNS} FROM games WHERE id = $1`;

/** A store over an open connection: creates the table if new; writes one at a time, in the order asked. */
export async function storeOver(db: SqlConnection): Promise<GameStore> {
  await db.exec(SCHEMA);
  // One write at a time, in the order asked: a game's answers are stored in the order played.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    save: (g) => {
      const params = [g.id, JSON.stringify(g.log), JSON.stringify(g.tokens), JSON.stringify(g.seating), g.hash, g.finished];
      const write = queue.then(() => db.query(SAVE, params));
      queue = write.catch(() => undefined);
      return write.then(() => undefined);
    },
    unfinished: async () => (await db.query<StoredGame>(UNFINISHED)).rows,
    finished: async (limit = 100) => (await db.query<StoredGame>(FINISHED, [limit])).rows,
    load: async (id) => (await db.query<StoredGame>(LOAD, [id])).rows[0] ?? null,
    close: async () => {
      await queue;
      await db.close();
    },
  };
}

/** The embedded database in `dir` (created if new), or in memory when no folder is given. */
export async function openEmbeddedStore(dir?: string): Promise<GameStore> {
  return storeOver(new PGlite(dir));
}

/**
 * PostgreSQL at `url` (postgres://user:password@host:port/database). Fails with one sentence
 * naming the server when it can't be reached or refuses the login.
 */
export async function openPostgresStore(url: string): Promise<GameStore> {
  let where: string;
  try {
    const u = new URL(url);
    if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') throw new Error();
    where = `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    throw new Error(`DATABASE_URL is not a PostgreSQL URL (postgres://user:password@host:5432/database)`);
  }
  // A few connections: writes go one at a time anyway, and the pool reconnects after a restart of the database.
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 10_000 });
  // An idle connection the database drops must not take the server down with it: the next query reconnects.
  pool.on('error', (e) => console.error(`PostgreSQL at ${where}: ${e.message}`));
  try {
    await pool.query('SELECT 1');
  } catch (e) {
    await pool.end();
    throw new Error(`can't use PostgreSQL at ${where}: ${(e as Error).message}`);
  }
  return storeOver({
    exec: (sql) => pool.query(sql),
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await pool.query(sql, params)).rows as T[] }),
    close: () => pool.end(),
  });
}

/** PostgreSQL when `databaseUrl` names one, else the embedded database in `dir` (in memory without one). */
export function openStore(where: { databaseUrl?: string; dir?: string }): Promise<GameStore> {
  return where.databaseUrl ? openPostgresStore(where.databaseUrl) : openEmbeddedStore(where.dir);
}
