// A format's declared metrics (YAML `metrics:`) as series of one game — a value per round, or
// per turn (`per: turn`: from one activeSeatChanged to the next) — read from its event stream. The created game's state gives the starting counters and zones, since
// creating a game emits nothing; from then on only events are read, so a log replayed or a
// game in a worker yields the same series.
import type { GameEvent, GameState } from '../types.ts';
import type { MetricDef } from '../schema/format-schema.ts';

/** Metric name → one value per round (or turn) played (index 0 = the first). */
export type GameSeries = Record<string, number[]>;

/** A `byCard` (or `by: field`) metric's counts over one game: metric name → card name (or field value) → count. */
export type GameCardCounts = Record<string, Record<string, number>>;

/** A `first` metric's value in one game that saw its event: metric name → the round or turn (or the summed field). */
export type GameFirsts = Record<string, number>;

/** An `against` metric's events in one game: metric name → [the other metric's value then, the event's amount] each. */
export type GameAgainst = Record<string, [number, number][]>;

/** Does a metric give one value per round (or turn)? Not if it counts by card or field, or takes a game's first event. */
export const isSeries = (def: MetricDef) => !def.byCard && def.by === undefined && !def.first;

/** The field a keyed metric counts by: `by`, or the card name for `byCard`; undefined for any other. */
export const keyField = (def: MetricDef) => def.by ?? (def.byCard ? 'name' : undefined);

interface Tracked {
  name: string;
  def: MetricDef;
  /** Counter owners or zone keys whose values combine into the metric. */
  keys: string[];
  /** An `against` metric's other metric, found once. */
  other?: Tracked;
}

export class SeriesCollector {
  private readonly tracked: Tracked[];
  private readonly counters = new Map<string, number>();
  private readonly zoneSizes = new Map<string, number>();
  private readonly eventCounts = new Map<string, number>();
  /** Each event type an event metric counts, with the fields its `where` and `sum` read, as the game produced them. */
  private readonly seen = new Map<string, { fields: Set<string>; produced: Set<string> }>();
  private readonly out: GameSeries = {};
  private readonly cardCounts: GameCardCounts = {};
  private readonly firsts: GameFirsts = {};
  private readonly pairs: GameAgainst = {};
  /** The round or turn under way, and the last one recorded. */
  private readonly at = { round: 0, turn: 0 };
  private readonly recorded = { round: 0, turn: 0 };

  constructor(metrics: Record<string, MetricDef> | undefined, initial: GameState) {
    for (const s of initial.seats) for (const [k, v] of Object.entries(s.counters)) this.counters.set(`${s.id}/${k}`, v);
    for (const t of initial.teams) for (const [k, v] of Object.entries(t.counters)) this.counters.set(`${t.id}/${k}`, v);
    for (const [k, v] of Object.entries(initial.table.counters)) this.counters.set(`table/${k}`, v);
    for (const [zone, cards] of Object.entries(initial.zones)) this.zoneSizes.set(zone, cards.length);
    this.tracked = Object.entries(metrics ?? {}).map(([name, def]) => {
      if (keyField(def)) this.cardCounts[name] = {};
      else if (isSeries(def)) this.out[name] = [];
      if (def.against !== undefined) this.pairs[name] = [];
      const owners = ownersOf(def.of ?? 'seats', initial);
      const keys =
        def.counter !== undefined
          ? owners.map((o) => `${o}/${def.counter}`).filter((k) => this.counters.has(k))
          : def.zone !== undefined
            ? owners.map((o) => `${o}.${def.zone}`).filter((k) => this.zoneSizes.has(k))
            : [];
      if (def.events !== undefined) {
        const named = this.seen.get(def.events) ?? { fields: new Set<string>(), produced: new Set<string>() };
        const read = [...Object.keys(def.where ?? {}), def.sum, def.by].filter((f): f is string => f !== undefined);
        for (const field of read) named.fields.add(field);
        this.seen.set(def.events, named);
      }
      return { name, def, keys };
    });
    for (const t of this.tracked) if (t.def.against !== undefined) t.other = this.tracked.find((x) => x.name === t.def.against);
  }

