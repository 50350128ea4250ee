// A table the server hosts: one game, whose full state lives only here, and a hard-to-guess
// token per seat (a link is a seat: no accounts) and one for spectators. What a connection is
// sent is its viewer's alone: the view (`viewFor`) and the game's events redacted for it. It may
// answer only its own seat's pending decisions; bots and automata answer theirs here.
import { randomBytes } from 'node:crypto';
import type { Subscription } from 'rxjs';
import type { ResolvedFormat } from '../core/format.ts';
import type { RulesModule } from '../core/rules-module.ts';
import type { Choice, GameEvent, Seed } from '../core/types.ts';
import type { Viewer } from '../core/view.ts';
import type { AnswerOutcome, Game } from '../core/game.ts';
import { newGame } from '../core/session.ts';
import { Driver } from '../core/driver.ts';
import type { ServerFrame } from './protocol.ts';

/** 18 random bytes, base64url: a seat's link can't be guessed from another's. */
export const newToken = () => randomBytes(18).toString('base64url');

export interface TableSettings {
  format: ResolvedFormat;
  modules: Record<string, RulesModule>;
  seed: Seed;
  seats: number;
  /** One per seat: `human` (a person at a link), `bot:<name>`, `automaton:<name>`. */
  controllers: string[];
}

export class HostedTable {
  readonly id = newToken();
  readonly game: Game;
  /** Token → viewer: each seat's, and the spectators'. */
  private readonly viewers = new Map<string, Viewer>();
  private readonly driver: Driver;
  private readonly listeners = new Set<{ viewer: Viewer; send: (frame: ServerFrame) => void }>();
  private readonly events: Subscription;
  /** Events of the answer being applied, sent to each viewer redacted once it is whole. */
  private batch: GameEvent[] = [];
  /**
   * Each viewer's events so far, redacted when they happened: redacting an old event against
   * the state now would name a card drawn then and played since (when it was drawn is a secret).
   */
  private readonly told = new Map<Viewer, GameEvent[]>();

  constructor(settings: TableSettings) {
    this.game = newGame({ ...settings, defaultController: 'human' });
    this.events = this.game.events$.subscribe((e) => this.batch.push(e));
    for (const seat of this.game.state.seats) this.viewers.set(newToken(), seat.id);
    this.viewers.set(newToken(), 'spectator');
    // The bots' seed is not the game's: their moves are public, the seed is the game's secret.
    this.driver = new Driver(this.game, randomBytes(4).readUInt32LE(0));
    this.game.start();
    this.driver.run();
    this.publish();
  }

  /** The seat (or spectators') links' tokens. */
  tokens(): { token: string; viewer: Viewer }[] {
    return [...this.viewers].map(([token, viewer]) => ({ token, viewer }));
  }

  /** Whose link a token is, or null for none of this table's. */
  viewerOf(token: string): Viewer | null {
    return this.viewers.get(token) ?? null;
  }

  /** A connection of `viewer` joins: it gets its view now and each change after. Returns how to leave. */
  join(viewer: Viewer, send: (frame: ServerFrame) => void): () => void {
    const listener = { viewer, send };
    this.listeners.add(listener);
    send({ type: 'welcome', table: this.id, viewer, view: this.game.view(viewer), events: this.told.get(viewer) ?? [] });
    return () => this.listeners.delete(listener);
  }

  /** `viewer`'s answer to one of its own pending decisions; then the bots play on, and every connection hears of it. */
  answer(viewer: Viewer, decision: string, choice: Choice): AnswerOutcome {
    if (viewer === 'spectator') return { ok: false, reason: 'a spectator answers no decision' };
    const mine = this.game.pending.find((d) => d.id === decision);
    if (!mine) return { ok: false, reason: `no pending decision ${decision} (answered already, or never asked)` };
    if (mine.seat !== viewer) return { ok: false, reason: `decision ${decision} is not ${viewer}'s to answer` };
    const outcome = this.game.answer(viewer, decision, choice);
    if (!outcome.ok) return outcome;
    this.driver.run();
    this.publish();
    return outcome;
  }

  /** Redact the events since the last answer for every viewer, and send each connection its own and its view now. */
  private publish(): void {
    const events = this.batch;
    this.batch = [];
    const viewers = new Set(this.viewers.values());
    const redacted = new Map([...viewers].map((v) => [v, events.map((e) => this.game.redact(e, v))]));
    for (const [viewer, mine] of redacted) this.told.set(viewer, [...(this.told.get(viewer) ?? []), ...mine]);
    for (const { viewer, send } of this.listeners) send({ type: 'update', events: redacted.get(viewer)!, view: this.game.view(viewer) });
  }

  close(): void {
    this.events.unsubscribe();
    this.listeners.clear();
  }
}
