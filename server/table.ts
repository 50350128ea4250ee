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
import { GameError, type AnswerOutcome, type Game } from '../core/game.ts';
import { gameFromLog, newGame } from '../core/session.ts';
import type { StoredGame } from './store.ts';
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

  /**
   * A table for `game`, not yet started: new (fresh tokens) or restored (its stored id and
   * tokens). `HostedTable.open` and `HostedTable.restore` build one.
   */
  private constructor(
    readonly game: Game,
    readonly id: string,
    tokens: { token: string; viewer: Viewer }[],
  ) {
    this.events = this.game.events$.subscribe((e) => this.batch.push(e));
    for (const { token, viewer } of tokens) this.viewers.set(token, viewer);
    // The bots' seed is not the game's: their moves are public, the seed is the game's secret.
    this.driver = new Driver(this.game, randomBytes(4).readUInt32LE(0));
  }

  /** A new table: a token per seat and one for spectators; the game starts and the bots play up to the first person's decision. */
  static open(settings: TableSettings): HostedTable {
    const game = newGame({ ...settings, defaultController: 'human' });
    const tokens = [...game.state.seats.map((s) => ({ token: newToken(), viewer: s.id })), { token: newToken(), viewer: 'spectator' }];
    const table = new HostedTable(game, newToken(), tokens);
    table.game.start();
    table.driver.run();
    table.publish();
    return table;
  }

  /**
   * A stored table, rebuilt by replaying its log answer by answer — each viewer told of each
   * answer's events as it was then — and checked against the stored hash.
   */
  static restore(stored: StoredGame, format: ResolvedFormat, modules: Record<string, RulesModule>): HostedTable {
    const table = new HostedTable(gameFromLog(stored.log, format, modules), stored.id, stored.tokens);
    table.game.start();
    table.publish();
    for (const [i, a] of stored.log.answers.entries()) {
      const outcome = table.game.answer(a.seat, a.decision, a.choice);
      if (!outcome.ok) throw new GameError(`table ${stored.id}: answer ${i + 1} of its log no longer applies: ${outcome.reason}`);
      table.publish();
    }
    if (table.game.hash() !== stored.hash)
      throw new GameError(`table ${stored.id}: its log replays to state ${table.game.hash()}, not the stored ${stored.hash}`);
    return table;
  }

  /** What the store keeps of this table. */
  record(): StoredGame {
    return { id: this.id, log: this.game.log(), tokens: this.tokens(), hash: this.game.hash(), finished: this.game.ended };
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
    send({ type: 'welcome', table: this.id, viewer, view: this.game.view(viewer), events: [...(this.told.get(viewer) ?? [])] });
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
    for (const [viewer, mine] of redacted) {
      const so = this.told.get(viewer) ?? [];
      for (const e of mine) so.push(e);
      this.told.set(viewer, so);
    }
    for (const { viewer, send } of this.listeners) send({ type: 'update', events: redacted.get(viewer)!, view: this.game.view(viewer) });
  }

  close(): void {
    this.events.unsubscribe();
    this.listeners.clear();
  }
}