  observe(event: GameEvent): void {
    switch (event.type) {
      case 'roundStarted':
        this.at.round = event.round as number;
        break;
      case 'roundEnded':
        this.record('round', event.round as number);
        break;
      case 'activeSeatChanged':
        // A turn ends where the next begins; what happened before the first turn is no turn's.
        if (this.at.turn > 0) this.record('turn', this.at.turn);
        else this.resetEvents('turn');
        this.at.turn++;
        break;
      case 'gameEnded':
        // A game ends mid-round (or mid-turn): that one still counts, with the values it ended on.
        if (this.at.round > this.recorded.round) this.record('round', this.at.round);
        if (this.at.turn > this.recorded.turn) this.record('turn', this.at.turn);
        break;
      case 'countersChanged':
        this.counters.set(`${event.owner}/${event.counter}`, event.to as number);
        break;
      case 'cardCreated':
        this.addToZone(event.zone as string, 1);
        break;
      case 'cardMoved':
        this.addToZone(event.from as string, -1);
        this.addToZone(event.to as string, 1);
        break;
    }
    const seen = this.seen.get(event.type);
    if (seen) {
      seen.produced.add(event.type);
      for (const field of seen.fields) if (field in event) seen.produced.add(`${event.type}.${field}`);
    }
    for (const t of this.tracked) {
      if (t.def.events !== event.type || !matches(event, t.def.where)) continue;
      const amount = t.def.sum === undefined ? 1 : Number(event[t.def.sum] ?? 0);
      const field = keyField(t.def);
      if (field) {
        const key = event[field];
        if (typeof key === 'string' || typeof key === 'number')
          this.cardCounts[t.name]![key] = (this.cardCounts[t.name]![key] ?? 0) + amount;
      } else if (t.def.first) {
        if (!(t.name in this.firsts)) this.firsts[t.name] = t.def.sum === undefined ? this.at[perOf(t.def)] : amount;
      } else this.eventCounts.set(t.name, (this.eventCounts.get(t.name) ?? 0) + amount);
      if (t.other) this.pairs[t.name]!.push([this.valueNow(t.other), amount]);
    }
  }

  /** A counter or zone metric's value now: its owners' values combined. */
  private valueNow(t: Tracked): number {
    const values = t.keys.map((k) => (t.def.counter !== undefined ? this.counters.get(k) : this.zoneSizes.get(k)) ?? 0);
    return combine(values, t.def.aggregate ?? 'sum');
  }

  series(): GameSeries {
    return this.out;
  }

  /** The `byCard` (and `by: field`) metrics' counts over the game so far, by card name (or field value). */
  byCard(): GameCardCounts {
    return this.cardCounts;
  }

  /** The `first` metrics' values, for those whose event came. */
  first(): GameFirsts {
    return this.firsts;
  }

  /** The `against` metrics' events, each with the other metric's value when it came. */
  against(): GameAgainst {
    return this.pairs;
  }

  /**
   * What the game produced of what its event metrics read: each event type seen (`actionTaken`)
   * and each field read seen on one (`actionTaken.action`), sorted. A metric that counted nothing
   * because its type or field is misspelt shows here, apart from one whose events never matched.
   */
  produced(): string[] {
    return [...this.seen.values()].flatMap((s) => [...s.produced]).sort();
  }

  private addToZone(zone: string, delta: number): void {
    this.zoneSizes.set(zone, (this.zoneSizes.get(zone) ?? 0) + delta);
  }

  private record(per: Per, n: number): void {
    if (n < 1) return;
    for (const t of this.tracked) {
      if (!isSeries(t.def) || perOf(t.def) !== per) continue;
      this.out[t.name]![n - 1] = t.def.events !== undefined ? (this.eventCounts.get(t.name) ?? 0) : this.valueNow(t);
    }
    this.resetEvents(per);
    this.recorded[per] = n;
  }

  private resetEvents(per: Per): void {
    for (const t of this.tracked) if (perOf(t.def) === per) this.eventCounts.delete(t.name);
  }
}

type Per = NonNullable<MetricDef['per']>;

export const perOf = (def: MetricDef): Per => def.per ?? 'round';

function ownersOf(of: string, state: GameState): string[] {
  if (of === 'table') return ['table'];
  if (of === 'teams') return state.teams.map((t) => t.id);
  if (of.startsWith('role:')) return state.seats.filter((s) => s.role === of.slice(5)).map((s) => s.id);
  return state.seats.map((s) => s.id);
}

function matches(event: GameEvent, where: MetricDef['where']): boolean {
  return Object.entries(where ?? {}).every(([field, value]) => event[field] === value);
}

function combine(values: number[], how: NonNullable<MetricDef['aggregate']>): number {
  if (values.length === 0) return 0;
  switch (how) {
    case 'mean':
      return values.reduce((a, b) => a + b, 0) / values.length;
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    default:
      return values.reduce((a, b) => a + b, 0);
  }
}
