// RuleContext: the one door through which flow steps and rule hooks change a game.
// Every change goes through a method here so it is also emitted as an event.
import type {
  CardId,
  CardInstance,
  Choice,
  Decision,
  DecisionOption,
  GameEvent,
  GameState,
  Json,
  SeatId,
  SeatState,
  TeamState,
  Winner,
  ZoneKey,
} from './types.ts';
import type { ResolvedFormat } from './format.ts';
import type { RulesModule, RulesArgs } from './rules-module.ts';
import type { NumRef, Step } from './schema/format-schema.ts';
import { randomCardId, randomInt, shuffleInPlace } from './rng.ts';
import { CORE_EVENTS } from './events.ts';
import { reasonFields, type Reason } from './reason.ts';
import { causeOf, redirectFor } from './counter-redirect.ts';
import { copyJson } from './copy.ts';
import { forgetCardIndex } from './card-index.ts';
import { forgetUses } from './ability/periods.ts';
import { dissolveTreatiesOf } from './treaty/keep.ts';
import { watchedEvents } from './treaty/terms.ts';
import type { EventChange, WindowEvent } from './event-window.ts';
import { seatById, teamById, teamOf, leftOf, rightOf, firstPlayerSeat, seatsInOrder, activeSeat } from './seats.ts';

export class RuleError extends Error {}

/** A frame a hook asked for; pushed onto the flow stack once the hook returns. */
export type QueuedFrame =
  | { kind: 'steps'; steps: Step[]; bind?: Record<string, Json> }
  | {
      kind: 'ask';
      decisions: Omit<Decision, 'id' | 'team'>[];
      then: string;
      data: Record<string, Json>;
      routed?: boolean;
    }
  | { kind: 'call'; rule: string; args: RulesArgs; bind?: Record<string, Json> }
  | { kind: 'event'; event: WindowEvent; change: EventChange | null };

/** A decision as a rule asks it: the engine adds its id and the seat's team. */
/** What changeCard may change on a card; `data: { key: null }` removes the key. */
export interface CardChange {
  turned?: boolean;
  faceUp?: boolean;
  tokens?: Record<string, number>;
  addStatus?: string;
  removeStatus?: string;
  /** The whole status list at once (a card leaving play loses every status). */
  status?: string[];
  controller?: SeatId;
  stats?: Record<string, number | string>;
  data?: Record<string, Json>;
}

export type AskedDecision = {
  seat: SeatId;
  kind: string;
  prompt: string;
  options: DecisionOption[];
  min?: number;
  max?: number;
  secret?: boolean;
  /** An answer in words instead of an option (Decision.text). */
  text?: { maxLength: number };
};

/**
 * An event buffer nobody will read (a game without an events$ subscriber): events keep their
 * type, which the win checks look at (core/engine.ts run), and leave out their payloads.
 */
const bareBuffers = new WeakSet<GameEvent[]>();

export function bareEvents(): GameEvent[] {
  const events: GameEvent[] = [];
  bareBuffers.add(events);
  return events;
}

const isBare = (events: GameEvent[]) => bareBuffers.has(events);

export class RuleContext {
  /** Frames queued by the running hook, in the order they should run. */
  queued: QueuedFrame[] = [];
  /** The step just run ended a round (roundEnded is out): win checks "at the end of a round" look here. */
  roundEnded = false;

  constructor(
    readonly state: GameState,
    readonly format: ResolvedFormat,
    readonly module: RulesModule,
    readonly events: GameEvent[],
    /** Bindings of the running step: `current` (seat/team acting), `chosen` card, ... */
    readonly bind: Record<string, Json> = {},
    readonly args: RulesArgs = {},
    readonly answer: Choice | null = null,
    readonly data: Record<string, Json> = {},
  ) {}

  /** A context for a nested hook sharing state and event buffer. */
  derive(bind: Record<string, Json>, args: RulesArgs = {}, answer: Choice | null = null, data: Record<string, Json> = {}): RuleContext {
    return new RuleContext(this.state, this.format, this.module, this.events, { ...this.bind, ...bind }, args, answer, data);
  }

  // ---- reading -------------------------------------------------------------------

