// The terms a treaty can hold, read from the format's `treaties:` vocabulary: the promises a
// player may make (each with whom it is about and any amount), and the patterns that say which
// event breaks or keeps a promise and which decision option would break one.
import type { DecisionOption, GameEvent, Json, SeatId } from '../types.ts';
import type { RuleContext } from '../context.ts';
import type { ResolvedFormat } from '../format.ts';
import type { EventPattern, PromiseDef, TimeframeDef, TreatiesDef } from '../schema/format-schema.ts';
import type { TreatyPromise } from './record.ts';

export function treatiesOf(ctx: RuleContext): TreatiesDef {
  return ctx.format.treaties!;
}

const watched = new WeakMap<ResolvedFormat, Set<string>>();

/** The event types a format's treaties read: what breaks, keeps or lapses them (their payloads are kept). */
export function watchedEvents(format: ResolvedFormat): Set<string> {
  let types = watched.get(format);
  if (!types) {
    const t = format.treaties!;
    types = new Set(
      [
        ...Object.values(t.promises).flatMap((p) => [p.breaks?.event, p.keeps?.event]),
        ...Object.values(t.timeframes).map((f) => f.lapses?.event),
      ].filter((e): e is string => !!e),
    );
    watched.set(format, types);
  }
  return types;
}

/**
 * Both parties' promises in words, each with its player and how long it binds: "p1 won't …;
 * p2 will … — until the end of this round", or each with its own timeframe when they differ.
 */
export function promisesInWords(promises: readonly TreatyPromise[]): string {
  const timed = promises.filter((p) => p.until);
  const shared = timed.length === promises.length && timed.every((p) => p.until === timed[0]!.until);
  if (shared && timed.length > 0) return `${promises.map((p) => `${p.by} ${p.text}`).join('; ')} — ${timed[0]!.until}`;
  return promises.map((p) => `${p.by} ${p.text}${p.until ? ` ${p.until}` : ''}`).join('; ');
}

/** A promise's words: its text with {target}, {amount} and {words} filled in. */
export function promiseText(def: PromiseDef, target: SeatId | null, amount: number | null, words = ''): string {
  return def.text
    .replace('{target}', target ?? '')
    .replace('{amount}', amount === null ? '' : String(amount))
    .replace('{words}', words);
}

/** Every timeframe a promise may be given, as decision options (`round`, `nextConflict:p3`). */
export function timeframeOptions(ctx: RuleContext): DecisionOption[] {
  const players = ctx.seatsInPlayerOrder().map((s) => s.id);
  return Object.entries(treatiesOf(ctx).timeframes).flatMap(([kind, def]) =>
    (def.target === 'player' ? players : [null]).map((target) => {
      const id = target ? `${kind}:${target}` : kind;
      return { id, label: timeframeWords(ctx, id) };
    }),
  );
}

/** A timeframe id's definition and player (`nextConflict:p3`). Read for every event while a treaty is in force: no split. */
function timeframeOf(ctx: RuleContext, id: string): { def: TimeframeDef; target: SeatId | null } {
  const colon = id.indexOf(':');
  return {
    def: treatiesOf(ctx).timeframes[colon < 0 ? id : id.slice(0, colon)]!,
    target: colon < 0 ? null : id.slice(colon + 1) || null,
  };
}

/** A timeframe option's words. */
export function timeframeWords(ctx: RuleContext, id: string): string {
  const { def, target } = timeframeOf(ctx, id);
  return def.text.replace('{target}', target ?? '');
}

/** Is this event one the promise's timeframe counts towards its lapse? */
export function lapsesOn(ctx: RuleContext, p: TreatyPromise, event: GameEvent): boolean {
  const { def, target } = timeframeOf(ctx, p.timeframe);
  const lapses = def.lapses;
  if (!lapses || event.type !== lapses.event) return false;
  return fieldsMatch(event, lapses.where as Record<string, Json> | undefined, { promiser: p.by, target, amount: null });
}

/** How many lapsing events end the promise's timeframe. */
export function lapseCount(ctx: RuleContext, p: TreatyPromise): number {
  return timeframeOf(ctx, p.timeframe).def.lapses?.times ?? 1;
}

