// An auditor's copy of a game, built from its events alone: zones in order, every card's
// face, turned state, tokens, status, controller, printed numbers and bookkeeping data, every
// counter, the round, the phase and the first player. test/core/events-audit.test.ts feeds
// it a game's events and compares it with the game's state after every answer, so a fact
// the rules change without an event (a silent write) fails there.
import type { CardInstance, GameEvent, GameState, Json } from '../../core/types.ts';
import type { ResolvedFormat } from '../../core/format.ts';

type LedgerCard = Omit<CardInstance, 'id' | 'name' | 'type'>;

export class EventLedger {
  readonly cards = new Map<string, LedgerCard>();
  readonly zones = new Map<string, string[]>();
  readonly counters = new Map<string, Record<string, number>>();
  round = 0;
  phase: string | null = null;
  firstPlayer: string | null = null;
  active: string | null = null;
  readonly eliminated = new Set<string>();
  private readonly seats = new Set<string>();

  constructor(private readonly format: ResolvedFormat) {}

  apply(e: GameEvent): void {
    switch (e.type) {
      case 'cardCreated': {
        const def = this.format.cardDefs[e.def as string]!;
        const stats: Record<string, number | string> = { ...(def.stats ?? {}) };
        if (def.cost !== undefined) stats.cost = def.cost;
        const owner = (e.owner ?? null) as string | null;
        this.cards.set(e.card as string, {
          def: e.def as string,
          owner,
          controller: owner,
          zone: e.zone as string,
          faceUp: e.faceUp as boolean,
          turned: false,
          tokens: {},
          status: [],
          stats,
          data: {},
        });
        this.zone(e.zone as string).push(e.card as string);
        break;
      }
      case 'cardRemoved':
        this.zone(e.zone as string).splice(e.index as number, 1);
        this.cards.delete(e.card as string);
        break;
      case 'cardMoved': {
        const card = this.card(e.card as string);
        const from = this.zone(e.from as string);
        if (from[e.fromIndex as number] !== e.card)
          throw new Error(`cardMoved #${e.seq}: ${String(e.card)} is not at ${String(e.from)}[${String(e.fromIndex)}]`);
        from.splice(e.fromIndex as number, 1);
        this.zone(e.to as string).splice(e.toIndex as number, 0, e.card as string);
        card.zone = e.to as string;
        card.faceUp = e.faceUp as boolean;
        break;
      }
      case 'cardChanged':
        applyChange(this.card(e.card as string), e.change as Record<string, Json>);
        break;
      case 'zoneShuffled':
      case 'zoneOrdered': {
        const order = e.order as string[];
        const zone = this.zone(e.zone as string);
        if ([...order].sort().join() !== [...zone].sort().join())
          throw new Error(`${e.type} #${e.seq}: ${String(e.zone)} holds other cards than the new order`);
        zone.splice(0, zone.length, ...order);
        break;
      }
      case 'countersChanged': {
        const bag = this.counters.get(e.owner as string) ?? {};
        if ((bag[e.counter as string] ?? 0) !== e.from)
          throw new Error(
            `countersChanged #${e.seq}: ${String(e.owner)}.${String(e.counter)} was ${bag[e.counter as string] ?? 0}, the event says ${String(e.from)}`,
          );
        // A counter never passes its declared floor (honor stops at 0): not in the state, not for a moment in the stream.
        const min = this.minOf(e.owner as string, e.counter as string);
        if (min !== undefined && (e.to as number) < min)
          throw new Error(
            `countersChanged #${e.seq}: ${String(e.owner)}.${String(e.counter)} went to ${String(e.to)}, below its floor ${min}`,
          );
        bag[e.counter as string] = e.to as number;
        this.counters.set(e.owner as string, bag);
        break;
      }
      case 'roundStarted':
        this.round = e.round as number;
        break;
      case 'phaseStarted':
        this.phase = e.phase as string;
        break;
      case 'firstPlayerChanged':
        this.firstPlayer = e.to as string;
        break;
      case 'activeSeatChanged':
        this.active = e.to as string;
        break;
      case 'gameStarted':
        this.firstPlayer = (e.firstPlayer as { id: string } | null)?.id ?? null;
        for (const seat of e.seats as { id: string }[]) this.seats.add(seat.id);
        for (const [owner, bag] of Object.entries(e.counters as Record<string, Record<string, number>>))
          this.counters.set(owner, { ...bag });
        break;
      case 'seatEliminated':
        this.eliminated.add(e.seat as string);
        break;
    }
  }