  get current(): string | null {
    const c = this.bind.current;
    return typeof c === 'string' ? c : null;
  }

  seat(id: SeatId): SeatState {
    return seatById(this.state, id);
  }

  team(id: string): TeamState {
    return teamById(this.state, id);
  }

  teamOf(seat: SeatId): TeamState {
    return teamOf(this.state, seat);
  }

  /** Are `a` and `b` opponents? Seats of one team never are (Siege: "The Rokugani players are considered the same player"). */
  isOpponent(a: SeatId, b: SeatId): boolean {
    return this.seat(a).team !== this.seat(b).team;
  }

  /** Seats of other teams that are still in the game. */
  opponentsOf(seat: SeatId): SeatState[] {
    const team = this.seat(seat).team;
    return this.state.seats.filter((s) => s.team !== team && !s.eliminated);
  }

  leftOf(seat: SeatId): SeatId {
    return leftOf(this.state, seat);
  }

  rightOf(seat: SeatId): SeatId {
    return rightOf(this.state, seat);
  }

  firstPlayerSeat(): SeatId {
    return firstPlayerSeat(this.state);
  }

  /** Seats still in the game, first player first, clockwise. */
  seatsInPlayerOrder(): SeatState[] {
    return seatsInOrder(this.state, 'firstPlayer');
  }

  param(name: string): Json {
    if (!(name in this.state.params)) throw new RuleError(`format ${this.format.id} has no param "${name}"`);
    return this.state.params[name];
  }

  option(name: string): Json {
    if (!(name in this.state.options)) throw new RuleError(`format ${this.format.id} has no option "${name}"`);
    return this.state.options[name];
  }

  num(ref: NumRef | undefined, fallback = 0): number {
    if (ref === undefined) return fallback;
    if (typeof ref === 'number') return ref;
    const value = 'param' in ref ? this.param(ref.param) : this.option(ref.option);
    if (typeof value !== 'number') throw new RuleError(`${JSON.stringify(ref)} is ${JSON.stringify(value)}, not a number`);
    return value;
  }

  /** Resolve a seat reference: p1, current, firstPlayer, active, var:<name>, left:<ref>, right:<ref>. */
  seatRef(ref: string): SeatId {
    if (ref === 'current') {
      const c = this.current;
      if (!c) throw new RuleError('"current" used outside a step that binds a seat');
      return this.state.teams.some((t) => t.id === c) ? this.team(c).seats[0] : c;
    }
    if (ref === 'firstPlayer') return this.firstPlayerSeat();
    if (ref === 'active') return activeSeat(this.state);
    if (ref.startsWith('var:')) {
      const v = this.state.vars[ref.slice(4)] ?? this.bind[ref.slice(4)];
      if (typeof v !== 'string') throw new RuleError(`variable ${ref.slice(4)} holds no seat`);
      return v;
    }
    if (ref.startsWith('left:')) return this.leftOf(this.seatRef(ref.slice(5)));
    if (ref.startsWith('right:')) return this.rightOf(this.seatRef(ref.slice(6)));
    return this.seat(ref).id;
  }

  /** The owners a `who` names: seat ids, team ids or 'table'. */
  owners(who: string): string[] {
    switch (who) {
      case 'each':
        return this.seatsInPlayerOrder().map((s) => s.id);
      case 'eachTeam':
        return this.state.teams.filter((t) => !t.eliminated).map((t) => t.id);
      case 'table':
        return ['table'];
      case 'team':
        return [this.teamOf(this.seatRef('current')).id];
      default:
        if (who.startsWith('role:'))
          return this.seatsInPlayerOrder()
            .filter((s) => s.role === who.slice(5))
            .map((s) => s.id);
        if (who.startsWith('var:')) {
          const listed = this.state.vars[who.slice(4)] ?? this.bind[who.slice(4)];
          if (Array.isArray(listed)) return listed as string[];
        }
        if (this.state.teams.some((t) => t.id === who) && !this.state.seats.some((s) => s.id === who)) return [who];
        return [this.seatRef(who)];
    }
  }

