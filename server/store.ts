// Every game the server hosts is stored as its log (format id and version, options, seats,
// seed, answers), with its seat tokens and the state hash after the last answer, in a real SQL
// database: PGlite (PostgreSQL compiled to WebAssembly) in a folder by default, so the server
// needs nothing installed. On a restart every unfinished game is rebuilt by replaying its log and
// checked against the stored hash (table.ts).
import { PGlite } from '@electric-sql/pglite';
import type { GameLog } from '../core/types.ts';
import type { Viewer } from '../core/view.ts';

/** One stored game. */
export interface StoredGame {
  id: string;
  log: GameLog;
  tokens: { token: string; viewer: Viewer }[];
  /** The state hash after the log's last answer: a replay must reach it. */
  hash: string;
  finished: boolean;
}

export interface GameStore {
  save(game: StoredGame): Promise<void>;
  unfinished(): Promise<StoredGame[]>;
  close(): Promise<void>;
}

// Plain SQL a real PostgreSQL runs the same.
const SCHEMA = `CREATE TABLE IF NOT EXISTS games (
  id text PRIMARY KEY,
  log jsonb NOT NULL,
  tokens jsonb NOT NULL,
  hash text NOT NULL,
  finished boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
)`;
const SAVE = `INSERT INTO games (id, log, tokens, hash, finished) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (id) DO UPDATE SET log = excluded.log, hash = excluded.hash, finished = excluded.finished, updated_at = now()`;
const UNFINISHED = `SELECT id, log, tokens, hash, finished FROM games WHERE NOT finished ORDER BY updated_at`;

/** The embedded database in `dir` (created if new), or in memory when no folder is given. */
export async function openEmbeddedStore(dir?: string): Promise<GameStore> {
  const db = new PGlite(dir);
  await db.exec(SCHEMA);
  // One write at a time, in the order asked: a game's answers are stored in the order played.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    save: (g) => {
      const write = queue.then(() => db.query(SAVE, [g.id, JSON.stringify(g.log), JSON.stringify(g.tokens), g.hash, g.finished]));
      queue = write.catch(() => undefined);
      return write.then(() => undefined);
    },
    unfinished: async () => (await db.query<StoredGame>(UNFINISHED)).rows,
    close: async () => {
      await queue;
      await db.close();
    },
  };
}
