// A table the server hosts: one game, whose full state lives only here, its seating (who sits
// where, seating.ts), and a hard-to-guess token per seat (a link is a seat: no accounts) and
// one for spectators. What a connection is sent is its viewer's alone: the view (`viewFor`) and
// the game's events, each redacted as the answer that made it left the game. A seat's link
// belongs to the person in it: the host is given the links of open seats only, and a person
// who takes a seat gets a new token that no one else holds. A viewer may answer only its own
// seat's pending decisions; bots and automata answer theirs here, a slice at a time so that
// no table holds up the others, and a bot stands in for a person who left when the others ask.
import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Subscription } from 'rxjs';
import type { ResolvedFormat } from '../core/format.ts';
import type { RulesModule } from '../core/rules-module.ts';
import type { GameEvent, Seed } from '../core/types.ts';
import type { Viewer } from '../core/view.ts';
import { knownBots } from '../core/bots.ts';
import { secretSeed } from '../core/rng.ts';
import { GameError, type Game } from '../core/game.ts';
import { gameFromLog, newGame } from '../core/session.ts';
import type { StoredGame } from './store.ts';
import { Driver } from '../core/driver.ts';
import { answerable } from '../core/aside.ts';
import type { ClientFrame, ServerFrame, TableInfo } from './protocol.ts';
import * as seats from './seating.ts';

/** 18 random bytes, base64url: a seat's link can't be guessed from another's. */
export const newToken = () => randomBytes(18).toString('base64url');

/** A table's id: hex, so that typed on a command line (`rules-sandbox export <id>`) it never looks like an option. */
const newTableId = () => randomBytes(12).toString('hex');

export interface TableSettings {
  format: ResolvedFormat;
  modules: Record<string, RulesModule>;
  seed: Seed;
  seats: number;
  /** One per seat: `human` (a person at a link), `bot:<name>`, `automaton:<name>`; missing ones take their role's, else human. */
  controllers?: string[];
  options?: Record<string, string | number | boolean>;
  preset?: string;
  /** The person making the table and the seat it takes; null for a table of bots alone. */
  host: { seat: string; name: string } | null;
  /** In the lobby's list, where anyone may take an open seat (default: only for those given a link). */
  listed?: boolean;
}

/** A request's outcome: done, or refused with its reason (nothing changed). */
export type Outcome = { ok: true } | { ok: false; reason: string };

interface Connection {
  viewer: Viewer;
  send: (frame: ServerFrame) => void;
  /** Close the connection: its person left the seat, or the seat's link is no longer theirs. */
  close: (reason: string) => void;
}

/**
 * How long the bots play before the table lets the server serve others (ms): a bot table's whole
 * game took 0.8–1.25 s of CPU, every other table waiting meanwhile.
 */
const SLICE_MS = 8;

/** What the server does when the bots have played a slice: store the table, tell the lobby. */
export interface TableHooks {
  played?: (table: HostedTable) => void;
}

export class HostedTable {
  /** Token → viewer: each seat's, and the spectators'. */
  private readonly viewers = new Map<string, Viewer>();
  private readonly driver: Driver;
  private readonly connections = new Set<Connection>();
  private readonly events: Subscription;
  /** Events of the answer just applied, not yet redacted. */
  private batch: GameEvent[] = [];
  /** Each viewer's events not yet sent, each redacted right after its own answer. */
  private readonly unsent = new Map<Viewer, GameEvent[]>();
  /**
   * Each viewer's events so far, redacted when they happened: redacting an event against a later
   * state would name a card chosen then and played since (what was chosen is a secret until then).
   */
  private readonly told = new Map<Viewer, GameEvent[]>();
  /** The bots' turn at the table, while they play (a slice at a time); null when they wait. */
  private playing: Promise<void> | null = null;
  /** Closed with the server: the bots play no more. */
  private closed = false;

  private constructor(
    readonly game: Game,
    readonly id: string,
    tokens: { token: string; viewer: Viewer }[],
    private seating: seats.Seating,
    private readonly hooks: TableHooks,
  ) {
    this.events = this.game.events$.subscribe((e) => this.batch.push(e));
    for (const { token, viewer } of tokens) this.viewers.set(token, viewer);
    // The bots' seed is not the game's: their moves are public, the seed is the game's secret.
    this.driver = new Driver(this.game, secretSeed());
    for (const s of seating.seats) if (s.standIn) this.driver.setController(s.seat, s.standIn);
  }