  zoneKey(owner: string, zone: string): ZoneKey {
    if (zone.includes('.')) {
      const [scope, id] = zone.split('.', 2);
      if (scope === 'current' || scope === 'firstPlayer' || scope === 'active' || scope.startsWith('var:'))
        return `${this.seatRef(scope)}.${id}`;
      return zone;
    }
    return `${owner}.${zone}`;
  }

  zone(key: ZoneKey): CardId[] {
    const z = this.state.zones[key];
    if (!z) throw new RuleError(`no zone "${key}" in ${this.format.id}`);
    return z;
  }

  card(id: CardId): CardInstance {
    const c = this.state.cards[id];
    if (!c) throw new RuleError(`no card "${id}"`);
    return c;
  }

  counter(owner: string, name: string): number {
    return this.counterBag(owner)[name] ?? 0;
  }

  private counterBag(owner: string): Record<string, number> {
    if (owner === 'table') return this.state.table.counters;
    const seat = this.state.seats.find((s) => s.id === owner);
    if (seat) return seat.counters;
    return this.team(owner).counters;
  }

  // ---- changing ------------------------------------------------------------------

  /**
   * Emit an event of a declared type (core/events.ts, or the module's `events`). The payload
   * is copied: an event is a snapshot of its moment, never a window onto the live state.
   */
  emit(type: string, payload: Record<string, Json> = {}): void {
    if (!(type in CORE_EVENTS) && !this.module.events?.[type]) {
      throw new RuleError(
        `event "${type}" is not declared by the core or by rules module ${this.module.name} (its \`events\` map says which fields name cards, so views can hide them)`,
      );
    }
    // A payload's own `type` or `seq` would silently turn the event into another.
    if ('type' in payload || 'seq' in payload) throw new RuleError(`event "${type}": a payload field can't be named type or seq`);
    // A reason's card left undeclared would reach viewers who can't see it.
    if (payload.reasonCard !== undefined && !(CORE_EVENTS[type] ?? this.module.events![type])!.cards?.includes('reasonCard'))
      throw new RuleError(`event "${type}" carries a reason about a card: declare reasonCard among its card fields`);
    const event: GameEvent = { seq: this.events.length, type };
    // Treaties read the payloads of the events their promises watch (core/treaty/keep.ts).
    if (!isBare(this.events) || (this.format.treaties && watchedEvents(this.format).has(type)))
      for (const key in payload) if (payload[key] !== undefined) event[key] = copyJson(payload[key]);
    this.events.push(event);
  }

  /** Does this owner keep this counter? Seats outside a counter's `roles` don't. */
  hasCounter(owner: string, name: string): boolean {
    const seat = this.state.seats.find((s) => s.id === owner);
    const roles = seat && this.format.counters?.seat?.[name]?.roles;
    return !roles || roles.includes(seat.role);
  }

  /**
   * Add to a counter; counters with a declared min are clamped there. Returns the applied
   * delta — or, where the counter's `redirect:` sends the change to the general pool, the
   * whole delta (the pool gave or took it). `by`: the seat whose card caused the change (none:
   * the seat's own, or the rules), which a redirect may read.
   */
  addCounter(owner: string, name: string, delta: number, reason: Reason = '', by?: SeatId): number {
    const seat = this.state.seats.find((s) => s.id === owner);
    const redirect = seat && redirectFor(this.format, seat, name, delta, causeOf(seat, by === undefined ? undefined : this.seat(by)));
    if (redirect) {
      this.emit('counterRedirected', { owner, counter: name, delta, to: redirect.to, ...this.reasonFields(reason) });
      if (redirect.to === 'pool') return delta;
      const [whose, counter] = redirect.to.split('.') as [string, string | undefined];
      const team = whose === 'team' ? seat.team : whose === 'byTeam' && by !== undefined ? this.seat(by).team : undefined;
      if (team && counter) this.addCounter(team, counter, Math.abs(delta), reason);
      return 0;
    }
    return this.changeCounter(owner, name, delta, reason);
  }

