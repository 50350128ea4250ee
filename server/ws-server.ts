// The game server's network side: one HTTP server, and WebSocket connections on `/ws` (the
// `ws` package). A connection names its table and its link's token in the URL
// (`/ws?table=…&token=…`); a token of no seat of that table is refused at the handshake. Each
// frame is parsed and checked (protocol.ts) before anything changes; a frame too large, a
// malformed one, an answer for another seat or a stale decision is refused to that connection
// alone, with its reason, and so is every frame over the connection's rate (protocol.ts RATE).
// One client can't crash the server: every handler catches.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { ResolvedFormat } from '../core/format.ts';
import type { RulesModule } from '../core/rules-module.ts';
import { HostedTable, type TableSettings } from './table.ts';
import type { GameStore } from './store.ts';
import { MAX_FRAME_BYTES, parseClientFrame, rateLimiter, type ServerFrame } from './protocol.ts';

export interface GameServer {
  readonly port: number;
  readonly tables: Map<string, HostedTable>;
  /** Host a new table (stored at once, when the server has a store). */
  openTable(settings: Omit<TableSettings, 'modules'>): Promise<HostedTable>;
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
  /** A format by id, for restoring stored games. */
  formatById?: (id: string) => ResolvedFormat;
}

export async function startGameServer(options: ServerOptions): Promise<GameServer> {
  const tables = new Map<string, HostedTable>();
  const { store } = options;
  if (store) {
    for (const stored of await store.unfinished()) {
      if (!options.formatById) throw new Error('a server with a store needs formatById to restore its games');
      tables.set(stored.id, HostedTable.restore(stored, options.formatById(stored.log.format.id), options.modules));
    }
  }
  /** Store a table as it is now; an answer is acknowledged only once stored. */
  const save = (table: HostedTable) => (store ? store.save(table.record()) : Promise.resolve());
  const http: Server = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found\n');
  });
  const wss = new WebSocketServer({ server: http, path: '/ws', maxPayload: MAX_FRAME_BYTES });
  wss.on('connection', (socket, req) => {
    const url = new URL(req.url ?? '/', 'http://server');
    const table = tables.get(url.searchParams.get('table') ?? '');
    const viewer = table?.viewerOf(url.searchParams.get('token') ?? '') ?? null;
    const send = (frame: ServerFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    if (!table || viewer === null) {
      send({ type: 'refused', reason: 'no such table, or this link is no seat of it' });
      socket.close(4004, 'no such table or seat');
      return;
    }
    const leave = table.join(viewer, send);
    const rate = rateLimiter(options.rate);
    socket.on('close', leave);
    socket.on('error', () => socket.terminate());
    socket.on('message', (data, isBinary) => {
      if (!rate.take()) return send({ type: 'refused', reason: 'too many frames: slow down (a frame was dropped unread)' });
      void onFrame(table, viewer, isBinary ? null : String(data), send, save);
    });
  });
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    tables,
    openTable: async (settings) => {
      const table = HostedTable.open({ ...settings, modules: options.modules });
      tables.set(table.id, table);
      await save(table);
      return table;
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        for (const table of tables.values()) table.close();
        wss.close(() => http.close(() => resolve()));
      });
      await store?.close();
    },
  };
}

async function onFrame(
  table: HostedTable,
  viewer: string,
  text: string | null,
  send: (frame: ServerFrame) => void,
  save: (table: HostedTable) => Promise<void>,
): Promise<void> {
  try {
    if (text === null) return send({ type: 'refused', reason: 'frames are JSON text, not binary' });
    const frame = parseClientFrame(text);
    if ('problem' in frame) return send({ type: 'refused', reason: frame.problem });
    const outcome = table.answer(viewer, frame.decision, frame.choice);
    if (!outcome.ok) return send({ type: 'refused', reason: outcome.reason, decision: frame.decision });
    await save(table);
    send({ type: 'answered', decision: frame.decision });
  } catch (e) {
    // A rules error leaves the game as it was (core/game.ts); the connection hears why.
    send({ type: 'refused', reason: e instanceof Error ? e.message : String(e) });
  }
}
