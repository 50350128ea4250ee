// The game server's network side: one HTTP server for the built web app (static-files.ts),
// the API (http-api.ts) and two kinds of WebSocket (the `ws` package): `/lobby`, the live list
// of listed tables (lobby.ts), and `/ws?table=…&token=…`, a seat's (or the spectators')
// connection to a table, named by its link's token; a token of no seat of that table is refused
// at the handshake. Each frame is parsed and checked (protocol.ts) before anything changes; a
// frame too large, a malformed one, an answer for another seat or a stale decision is refused
// to that connection alone, with its reason, and so is every frame over the connection's rate
// (protocol.ts RATE). One client can't crash the server (every handler catches) nor crowd out
// the others: it may hold only so many connections and unfinished tables (`perClient`), bots
// play a slice at a time (table.ts), and a finished table no one watches leaves memory (its
// log stays in the store).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ResolvedFormat } from '../core/format.ts';
import type { RulesModule } from '../core/rules-module.ts';
import type { Seed } from '../core/types.ts';
import { secretSeed } from '../core/rng.ts';
import { HostedTable, type Outcome, type TableSettings } from './table.ts';
import type { GameStore } from './store.ts';
import { MAX_FRAME_BYTES, parseClientFrame, rateLimiter, type Beat, type ClientFrame, type ServerFrame } from './protocol.ts';
import { Lobby } from './lobby.ts';
import { handleApi, TooMany } from './http-api.ts';
import { staticFiles } from './static-files.ts';

export interface GameServer {
  readonly port: number;
  readonly tables: Map<string, HostedTable>;
  /**
   * Host a new table (stored at once, when the server has a store); the seed is secret and random
   * unless given. `client`: the address asking, bounded to PER_CLIENT tables not yet over (TooMany).
   */
  openTable(settings: Omit<TableSettings, 'modules' | 'seed'> & { seed?: Seed; client?: string }): Promise<HostedTable>;
  close(): Promise<void>;
}

export interface ServerOptions {
  port?: number;
  host?: string;
  /** Frames a connection may send (protocol.ts RATE by default; a load test's bots send faster than people). */
  rate?: { burst: number; perSecond: number };
  /** The rules modules games are played with. */
  modules: Record<string, RulesModule>;
  /** Where games are stored (store.ts); every unfinished one is restored when the server starts. */
  store?: GameStore;
  /** A format by id, for new tables and restoring stored games; throws for an id it doesn't know. */
  formatById: (id: string) => ResolvedFormat;
  /** The built web app, served at `/` (absent: the API and WebSockets alone). */
  staticDir?: string;
  /** The address seat links are given with, from the port the server listens on (a LAN address; absent: the page's own). */
  shareOrigin?: (port: number) => string | undefined;
  /** How often each connection is pinged; one that hasn't answered the last ping is closed (default 30 s). */
  heartbeatMs?: number;
  /** What one client (an address) may hold at once: WebSocket connections, and tables it made that are not over. */
  perClient?: { connections: number; tables: number };
  /** How long a finished table no one is connected to stays in memory (ms; default a minute), for its people to see the end. */
  finishedKeptMs?: number;
}

/** A client's bounds by default: a household's devices and tabs, a few tables at once. */
export const PER_CLIENT = { connections: 32, tables: 4 };