  /** A counter changes by `delta`, as it is: no redirect, clamped at its min. */
  private changeCounter(owner: string, name: string, delta: number, reason: Reason): number {
    if (!this.hasCounter(owner, name)) return 0;
    const bag = this.counterBag(owner);
    const from = bag[name] ?? 0;
    const min = this.counterMin(owner, name);
    const to = min === undefined ? from + delta : Math.max(min, from + delta);
    if (to === from) return 0;
    bag[name] = to;
    this.emit('countersChanged', { owner, counter: name, from, to, delta: to - from, ...this.reasonFields(reason) });
    return to - from;
  }

  /** A reason as event fields (core/reason.ts): an event carrying them declares `reasonCard` a card field. */
  reasonFields(reason: Reason): ReturnType<typeof reasonFields> {
    return reasonFields(this.state, reason);
  }

  /** Set a counter (a starting value, a scenario's): no gain or loss, so no redirect applies (Siege's starting honor stays honor). */
  setCounter(owner: string, name: string, value: number, reason = ''): void {
    this.changeCounter(owner, name, value - this.counter(owner, name), reason);
  }

  /**
   * Move `amount` from one counter to another (honor exchange): what `from` loses, `to` gains
   * (where `from`'s loss is redirected to the pool, the pool pays the whole amount). `by`: the
   * seat whose card makes the exchange, if any.
   */
  transfer(from: string, to: string, name: string, amount: number, reason: Reason = '', by?: SeatId): number {
    const moved = 0 - this.addCounter(from, name, -amount, reason, by);
    this.addCounter(to, name, moved, reason, by);
    return moved;
  }

  private counterMin(owner: string, name: string): number | undefined {
    const scope = owner === 'table' ? 'table' : this.state.seats.some((s) => s.id === owner) ? 'seat' : 'team';
    return this.format.counters?.[scope]?.[name]?.min;
  }

  createCard(def: string, owner: SeatId | null, zone: ZoneKey, faceUp = false): CardInstance {
    const d = this.format.cardDefs[def];
    if (!d) throw new RuleError(`unknown card "${def}" (not in the card sets of ${this.format.id})`);
    const id = randomCardId(this.state);
    const card: CardInstance = {
      id,
      def,
      name: d.name,
      type: d.type,
      owner,
      controller: owner,
      zone,
      faceUp,
      turned: false,
      tokens: {},
      status: [],
      stats: { ...(d.stats ?? {}) },
      data: {},
    };
    if (d.cost !== undefined) card.stats.cost = d.cost;
    this.state.cards[id] = card;
    forgetCardIndex(this.state);
    this.zone(zone).push(id);
    this.emit('cardCreated', { ...this.cardRef(card) });
    return card;
  }

  /** Take a card out of the game altogether (a scenario clearing a zone). */
  removeCard(id: CardId): void {
    const card = this.card(id);
    const list = this.zone(card.zone);
    const index = list.indexOf(id);
    list.splice(index, 1);
    delete this.state.cards[id];
    forgetCardIndex(this.state);
    this.emit('cardRemoved', { ...this.cardRef(card), index });
  }

  /**
   * Move a card to a zone (top = end of the list, or at `index`), optionally turning it. In
   * another zone it is a new object for its abilities' limits, unless `staysInPlay` (a change of
   * control moving it between play areas).
   */
  moveCard(id: CardId, to: ZoneKey, opts: { faceUp?: boolean; index?: number; staysInPlay?: true } = {}): void {
    const card = this.card(id);
    const fromList = this.zone(card.zone);
    const toList = this.zone(to);
    const fromIndex = fromList.indexOf(id);
    const fromZone = card.zone;
    const faceUpBefore = card.faceUp;
    fromList.splice(fromIndex, 1);
    const index = opts.index === undefined ? toList.length : Math.min(opts.index, toList.length);
    toList.splice(index, 0, id);
    card.zone = to;
    if (opts.faceUp !== undefined) card.faceUp = opts.faceUp;
    if (fromZone !== to && !opts.staysInPlay) forgetUses(this, card);
    this.emit('cardMoved', {
      card: id,
      def: card.def,
      name: card.name,
      owner: card.owner,
      from: fromZone,
      fromIndex,
      to,
      toIndex: index,
      faceUpBefore,
      faceUp: card.faceUp,
    });
  }