  /**
   * A new table: a token per seat and one for spectators, the host at its seat. A table of
   * bots alone starts at once; one with seats for people waits for its host to start it.
   * Throws GameError when the settings don't fit the format.
   */
  static open(settings: TableSettings, hooks: TableHooks = {}): HostedTable {
    const game = newGame({ ...settings, defaultController: 'human' });
    const made = seats.newSeating(
      game.state.seats.map((s) => ({ seat: s.id, controller: s.controller })),
      settings.host,
      settings.listed ?? false,
    );
    if (!made.ok) throw new GameError(made.reason);
    const tokens = [...game.state.seats.map((s) => ({ token: newToken(), viewer: s.id })), { token: newToken(), viewer: 'spectator' }];
    const table = new HostedTable(game, newTableId(), tokens, made.seating, hooks);
    if (!made.seating.seats.some(seats.isPersonSeat)) table.begin({ ...made.seating, started: true });
    return table;
  }

  /**
   * A stored table, rebuilt by replaying its log answer by answer — each viewer told of each
   * answer's events as it was then — and checked against the stored hash.
   */
  static restore(stored: StoredGame, format: ResolvedFormat, modules: Record<string, RulesModule>, hooks: TableHooks = {}): HostedTable {
    const table = new HostedTable(gameFromLog(stored.log, format, modules), stored.id, stored.tokens, stored.seating, hooks);
    if (!stored.seating.started) return table;
    table.game.start();
    table.redactBatch();
    for (const [i, a] of stored.log.answers.entries()) {
      const outcome = table.game.answer(a.seat, a.decision, a.choice);
      if (!outcome.ok) throw new GameError(`table ${stored.id}: answer ${i + 1} of its log no longer applies: ${outcome.reason}`);
      table.redactBatch();
    }
    table.unsent.clear();
    if (table.game.hash() !== stored.hash)
      throw new GameError(`table ${stored.id}: its log replays to state ${table.game.hash()}, not the stored ${stored.hash}`);
    // Bots whose turn it was when the server stopped play on.
    void table.playBots();
    return table;
  }

  /** What the store keeps of this table. */
  record(): StoredGame {
    return {
      id: this.id,
      log: this.game.log(),
      tokens: this.tokens(),
      seating: this.seating,
      hash: this.game.hash(),
      finished: this.game.ended,
    };
  }

  get started(): boolean {
    return this.seating.started;
  }

  get listed(): boolean {
    return this.seating.listed;
  }

  /** The seat (or spectators') links' tokens. */
  tokens(): { token: string; viewer: Viewer }[] {
    return [...this.viewers].map(([token, viewer]) => ({ token, viewer }));
  }

  /** Whose link a token is, or null for none of this table's. */
  viewerOf(token: string): Viewer | null {
    return this.viewers.get(token) ?? null;
  }

  /** The table as `viewer` is told of it: every link to the host alone. */
  info(viewer: Viewer): TableInfo {
    const { format } = this.game.engine;
    const info: TableInfo = {
      id: this.id,
      format: { id: format.id, name: format.name ?? format.id },
      host: this.seating.host,
      listed: this.seating.listed,
      started: this.seating.started,
      ended: this.game.ended,
      winner: this.game.ended ? this.game.state.winner : null,
      seats: this.seating.seats.map((s) => ({ ...s, present: this.connectionsOf(s.seat) })),
      spectators: this.connectionsOf('spectator'),
    };
    // The links to hand out, in seat order (a seat left has a new token, made last): the open
    // seats' and the spectators'. A taken seat's link is its person's alone; a bot's seat has
    // none to give (its link would show the host the bot's hand).
    const people = [...seats.openSeats(this.seating), 'spectator'];
    if (viewer !== 'spectator' && viewer === this.seating.host)
      info.links = this.tokens()
        .filter((t) => people.includes(t.viewer))
        .sort((a, b) => people.indexOf(a.viewer) - people.indexOf(b.viewer))
        .map(({ token, viewer }) => ({ viewer, token }));
    return info;
  }

  /** The spectators' link token (the lobby lists it for a listed table: spectators see only what is public). */
  spectatorToken(): string {
    return this.tokens().find((t) => t.viewer === 'spectator')!.token;
  }

  /**
   * A connection of `viewer` joins: it gets the table, its view and its events so far, then
   * every change. A person coming back to a seat a bot stood in for takes it back
   * (`cameBack`: the seating changed, to be stored).
   */
  join(
    viewer: Viewer,
    send: Connection['send'],
    close: Connection['close'],
  ): { leave: () => void; cameBack: boolean; request: (frame: ClientFrame) => Outcome } {
    const connection = { viewer, send, close };
    this.connections.add(connection);
    const before = this.seating;
    this.seating = seats.comeBack(this.seating, viewer);
    const cameBack = this.seating !== before;
    if (cameBack) this.driver.setController(viewer, 'human');
    const view = this.seating.started ? this.game.view(viewer) : null;
    send({ type: 'welcome', table: this.info(viewer), viewer, view, events: [...(this.told.get(viewer) ?? [])] });
    this.tellSeating();
    return {
      cameBack,
      leave: () => {
        if (this.connections.delete(connection)) this.tellSeating();
      },
      request: (frame) => this.request(viewer, frame, connection),
    };
  }