export async function startGameServer(options: ServerOptions): Promise<GameServer> {
  const tables = new Map<string, HostedTable>();
  const { store } = options;
  const perClient = options.perClient ?? PER_CLIENT;
  const lobby = new Lobby(tables);
  /** Store a table as it is now; an answer is acknowledged only once stored. */
  const save = (table: HostedTable) => (store ? store.save(table.record()) : Promise.resolve());
  /** Who made each table not yet over (its address), to bound what one client holds. */
  const madeBy = new Map<string, string>();
  const retiring = new Map<string, ReturnType<typeof setTimeout>>();
  /** Finished tables gone from memory, so a link to one says where its replay is. */
  const retired = new Set<string>();
  /** A finished table no one is connected to leaves memory after a while (stored, it stays in the lobby's finished games). */
  const retire = (table: HostedTable) => {
    if (!table.game.ended) return;
    madeBy.delete(table.id);
    clearTimeout(retiring.get(table.id));
    retiring.delete(table.id);
    if (table.watched || tables.get(table.id) !== table) return;
    const timer = setTimeout(() => {
      retiring.delete(table.id);
      if (table.watched || tables.get(table.id) !== table) return;
      tables.delete(table.id);
      retired.add(table.id);
      table.close();
      lobby.refresh();
    }, options.finishedKeptMs ?? 60_000);
    timer.unref();
    retiring.set(table.id, timer);
  };
  // Bots played a slice: store it (nothing waits on it, so a failure is only reported), tell the lobby.
  const hooks = {
    played: (table: HostedTable) => {
      save(table).catch((e: unknown) => console.error(e));
      lobby.refresh();
      retire(table);
    },
  };
  if (store) {
    for (const stored of await store.unfinished()) {
      // One game that no longer replays (its format changed since) must not keep the others from their players.
      try {
        tables.set(stored.id, HostedTable.restore(stored, options.formatById(stored.log.format.id), options.modules, hooks));
      } catch (e) {
        console.error(`table ${stored.id} is not hosted again: ${(e as Error).message}`);
      }
    }
  }
  const openTable: GameServer['openTable'] = async ({ client, ...settings }) => {
    if (client !== undefined && [...madeBy.values()].filter((a) => a === client).length >= perClient.tables)
      throw new TooMany(`you have ${perClient.tables} tables whose games are not over: finish one before making another`);
    // 128 bits from the platform's cryptographic generator: no one can deal every seed until the cards fit.
    const seed = settings.seed ?? secretSeed();
    const table = HostedTable.open({ ...settings, seed, modules: options.modules }, hooks);
    tables.set(table.id, table);
    if (client !== undefined && !table.game.ended) madeBy.set(table.id, client);
    await save(table);
    lobby.refresh();
    return table;
  };
  /** Open WebSocket connections by client address. */
  const connected = new Map<string, number>();
  let port = 0;
  const files = options.staticDir ? staticFiles(options.staticDir, { shareOrigin: () => options.shareOrigin?.(port) }) : null;
  const api = {
    tables,
    lobby,
    store,
    save,
    openTable: ({ formatId, ...settings }: Parameters<typeof openTable>[0] & { formatId: string }) =>
      openTable({ ...settings, format: options.formatById(formatId) }),
  };
  const http: Server = createServer((req, res) => {
    if (handleApi(api, req, res)) return;
    if (files) return files(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found\n');
  });
  // Each update carries the viewer's whole view (10–20 KiB of JSON that repeats itself): compressed, a
  // game costs a slow connection a tenth of it.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: { threshold: 1024 } });
  // A connection that went silent (a laptop asleep, a network gone without a word) is closed:
  // its person shows as away, and the others may ask a bot to stand in.
  const alive = new WeakSet<WebSocket>();
  const every = options.heartbeatMs ?? 30_000;
  const beat = JSON.stringify({ type: 'beat', every } satisfies Beat);
  wss.on('connection', (ws) => {
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
  });

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://server').pathname;
    if (path !== '/ws' && path !== '/lobby') return socket.destroy();
    const client = req.socket.remoteAddress ?? '';
    wss.handleUpgrade(req, socket, head, (ws) => {
      // Past its bound a client's connection is closed at once, saying why (a page shows it, and stops trying).
      if ((connected.get(client) ?? 0) >= perClient.connections)
        return ws.close(4029, `too many connections from your address (${perClient.connections}): close some pages first`);
      connected.set(client, (connected.get(client) ?? 0) + 1);
      ws.on('close', () => {
        const left = (connected.get(client) ?? 1) - 1;
        if (left > 0) connected.set(client, left);
        else connected.delete(client);
      });
      wss.emit('connection', ws, req);
      if (path === '/lobby') lobby.add(ws);
      else connect(ws, req);
      // A beat at once, after the first frame: a page learns how often beats come before its
      // network can go silent, not up to a whole heartbeat later (it can't tell silence before).
      if (ws.readyState === ws.OPEN) ws.send(beat);
    });
  });

  const connect = (socket: WebSocket, req: IncomingMessage) => {
    const url = new URL(req.url ?? '/', 'http://server');
    const table = tables.get(url.searchParams.get('table') ?? '');
    const viewer = table?.viewerOf(url.searchParams.get('token') ?? '') ?? null;
    const send = (frame: ServerFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    if (!table || viewer === null) {
      const id = url.searchParams.get('table') ?? '';
      send({
        type: 'refused',
        reason: retired.has(id)
          ? `the game at this table is over: its replay is at #/online/games/${id}`
          : 'no such table, or this link is no seat of it (a seat taken has a new link, its person’s alone; one left before the start has a new link too: ask the host)',
      });
      socket.close(4004, 'no such table or seat');
      return;
    }
    clearTimeout(retiring.get(table.id));
    const seat = table.join(viewer, send, (reason) => socket.close(4001, reason));
    if (seat.cameBack) void save(table).catch((e: unknown) => console.error(e));
    lobby.refresh();
    const rate = rateLimiter(options.rate);
    socket.on('close', () => {
      seat.leave();
      lobby.refresh();
      retire(table);
    });
    socket.on('error', () => socket.terminate());
    socket.on('message', (data, isBinary) => {
      if (!rate.take()) return send({ type: 'refused', reason: 'too many frames: slow down (a frame was dropped unread)' });
      void onFrame(table, seat.request, isBinary ? null : String(data), send, save).then(() => {
        lobby.refresh();
        retire(table);
      });
    });
  };

  // A port in use or an address not this machine's rejects here, for the caller to say so.
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      http.off('error', reject);
      resolve();
    });
  });
  port = (http.address() as AddressInfo).port;
  // Started once listening: a server that failed to listen leaves nothing running. Each beat is
  // a ping, which only the browser itself answers, and a frame, which tells the page it is alive.
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) ws.terminate();
      else {
        alive.delete(ws);
        ws.ping();
        ws.send(beat);
      }
    }
  }, every);
  return {
    port,
    tables,
    openTable,
    close: async () => {
      clearInterval(heartbeat);
      await new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        for (const table of tables.values()) table.close();
        wss.close(() => http.close(() => resolve()));
        http.closeAllConnections();
      });
      await store?.close();
    },
  };
}

async function onFrame(
  table: HostedTable,
  request: (frame: ClientFrame) => Outcome,
  text: string | null,
  send: (frame: ServerFrame) => void,
  save: (table: HostedTable) => Promise<void>,
): Promise<void> {
  try {
    if (text === null) return send({ type: 'refused', reason: 'frames are JSON text, not binary' });
    const frame = parseClientFrame(text);
    if ('problem' in frame) return send({ type: 'refused', reason: frame.problem });
    const decision = frame.type === 'answer' ? frame.decision : undefined;
    const outcome = request(frame);
    if (!outcome.ok) return send({ type: 'refused', reason: outcome.reason, ...(decision ? { decision } : {}) });
    // Acknowledged once the bots have played on to the next person's decision (in slices: other
    // tables are served meanwhile) and the table is stored.
    await table.playBots();
    await save(table);
    send(frame.type === 'answer' ? { type: 'answered', decision: frame.decision } : { type: 'done', request: frame.type });
  } catch (e) {
    // A rules error leaves the game as it was (core/game.ts); the connection hears why.
    send({ type: 'refused', reason: e instanceof Error ? e.message : String(e) });
  }
}