  /**
   * Change a card: turned, face, tokens, status, controller, printed numbers (`stats`) or the
   * module's bookkeeping (`data`, where null removes a key); emitted as one cardChanged event,
   * so every change to a card can be followed from the events.
   */
  changeCard(id: CardId, change: CardChange): void {
    const card = this.card(id);
    const before = card.faceUp;
    if (change.turned !== undefined) card.turned = change.turned;
    if (change.faceUp !== undefined) card.faceUp = change.faceUp;
    if (change.controller !== undefined) card.controller = change.controller;
    for (const [token, delta] of Object.entries(change.tokens ?? {})) {
      const n = (card.tokens[token] ?? 0) + delta;
      if (n <= 0) delete card.tokens[token];
      else card.tokens[token] = n;
    }
    if (change.addStatus && !card.status.includes(change.addStatus)) card.status.push(change.addStatus);
    if (change.removeStatus) card.status = card.status.filter((s) => s !== change.removeStatus);
    if (change.status) card.status = [...change.status];
    Object.assign(card.stats, change.stats);
    for (const [key, value] of Object.entries(change.data ?? {})) {
      if (value === null) delete card.data[key];
      else card.data[key] = value;
    }
    this.emit('cardChanged', {
      ...this.cardRef(card),
      faceUpBefore: before,
      change: change as Json,
    });
  }

  /** The fields every card event carries so a view can redact it without the state. */
  cardRef(card: CardInstance): Record<string, Json> {
    return { card: card.id, def: card.def, name: card.name, owner: card.owner, zone: card.zone, faceUp: card.faceUp };
  }

  /** Put a zone's cards in a chosen order (provinces left to right): the same cards, rearranged. */
  orderZone(zone: ZoneKey, order: readonly CardId[]): void {
    const list = this.zone(zone);
    if (order.length !== list.length || order.some((id) => !list.includes(id)))
      throw new RuleError(`orderZone: [${order.join(', ')}] is not an order of ${zone}`);
    list.splice(0, list.length, ...order);
    this.emit('zoneOrdered', { zone, order: list });
  }

  shuffle(zone: ZoneKey): void {
    shuffleInPlace(this.state, this.zone(zone));
    this.emit('zoneShuffled', { zone, order: this.zone(zone) });
  }

  random(from: number, to: number): number {
    return randomInt(this.state, from, to);
  }

  setFirstPlayer(kind: 'seat' | 'team', id: string): void {
    const from = this.state.firstPlayer?.id ?? null;
    this.state.firstPlayer = { kind, id };
    this.emit('firstPlayerChanged', { kind, from, to: id });
  }

  /** Give the turn to a seat or a team (`passTurn`). */
  setActive(kind: 'seat' | 'team', id: string): void {
    const from = this.state.active?.id ?? null;
    this.state.active = { kind, id };
    this.emit('activeSeatChanged', { kind, from, to: id });
  }

  eliminate(seat: SeatId, reason: Reason): void {
    const s = this.seat(seat);
    if (s.eliminated) return;
    s.eliminated = true;
    this.emit('seatEliminated', { seat, ...this.reasonFields(reason) });
    dissolveTreatiesOf(this, seat);
    this.module.onEliminated?.(this, seat);
    const team = this.teamOf(seat);
    if (team.seats.every((id) => this.seat(id).eliminated)) {
      team.eliminated = true;
      this.emit('teamEliminated', { team: team.id, ...this.reasonFields(reason) });
    }
    // The first player token passes to the eliminated seat's left (Enlightenment; harmless
    // elsewhere), and so does the turn.
    if (!this.state.seats.some((x) => !x.eliminated)) return;
    const holds = (token: GameState['firstPlayer'] | undefined) => token?.kind === 'seat' && token.id === seat;
    if (holds(this.state.firstPlayer)) this.setFirstPlayer('seat', this.leftOf(seat));
    if (holds(this.state.active)) this.setActive('seat', this.leftOf(seat));
  }

  endGame(winner: Winner): void {
    if (this.state.ended) return;
    this.state.ended = true;
    this.state.winner = winner;
    this.state.pending = [];
    this.emit('gameEnded', { winner: winner as unknown as Json });
  }