  /** A frame from a connection of `viewer` (`from`, when it came over one): its answer, or a request about the seating. */
  request(viewer: Viewer, frame: ClientFrame, from?: Connection): Outcome {
    switch (frame.type) {
      case 'answer':
        return this.answer(viewer, frame.decision, frame.choice);
      case 'sit': {
        if (viewer === 'spectator') return { ok: false, reason: 'a spectator takes no seat' };
        const change = seats.take(this.seating, viewer, frame.name);
        if (!change.ok) return change;
        this.seating = change.seating;
        this.handTo(viewer, from);
        this.tellSeating();
        return { ok: true };
      }
      case 'reissue':
        return this.reissue(viewer, frame.seat);
      case 'leave':
        return this.leave(viewer);
      case 'start': {
        const change = seats.start(this.seating, viewer);
        if (!change.ok) return change;
        this.begin(change.seating);
        return { ok: true };
      }
      case 'standIn': {
        const bot = this.standInBot();
        const change = seats.standIn(this.seating, frame.seat, viewer, bot, (v) => this.connectionsOf(v) > 0);
        if (!change.ok) return change;
        this.seating = change.seating;
        this.driver.setController(frame.seat, bot);
        this.tellSeating();
        void this.playBots();
        return { ok: true };
      }
    }
  }

  /** `viewer`'s answer to one of its own pending decisions; then the bots play on, and every connection hears of it. */
  private answer(viewer: Viewer, decision: string, choice: Extract<ClientFrame, { type: 'answer' }>['choice']): Outcome {
    if (viewer === 'spectator') return { ok: false, reason: 'a spectator answers no decision' };
    if (!this.seating.started) return { ok: false, reason: 'the game has not started' };
    // A standing decision (a treaty proposed at any time) is answered like a pending one.
    const mine = answerable(this.game.state, decision);
    if (!mine) return { ok: false, reason: `no pending decision ${decision} (answered already, or never asked)` };
    if (mine.seat !== viewer) return { ok: false, reason: `decision ${decision} is not ${viewer}'s to answer` };
    if (this.seating.seats.some((s) => s.seat === viewer && s.standIn))
      return { ok: false, reason: `a bot plays for ${viewer} now: reconnect to take the seat back` };
    const outcome = this.game.answer(viewer, decision, choice);
    if (!outcome.ok) return outcome;
    this.redactBatch();
    this.publish();
    void this.playBots();
    return { ok: true };
  }

  /**
   * The bots answer their decisions in slices of SLICE_MS, the server serving other tables
   * between, until a person must answer or the game ends; after each slice every connection is
   * sent what happened, and the server stores the table (`hooks.played`). Resolves when they
   * wait; one run at a time.
   */
  playBots(): Promise<void> {
    this.playing ??= this.playSlices().finally(() => (this.playing = null));
    return this.playing;
  }

  private async playSlices(): Promise<void> {
    for (let more = true; more && this.seating.started && !this.closed; ) {
      const until = performance.now() + SLICE_MS;
      let played = 0;
      while ((more = this.driver.step())) {
        this.redactBatch();
        played++;
        if (performance.now() >= until) break;
      }
      if (played === 0) return;
      this.publish();
      this.hooks.played?.(this);
      if (more) await nextTurn();
    }
  }

  /**
   * `viewer`'s seat was just taken: its link gets a new token, given to the person who took it
   * alone (over `from`, the connection that asked: a `seated` frame). Whoever else held the old
   * link (the host who handed it out, a second person who opened it) no longer reaches the seat.
   */
  private handTo(viewer: Viewer, from?: Connection): string {
    const token = this.newLink(viewer);
    for (const c of [...this.connections])
      if (c.viewer === viewer && c !== from) c.close(`${viewer} was taken: its link is now its person's alone`);
    from?.send({ type: 'seated', viewer, token });
    return token;
  }

  /** `viewer`'s seat gets a new link; the old one stops working. */
  private newLink(viewer: Viewer): string {
    for (const [token, v] of this.viewers) if (v === viewer) this.viewers.delete(token);
    const token = newToken();
    this.viewers.set(token, viewer);
    return token;
  }

