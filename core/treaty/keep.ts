// Keeping treaties: after every step the engine hands the step's events here (core/engine.ts
// run), inside the answer that produced them, so a replay keeps them exactly. An event a
// promise forbids breaks its treaty at once and costs the breaker the stake; an event a
// promise calls for keeps it; the timeframe's lapsing event ends the treaty — broken by whoever
// still owes a promise, or else dissolved. Plain functions over the record rather than RxJS
// pipelines: what they remember (a promise kept, lapsing events seen) must be in the state,
// saved and copied with it. Breaking a promise is always a legal move; the decision that would
// break one says so beforehand (warnBreaches).
import type { Decision, GameEvent, SeatId } from '../types.ts';
import type { RuleContext } from '../context.ts';
import { promiseTerms, treatyState, type Treaty, type TreatyPromise } from './record.ts';
import { eventMatches, lapseCount, lapsesOn, optionWarns, treatiesOf } from './terms.ts';

/** Watch one step's events (from index `from`) for every treaty in force. */
export function keepTreaties(ctx: RuleContext, events: readonly GameEvent[], from: number): void {
  if (treatyState.read(ctx.state).active.length === 0) return;
  const end = events.length;
  for (let i = from; i < end; i++) {
    const event = events[i]!;
    for (const t of [...treatyState.read(ctx.state).active]) watch(ctx, t, event);
  }
}

function watch(ctx: RuleContext, t: Treaty, event: GameEvent): void {
  const { promises } = treatiesOf(ctx);
  for (const p of t.promises) {
    if (p.lapsed) continue;
    const def = promises[p.kind]!;
    // A promise to do something, once done, can no longer be broken.
    if (!p.kept && eventMatches(event, def.breaks, p)) return breakTreaty(ctx, t, [p.by], `${p.by} did not keep "${p.text}"`);
    if (!p.kept && eventMatches(event, def.keeps, p)) p.kept = true;
  }
  // Each promise binds for its own timeframe ("each promise may have its own").
  let lapsing: TreatyPromise[] | undefined;
  for (const p of t.promises) if (!p.lapsed && lapsesOn(ctx, p, event) && ++p.seen >= lapseCount(ctx, p)) (lapsing ??= []).push(p);
  if (!lapsing) return;
  for (const p of lapsing) p.lapsed = true;
  // A promise to do something not done by the end of its timeframe is broken then.
  const owing = lapsing.filter((p) => promises[p.kind]!.keeps && !p.kept);
  if (owing.length > 0)
    breakTreaty(
      ctx,
      t,
      owing.map((p) => p.by),
      owing.map((p) => `${p.by} did not "${p.text}" in time`).join('; '),
    );
  else if (t.promises.every((p) => p.lapsed)) dissolve(ctx, t, 'its timeframe lapsed with every promise kept');
}

/** A treaty broken: each breaker loses the stake ("Breaking a Treaty"); the promises no longer bind. */
export function breakTreaty(ctx: RuleContext, t: Treaty, by: SeatId[], why: string): void {
  end(ctx, t, 'broken', by, why);
  const { counter } = treatiesOf(ctx).stake;
  for (const seat of by) {
    const partner = t.parties.find((s) => s !== seat)!;
    const promise = t.promises.find((p) => p.by === seat)!;
    // The broken promise's terms at the top, for metrics to select (`where: {kind: noConflict}`).
    const { text, ...terms } = promiseTerms(promise);
    ctx.emit('treatyBroken', { treaty: t.id, by: seat, partner, promise: text, ...terms, stake: t.stake, why });
    ctx.addCounter(seat, counter, -t.stake, `broke the treaty with ${partner}`);
  }
}

/** A treaty dissolved: no one loses anything. */
export function dissolve(ctx: RuleContext, t: Treaty, why: string): void {
  end(ctx, t, 'dissolved', [], why);
  ctx.emit('treatyDissolved', { treaty: t.id, parties: t.parties, why });
}

function end(ctx: RuleContext, t: Treaty, ended: 'broken' | 'dissolved', by: SeatId[], why: string): void {
  const record = treatyState.write(ctx.state);
  record.active = record.active.filter((x) => x.id !== t.id);
  record.ended.push({ ...t, ended, by, why, endedRound: ctx.state.round });
}

/** "Player Elimination": an eliminated player's treaties dissolve. */
export function dissolveTreatiesOf(ctx: RuleContext, seat: SeatId): void {
  if (!ctx.format.treaties) return;
  const record = treatyState.read(ctx.state);
  if (record.offer && (record.offer.from === seat || record.offer.to === seat)) treatyState.write(ctx.state).offer = null;
  for (const t of record.active.filter((x) => x.parties.includes(seat))) dissolve(ctx, t, `${seat} was eliminated`);
}

/**
 * Before a decision is asked: an option that would break one of the deciding player's promises
 * says which treaty and what it costs (the promise's `warns` patterns). The choice stays legal.
 */
export function warnBreaches(ctx: RuleContext, d: Omit<Decision, 'id'>): Omit<Decision, 'id'> {
  const active = treatyState.read(ctx.state).active;
  if (active.length === 0) return d;
  const mine = active.flatMap((t) => t.promises.filter((p) => p.by === d.seat && !p.lapsed).map((p) => ({ t, p })));
  if (mine.length === 0) return d;
  const { promises, stake } = treatiesOf(ctx);
  const options = d.options.map((o) => {
    // Warned already (a decision asked again after an aside): the first treaty it breaks says so.
    if ((o.data as { breaks?: unknown } | undefined)?.breaks) return o;
    const hit = mine.find(({ p }) => optionWarns(promises[p.kind]!, d.kind, o, p));
    if (!hit) return o;
    const partner = hit.t.parties.find((s) => s !== d.seat)!;
    return {
      ...o,
      label: `${o.label} — breaks your treaty with ${partner} (lose ${hit.t.stake} ${stake.counter})`,
      data: { ...((o.data as Record<string, never>) ?? {}), breaks: { treaty: hit.t.id, partner, stake: hit.t.stake } },
    };
  });
  return { ...d, options };
}