  /** The seats and teams of a winning team, as a Winner. */
  teamWins(teamId: string, reason: string): Winner {
    return { teams: [teamId], seats: [...this.team(teamId).seats], reason };
  }

  // ---- pausing -------------------------------------------------------------------

  /** Ask a seat to choose; when answered, rule `then` runs with ctx.answer set. */
  ask(decision: AskedDecision, then: string, data: Record<string, Json> = {}): void {
    this.queueAsk(decision, then, data);
  }

  /**
   * A choice the rules give the deciding seat's side while resolving something (a target, an
   * opponent, a tie): asked like `ask`, unless the seat's role declares `choices:` — then
   * another role's first seat in player order makes it (`for:<kind>`), or chance does while
   * the role's `atRandom` option is on (`choseAtRandom`). The engine routes it (engine.ts).
   */
  choose(decision: AskedDecision, then: string, data: Record<string, Json> = {}): void {
    this.queueAsk(decision, then, data, true);
  }

  private queueAsk(decision: AskedDecision, then: string, data: Record<string, Json>, routed = false): void {
    this.queued.push({
      kind: 'ask',
      decisions: [{ min: 1, max: 1, secret: false, ...decision }],
      then,
      data: { ...data, ...this.bindData() },
      ...(routed ? { routed } : {}),
    });
  }

  /**
   * End early a flow the rules started: drop the frames pushed since the stack was `depth` deep,
   * what this hook queued, and any decision they were waiting on (an Enlightenment conflict
   * whose attacker or defender is eliminated ends at once). The rules record `depth`
   * (`state.stack.length`) when the flow begins.
   */
  abandonFlow(depth: number): void {
    this.queued.length = 0;
    if (this.state.stack.length <= depth) return;
    this.state.stack.length = depth;
    for (const d of this.state.pending) this.emit('decisionWithdrawn', { decision: d.id, seat: d.seat });
    this.state.pending = [];
  }

  /**
   * Once the current phase ends, the round goes on at `phase` (one of the round's) instead of
   * the next in order, or ends (null): LotR skips to the regroup phase when no minion is in
   * play, and a fellowship that moves again plays the Shadow phase again.
   */
  continueRoundAt(phase: string | null): void {
    const round = this.state.stack[this.topFrame('round')];
    if (!round) throw new RuleError('no round is under way');
    const at = phase === null ? this.format.round.length : this.format.round.indexOf(phase);
    if (at < 0) throw new RuleError(`"${phase}" is not a phase of the round (${this.format.round.join(', ')})`);
    round.pc = at;
  }

  /** End the current phase now: its remaining steps, and whatever they started, are dropped (a turn whose player left the game). */
  endPhaseNow(): void {
    const phase = this.topFrame('phase');
    if (phase < 0) throw new RuleError('no phase is under way');
    this.abandonFlow(phase + 1);
  }

  private topFrame(kind: string): number {
    for (let i = this.state.stack.length - 1; i >= 0; i--) if (this.state.stack[i].kind === kind) return i;
    return -1;
  }

  /** Run declarative steps next (after this hook returns, before the caller's next step). */
  push(steps: Step[], bind: Record<string, Json> = {}): void {
    this.queued.push({ kind: 'steps', steps, bind });
  }

  /** Run another rule hook next. */
  call(rule: string, args: RulesArgs = {}, bind: Record<string, Json> = {}): void {
    this.queued.push({ kind: 'call', rule, args, bind });
  }

  /**
   * A change cards can respond to (core/event-window.ts): cancels, interrupts, then rule
   * `change` makes it, then state checks and reactions. With no change, a moment that only
   * opens its windows (the end of a phase).
   */
  raise(event: WindowEvent, change: EventChange | null = null): void {
    // Copied: the event is what it was when raised, not a window onto lists that change later.
    this.queued.push({
      kind: 'event',
      event: copyJson(event as Json) as WindowEvent,
      change: change && (copyJson(change as unknown as Json) as unknown as EventChange),
    });
  }

  private bindData(): Record<string, Json> {
    return { __bind: this.bind as Json };
  }
}