  /**
   * The host gives `seat` a new link, to seat someone else there: the seat is open again under
   * it, and the person who had it (and their link) is out. While the game is on, the seat's
   * decisions wait for whoever takes the new link (or a bot the others ask to stand in).
   */
  private reissue(by: Viewer, seat: string): Outcome {
    if (by === 'spectator' || by !== this.seating.host)
      return { ok: false, reason: `only the host (${this.seating.host ?? 'none'}) gives a seat a new link` };
    if (seat === this.seating.host) return { ok: false, reason: 'the host keeps its own seat' };
    const change = seats.reopen(this.seating, seat);
    if (!change.ok) return change;
    this.seating = change.seating;
    this.driver.setController(seat, 'human');
    this.newLink(seat);
    for (const c of [...this.connections]) if (c.viewer === seat) c.close(`the host gave ${seat} a new link`);
    this.tellSeating();
    return { ok: true };
  }

  /**
   * The person at `viewer`'s seat leaves. Before the start its seat is open again under a new
   * link (the old one no longer reaches it); after, the link still brings the person back.
   * Either way its connections close.
   */
  private leave(viewer: Viewer): Outcome {
    if (viewer === 'spectator') return { ok: false, reason: 'a spectator has no seat to leave' };
    if (this.seating.started) {
      const place = this.seating.seats.find((s) => s.seat === viewer);
      if (!place || !seats.isPersonSeat(place)) return { ok: false, reason: `${viewer} is no person's seat` };
    } else {
      const change = seats.leave(this.seating, viewer);
      if (!change.ok) return change;
      this.seating = change.seating;
      this.newLink(viewer);
    }
    for (const c of [...this.connections]) if (c.viewer === viewer) c.close('left the seat');
    this.tellSeating();
    return { ok: true };
  }

  /** A person takes an open seat of a listed table from the lobby: its link's token, or why not. */
  takeOpenSeat(seat: string, name: unknown): { token: string } | { problem: string } {
    if (!this.seating.listed) return { problem: 'this table takes people by link only' };
    if (this.seating.started) return { problem: 'the game has started' };
    const change = seats.take(this.seating, seat, name);
    if (!change.ok) return { problem: change.reason };
    this.seating = change.seating;
    const token = this.handTo(seat);
    this.tellSeating();
    return { token };
  }

  /** How many connections `viewer` has open. */
  private connectionsOf(viewer: Viewer): number {
    let n = 0;
    for (const c of this.connections) if (c.viewer === viewer) n++;
    return n;
  }

  /** The bot that stands in for a person who left: the rules module's greedy one where it has it. */
  private standInBot(): string {
    const bots = knownBots(this.game.engine.module);
    return `bot:${bots.includes('greedy') ? 'greedy' : bots.at(-1)!}`;
  }

  /** The game starts: everyone is sent its view, and the bots play up to the first person's decision. */
  private begin(seating: seats.Seating): void {
    this.seating = seating;
    this.game.start();
    this.redactBatch();
    this.publish();
    this.tellSeating();
    void this.playBots();
  }

  /** Every connection is told the seating and who is connected (each its own version: links to the host alone). */
  private tellSeating(): void {
    for (const c of this.connections) c.send({ type: 'table', table: this.info(c.viewer) });
  }

  /**
   * The last answer's events, redacted for every viewer against the state that answer left (as
   * `Game.redact` does): never against a later one, which may show a card hidden then.
   */
  private redactBatch(): void {
    const events = this.batch;
    this.batch = [];
    if (events.length === 0) return;
    for (const viewer of new Set(this.viewers.values())) {
      const mine = events.map((e) => this.game.redact(e, viewer));
      for (const into of [this.told, this.unsent]) {
        const list = into.get(viewer);
        if (list) list.push(...mine);
        else into.set(viewer, [...mine]);
      }
    }
  }

  /** Send each connection its viewer's events since the last send, and its view now. */
  private publish(): void {
    if (this.game.ended && !this.seating.winner) this.seating = { ...this.seating, winner: this.game.state.winner };
    for (const { viewer, send } of this.connections)
      send({ type: 'update', events: this.unsent.get(viewer) ?? [], view: this.game.view(viewer) });
    this.unsent.clear();
    if (this.game.ended) this.tellSeating();
  }

  /** Is anyone connected? (A finished table no one watches may leave the server's memory.) */
  get watched(): boolean {
    return this.connections.size > 0;
  }

  close(): void {
    this.closed = true;
    this.events.unsubscribe();
    this.connections.clear();
  }
}
