// Where the online commands (serve, export) keep games: the PostgreSQL that --database-url (else
// DATABASE_URL) names, else the embedded database in the --data folder.
import path from 'node:path';
import { openStore, type GameStore } from '../server/store.ts';
import { BadInput } from './exit.ts';

export interface StoreFlags {
  data: string;
  databaseUrl?: string;
}

export interface StorePlace {
  databaseUrl?: string;
  /** The embedded database's folder (unused with a URL). */
  dir: string;
  /** For messages: "PostgreSQL at host:port", or the folder. */
  described: string;
}

export function storePlace(flags: StoreFlags): StorePlace {
  const databaseUrl = flags.databaseUrl ?? process.env.DATABASE_URL;
  const dir = path.resolve(flags.data);
  return databaseUrl ? { databaseUrl, dir, described: `PostgreSQL at ${hostOf(databaseUrl)}` } : { dir, described: dir };
}

/** The server a URL names; a malformed one is said when the store is opened (server/store.ts). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The store at `place`; one that can't be opened is the user's mistake, said in one sentence. */
export function openStoreAt(place: StorePlace): Promise<GameStore> {
  return openStore(place).catch((e: Error) => {
    throw new BadInput(e.message);
  });
}
