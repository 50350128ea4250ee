// The server's HTTP API, under /api: what the lobby page asks for outside a table's WebSocket.
//   POST /api/tables                  make a table: {format, seats, controllers, options, preset, host: {seat, name}, listed}
//                                     → {id, viewer, token}: the host's seat link (a spectator's for a table of bots)
//   POST /api/tables/<id>/seats/<seat> take an open seat of a listed table: {name} → {token}
//   GET  /api/tables                  the listed tables (the lobby's WebSocket sends the same, live)
//   GET  /api/games                   finished games, newest first
//   GET  /api/games/<id>/log          a finished game's log, as Save log writes it (a game still on: refused, its
//                                     log holds every hidden card and the seed)
// Every error is a status and one sentence `{error}`; a body is JSON of at most 64 KiB.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logToJson } from '../core/game-log.ts';
import type { GameStore, StoredGame } from './store.ts';
import type { HostedTable, TableSettings } from './table.ts';
import type { Lobby } from './lobby.ts';
import { personName } from './seating.ts';

const MAX_BODY = 64 * 1024;

export interface ApiDeps {
  tables: ReadonlyMap<string, HostedTable>;
  /** `client`: the address asking (it may hold only so many tables not yet over). */
  openTable(settings: Omit<TableSettings, 'modules' | 'format' | 'seed'> & { formatId: string; client?: string }): Promise<HostedTable>;
  /** Store the table as it is now. */
  save(table: HostedTable): Promise<void>;
  lobby: Lobby;
  store?: GameStore;
}

/** A request refused because its client holds too much already (HTTP 429). */
export class TooMany extends Error {}

/** A request the API refuses: its status and why. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Handles `req` when it is for /api; false when it is not. */
export function handleApi(deps: ApiDeps, req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://server');
  if (!url.pathname.startsWith('/api/')) return false;
  route(deps, req.method ?? 'GET', url.pathname.split('/').slice(2).map(decodeURIComponent), req)
    .then(({ status, body, type }) => reply(res, status, body, type))
    .catch((e: unknown) => {
      if (e instanceof Refusal) return reply(res, e.status, JSON.stringify({ error: e.message }));
      // Not the client's fault, and no detail of the server's insides goes out with it.
      console.error(e);
      reply(res, 500, JSON.stringify({ error: 'the server failed on this request' }));
    });
  return true;
}

type Reply = { status: number; body: string; type?: string };
const json = (status: number, value: unknown): Reply => ({ status, body: JSON.stringify(value) });

async function route(deps: ApiDeps, method: string, parts: string[], req: IncomingMessage): Promise<Reply> {
  const [what, id, sub, seat] = parts;
  if (what === 'tables' && parts.length === 1) {
    if (method === 'GET') return json(200, { tables: deps.lobby.list() });
    if (method === 'POST') return json(201, await makeTable(deps, await readJson(req), req.socket.remoteAddress ?? ''));
  }
  if (what === 'tables' && parts.length === 4 && sub === 'seats' && method === 'POST') {
    const table = deps.tables.get(id!);
    if (!table) throw new Refusal(404, `no table ${id}`);
    const body = await readJson(req);
    const name = personName(body.name);
    if ('problem' in name) throw new Refusal(400, name.problem);
    const taken = table.takeOpenSeat(seat!, name.name);
    if ('problem' in taken) throw new Refusal(409, taken.problem);
    await deps.save(table);
    deps.lobby.refresh();
    return json(200, { id: table.id, viewer: seat, token: taken.token });
  }
  if (what === 'games' && parts.length === 1 && method === 'GET') {
    const games = deps.store ? await deps.store.finished() : [];
    return json(200, { games: games.map(summary) });
  }
  if (what === 'games' && parts.length === 3 && sub === 'log' && method === 'GET') {
    const game = await deps.store?.load(id!);
    if (!game) throw new Refusal(404, `no stored game ${id}`);
    if (!game.finished) throw new Refusal(403, `game ${id} is not over: its log holds every hidden card and the seed`);
    return { status: 200, body: logToJson(game.log), type: 'application/json' };
  }
  throw new Refusal(404, `no ${method} ${['/api', ...parts].join('/')} (see server/README.md)`);
}

async function makeTable(
  deps: ApiDeps,
  body: Record<string, unknown>,
  client: string,
): Promise<{ id: string; viewer: string; token: string }> {
  if (typeof body.format !== 'string') throw new Refusal(400, 'format: give a format id');
  if (body.seats !== undefined && !Number.isInteger(body.seats)) throw new Refusal(400, 'seats: a whole number');
  const texts = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
  if (body.controllers !== undefined && !texts(body.controllers)) throw new Refusal(400, 'controllers: a list of controllers');
  const options = body.options ?? {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new Refusal(400, 'options: an object of name: value');
  if (body.preset !== undefined && body.preset !== null && typeof body.preset !== 'string') throw new Refusal(400, 'preset: a preset name');
  const host = body.host ?? null;
  if (host !== null && (typeof host !== 'object' || typeof (host as { seat?: unknown }).seat !== 'string'))
    throw new Refusal(400, 'host: {seat, name}, the seat you take');
  let table: HostedTable;
  try {
    table = await deps.openTable({
      formatId: body.format,
      seats: body.seats as number,
      controllers: body.controllers as string[] | undefined,
      options: options as Record<string, string | number | boolean>,
      preset: (body.preset as string | undefined) ?? undefined,
      host: host as { seat: string; name: string } | null,
      listed: body.listed === true,
      client,
    });
  } catch (e) {
    if (e instanceof TooMany) throw new Refusal(429, e.message);
    // The settings don't fit the format: the rules' own words say why.
    throw new Refusal(400, (e as Error).message);
  }
  deps.lobby.refresh();
  const viewer = host ? (host as { seat: string }).seat : 'spectator';
  return { id: table.id, viewer, token: table.tokens().find((t) => t.viewer === viewer)!.token };
}

/** A finished game as the list shows it: no tokens, no seed. */
function summary(game: StoredGame) {
  return {
    id: game.id,
    format: game.log.format,
    seats: game.seating.seats.map((s) => ({ seat: s.seat, controller: s.controller, name: s.name })),
    winner: game.seating.winner,
    answers: game.log.answers.length,
  };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Refusal(413, `a request body has at most ${MAX_BODY / 1024} KiB`);
    chunks.push(chunk);
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    throw new Refusal(400, 'the body is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refusal(400, 'the body is a JSON object');
  return value as Record<string, unknown>;
}

function reply(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(body);
}
