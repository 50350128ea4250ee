// The lobby: the tables listed for anyone to join or watch, sent live to every browser on the
// lobby page (WebSocket `/lobby`). A change at any table (a seat taken, a person connected, a
// game started or over) refreshes the list once, however many changes came together.
import type { WebSocket } from 'ws';
import type { HostedTable } from './table.ts';
import type { TableInfo } from './protocol.ts';

/** A listed table as the lobby shows it: what a spectator is told, and the spectators' link. */
export type TableSummary = TableInfo & { spectator: string };

/** What the lobby sends: the whole list, on connecting and after each change (and Beats, protocol.ts). */
export type LobbyFrame = { type: 'tables'; tables: TableSummary[] };

export class Lobby {
  private readonly sockets = new Set<WebSocket>();
  private queued = false;

  constructor(private readonly tables: ReadonlyMap<string, HostedTable>) {}

  /** The listed tables, newest last. */
  list(): TableSummary[] {
    return [...this.tables.values()].filter((t) => t.listed).map((t) => ({ ...t.info('spectator'), spectator: t.spectatorToken() }));
  }

  add(socket: WebSocket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.send(JSON.stringify(this.frame()));
  }

  /** Something changed at a table: every lobby page gets the new list, once per turn of the event loop. */
  refresh(): void {
    if (this.queued || this.sockets.size === 0) return;
    this.queued = true;
    setImmediate(() => {
      this.queued = false;
      const text = JSON.stringify(this.frame());
      for (const s of this.sockets) if (s.readyState === s.OPEN) s.send(text);
    });
  }

  private frame(): LobbyFrame {
    return { type: 'tables', tables: this.list() };
  }
}