  /** The first difference from the state, in words, or null when the ledger and the state agree. */
  differenceFrom(state: GameState): string | null {
    for (const [key, ids] of Object.entries(state.zones)) {
      const mine = this.zones.get(key) ?? [];
      if (mine.join() !== ids.join())
        return `zone ${key}: events say [${mine.map((id) => this.nameOf(state, id)).join(', ')}], the state holds [${ids.map((id) => this.nameOf(state, id)).join(', ')}]`;
    }
    for (const [id, card] of Object.entries(state.cards)) {
      const mine = this.cards.get(id);
      if (!mine) return `card ${card.name} (${id}) is in the state but no event created it`;
      const { id: _id, name: _name, type: _type, ...fields } = card;
      for (const [field, value] of Object.entries(fields) as [keyof LedgerCard, Json][]) {
        if (!sameJson(mine[field] as Json, value))
          return `${card.name} (${id}) in ${card.zone}: ${field} is ${JSON.stringify(value)} in the state, ${JSON.stringify(mine[field])} by the events`;
      }
    }
    const bags: [string, Record<string, number>][] = [
      ['table', state.table.counters],
      ...state.seats.map((s) => [s.id, s.counters] as [string, Record<string, number>]),
      ...state.teams.map((t) => [t.id, t.counters] as [string, Record<string, number>]),
    ];
    for (const [owner, bag] of bags) {
      for (const [name, value] of Object.entries(bag)) {
        const mine = this.counters.get(owner)?.[name] ?? 0;
        if (mine !== value) return `counter ${owner}.${name}: ${value} in the state, ${mine} by the events`;
      }
    }
    if (this.round !== state.round) return `round ${state.round} in the state, ${this.round} by the events`;
    if (!state.ended && this.phase !== state.phase) return `phase ${state.phase} in the state, ${this.phase} by the events`;
    if (this.firstPlayer !== (state.firstPlayer?.id ?? null))
      return `first player ${state.firstPlayer?.id} in the state, ${this.firstPlayer} by the events`;
    if (this.active !== (state.active?.id ?? null)) return `turn ${state.active?.id} in the state, ${this.active} by the events`;
    for (const seat of state.seats) {
      if (seat.eliminated !== this.eliminated.has(seat.id))
        return `${seat.id} eliminated: ${seat.eliminated} in the state, not by the events`;
    }
    return null;
  }

  private minOf(owner: string, name: string): number | undefined {
    const scope = owner === 'table' ? 'table' : this.seats.has(owner) ? 'seat' : 'team';
    return this.format.counters?.[scope]?.[name]?.min;
  }

  private card(id: string): LedgerCard {
    const card = this.cards.get(id);
    if (!card) throw new Error(`an event names ${id}, which no event created`);
    return card;
  }

  private zone(key: string): string[] {
    let list = this.zones.get(key);
    if (!list) this.zones.set(key, (list = []));
    return list;
  }

  private nameOf(state: GameState, id: string): string {
    return state.cards[id]?.name ?? id;
  }
}

/** A cardChanged event's `change`, as core/context.ts changeCard applies it. */
function applyChange(card: LedgerCard, change: Record<string, Json>): void {
  if (typeof change.turned === 'boolean') card.turned = change.turned;
  if (typeof change.faceUp === 'boolean') card.faceUp = change.faceUp;
  if (typeof change.controller === 'string') card.controller = change.controller;
  for (const [token, delta] of Object.entries((change.tokens ?? {}) as Record<string, number>)) {
    const n = (card.tokens[token] ?? 0) + delta;
    if (n <= 0) delete card.tokens[token];
    else card.tokens[token] = n;
  }
  if (typeof change.addStatus === 'string' && !card.status.includes(change.addStatus)) card.status.push(change.addStatus);
  if (typeof change.removeStatus === 'string') card.status = card.status.filter((s) => s !== change.removeStatus);
  if (Array.isArray(change.status)) card.status = [...(change.status as string[])];
  for (const [key, value] of Object.entries((change.stats ?? {}) as Record<string, number | string>)) card.stats[key] = value;
  for (const [key, value] of Object.entries((change.data ?? {}) as Record<string, Json>)) {
    if (value === null) delete card.data[key];
    else card.data[key] = value;
  }
}

function sameJson(a: Json, b: Json): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(v: Json): Json {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(sortKeys);
  return Object.fromEntries(
    Object.keys(v)
      .sort()
      .map((k) => [k, sortKeys(v[k]!)]),
  );
}
