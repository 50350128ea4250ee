// The game server's network side: one HTTP server for the built web app (static-files.ts),
// the API (http-api.ts) and two kinds of WebSocket (the `ws` package): `/lobby`, the live list
// of listed tables (lobby.ts), and `/ws?table=…&token=…`, a seat's (or the spectators')
// connection to a table, named by its link's token; a token of no seat of that table is refused
// at the handshake. Each frame is parsed and checked (protocol.ts) before anything changes; a
// frame too large, a malformed one, an answer for another seat or a stale decision is refused
// to that connection alone, with its reason, and so is every frame over the connection's rate
// (protocol.ts RATE). One client can't crash the server: every handler catches.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ResolvedFormat } from '../core/format.ts';
import type { RulesModule } from '../core/rules-module.ts';
import type { Seed } from '../core/types.ts';
import type { Viewer } from '../core/view.ts';
import { HostedTable, type TableSettings } from './table.ts';
import type { GameStore } from './store.ts';
import { MAX_FRAME_BYTES, parseClientFrame, rateLimiter, type Beat, type ServerFrame } from './protocol.ts';
import { Lobby } from './lobby.ts';
import { handleApi } from './http-api.ts';
import { staticFiles } from './static-files.ts';

export interface GameServer {
  readonly port: number;
  readonly tables: Map<string, HostedTable>;
  /** Host a new table (stored at once, when the server has a store); the seed is secret and random unless given. */
  openTable(settings: Omit<TableSettings, 'modules' | 'seed'> & { seed?: Seed }): Promise<HostedTable>;
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
}

export async function startGameServer(options: ServerOptions): Promise<GameServer> {
  const tables = new Map<string, HostedTable>();
  const { store } = options;
  if (store) {
    for (const stored of await store.unfinished()) {
      // One game that no longer replays (its format changed since) must not keep the others from their players.
      try {
        tables.set(stored.id, HostedTable.restore(stored, options.formatById(stored.log.format.id), options.modules));
      } catch (e) {
        console.error(`table ${stored.id} is not hosted again: ${(e as Error).message}`);
      }
    }
  }
  const lobby = new Lobby(tables);
  /** Store a table as it is now; an answer is acknowledged only once stored. */
  const save = (table: HostedTable) => (store ? store.save(table.record()) : Promise.resolve());
  const openTable: GameServer['openTable'] = async (settings) => {
    // 48 random bits: a seed no one at the table can find by dealing every smaller one.
    const seed = settings.seed ?? randomBytes(6).readUIntLE(0, 6);
    const table = HostedTable.open({ ...settings, seed, modules: options.modules });
    tables.set(table.id, table);
    await save(table);
    lobby.refresh();
    return table;
  };
  let port = 0;
  const files = options.staticDir ? staticFiles(options.staticDir, () => options.shareOrigin?.(port)) : null;
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
    wss.handleUpgrade(req, socket, head, (ws) => {
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
      send({
        type: 'refused',
        reason: 'no such table, or this link is no seat of it (a seat left before the game started has a new link: ask the host)',
      });
      socket.close(4004, 'no such table or seat');
      return;
    }
    const { leave, cameBack } = table.join(viewer, send, (reason) => socket.close(4001, reason));
    if (cameBack) void save(table).catch((e: unknown) => console.error(e));
    lobby.refresh();
    const rate = rateLimiter(options.rate);
    socket.on('close', () => {
      leave();
      lobby.refresh();
    });
    socket.on('error', () => socket.terminate());
    socket.on('message', (data, isBinary) => {
      if (!rate.take()) return send({ type: 'refused', reason: 'too many frames: slow down (a frame was dropped unread)' });
      void onFrame(table, viewer, isBinary ? null : String(data), send, save).then(() => lobby.refresh());
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
  viewer: Viewer,
  text: string | null,
  send: (frame: ServerFrame) => void,
  save: (table: HostedTable) => Promise<void>,
): Promise<void> {
  try {
    if (text === null) return send({ type: 'refused', reason: 'frames are JSON text, not binary' });
    const frame = parseClientFrame(text);
    if ('problem' in frame) return send({ type: 'refused', reason: frame.problem });
    const decision = frame.type === 'answer' ? frame.decision : undefined;
    const outcome = table.request(viewer, frame);
    if (!outcome.ok) return send({ type: 'refused', reason: outcome.reason, ...(decision ? { decision } : {}) });
    await save(table);
    send(frame.type === 'answer' ? { type: 'answered', decision: frame.decision } : { type: 'done', request: frame.type });
  } catch (e) {
    // A rules error leaves the game as it was (core/game.ts); the connection hears why.
    send({ type: 'refused', reason: e instanceof Error ? e.message : String(e) });
  }
}