/**
 * Every promise `by` may make in a treaty with `partner`, as decision options (`kind:target:amount`).
 * Nothing in the vocabulary exchanges game components (honor, fate, cards, rings): a promise
 * is something a player does or doesn't do, as "Terms of a Treaty" requires.
 */
export function promiseOptions(ctx: RuleContext, by: SeatId, partner: SeatId): DecisionOption[] {
  const others = ctx.seatsInPlayerOrder().filter((s) => s.id !== by);
  const options: DecisionOption[] = [];
  for (const [kind, def] of Object.entries(treatiesOf(ctx).promises)) {
    const targets =
      def.target === 'partner'
        ? [partner]
        : def.target === 'opponent'
          ? others.map((s) => s.id)
          : def.target === 'mutualOpponent'
            ? others.filter((s) => s.id !== partner).map((s) => s.id)
            : [null];
    // A promise in words is written once chosen (negotiate.ts); bots leave it be (core/bots.ts).
    if (def.words) options.push({ id: `${kind}::`, label: `${by} promises something in words (written next)`, data: { words: true } });
    else
      for (const target of targets)
        for (const amount of def.amount ?? [null])
          options.push({ id: `${kind}:${target ?? ''}:${amount ?? ''}`, label: `${by} ${promiseText(def, target, amount)}` });
  }
  return options;
}

/** The promise an option id names. */
export function promiseFrom(ctx: RuleContext, by: SeatId, beneficiary: SeatId, id: string): TreatyPromise {
  const [kind, target, amount] = id.split(':');
  const def = treatiesOf(ctx).promises[kind!]!;
  const t = target ? target : null;
  const n = amount ? Number(amount) : null;
  return {
    by,
    beneficiary,
    kind: kind!,
    target: t,
    amount: n,
    text: promiseText(def, t, n),
    kept: false,
    timeframe: '',
    until: '',
    seen: 0,
    lapsed: false,
  };
}

type Refs = { promiser: SeatId; target: SeatId | null; amount: number | null };

function resolve(value: Json, refs: Refs): Json {
  if (value === '$promiser') return refs.promiser;
  if (value === '$target') return refs.target;
  if (value === '$amount') return refs.amount;
  return value;
}

/** Does a value meet a pattern's condition: equal, `{above: v}`, `{not: v}`? */
function meets(actual: unknown, want: Json, refs: Refs): boolean {
  if (want !== null && typeof want === 'object' && !Array.isArray(want)) {
    const cond = want as Record<string, Json>;
    if ('above' in cond) return Number(actual) > Number(resolve(cond.above, refs));
    if ('not' in cond) return actual !== resolve(cond.not, refs);
    return false;
  }
  return actual === resolve(want, refs);
}

/** A dotted path into an object; a `{promiser}` segment reads as the promiser's seat. */
function at(root: unknown, path: string, refs: Refs): unknown {
  let v = root;
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key === '{promiser}' ? refs.promiser : key === '{target}' ? String(refs.target) : key];
  }
  return v;
}

function fieldsMatch(root: unknown, where: Record<string, Json> | undefined, refs: Refs): boolean {
  return Object.entries(where ?? {}).every(([path, want]) => meets(at(root, path, refs), want, refs));
}

/** Does an event fit a promise's pattern? */
export function eventMatches(event: GameEvent, pattern: EventPattern | undefined, p: TreatyPromise): boolean {
  return !!pattern && event.type === pattern.event && fieldsMatch(event, pattern.where as Record<string, Json>, refsOf(p));
}

/** Would choosing this option of a decision of this kind break the promise (its `warns`)? */
export function optionWarns(def: PromiseDef, kind: string, option: DecisionOption, p: TreatyPromise): boolean {
  return (def.warns ?? []).some((w) => w.decision === kind && fieldsMatch(option, w.option as Record<string, Json>, refsOf(p)));
}

function refsOf(p: TreatyPromise): Refs {
  return { promiser: p.by, target: p.target, amount: p.amount };
}
