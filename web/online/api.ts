// The game server's HTTP API as the web app calls it (server/http-api.ts): each call gives its
// answer or throws an Error with the server's own sentence (or says the server is not there:
// the page was served by `npm start`, which hosts no games).
import type { GameLog, Winner } from '../../core/types.ts';
import { parseLogJson } from '../game-log.ts';
import type { TableSummary } from '../../server/lobby.ts';

export type { TableSummary };

/** A finished game as the server lists it. */
export interface FinishedGame {
  id: string;
  format: { id: string; version: number };
  seats: { seat: string; controller: string; name: string }[];
  winner: Winner | null;
  answers: number;
}

export interface NewTable {
  format: string;
  seats: number;
  controllers: string[];
  options: Record<string, string | number | boolean>;
  preset?: string;
  host: { seat: string; name: string } | null;
  listed: boolean;
}

const NO_SERVER = 'no game server here: online play needs `npx rules-sandbox serve` (npm start serves the app alone)';

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new Error(NO_SERVER);
  }
  if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) throw new Error(NO_SERVER);
  const body = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(body.error ?? `the server answered ${res.status}`);
  return body;
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Is a game server behind this page? It says so in the page it sends (no request that fails under `npm start`). */
export function serverHere(): boolean {
  return document.querySelector('meta[name="rules-sandbox-online"]')?.getAttribute('content') === 'yes';
}

/** Make a table; the link of the seat its host took (a spectator's for a table of bots). */
export function hostTable(table: NewTable): Promise<{ id: string; viewer: string; token: string }> {
  return call('/api/tables', post(table));
}

/** Take an open seat of a listed table: its link. */
export function takeSeat(table: string, seat: string, name: string): Promise<{ id: string; viewer: string; token: string }> {
  return call(`/api/tables/${encodeURIComponent(table)}/seats/${encodeURIComponent(seat)}`, post({ name }));
}

export async function finishedGames(): Promise<FinishedGame[]> {
  return (await call<{ games: FinishedGame[] }>('/api/games')).games;
}

/** The address of a finished game's log file. */
export const logUrl = (game: string) => `/api/games/${encodeURIComponent(game)}/log`;

export async function finishedLog(game: string): Promise<GameLog> {
  const res = await fetch(logUrl(game)).catch(() => {
    throw new Error(NO_SERVER);
  });
  const text = await res.text();
  if (!res.ok) {
    let said: string | undefined;
    try {
      said = (JSON.parse(text) as { error?: string }).error;
    } catch {
      throw new Error(NO_SERVER);
    }
    throw new Error(said ?? `the server answered ${res.status}`);
  }
  return parseLogJson(text);
}
