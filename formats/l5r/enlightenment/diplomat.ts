// bot:diplomat — the greedy bot (../bots.ts) with a diplomacy of its own: it offers a mutual
// non-aggression pact to the opponent it judges strongest (so it may fight the others), accepts
// offers whose other party promises to leave it alone, and keeps its word unless breaking it
// buys more than the stake is worth to it. Param `diplomatTrust` (0–10) is how much it values
// its word: it stakes trust/2 honor (at least 1) and breaks a promise only for a gain above
// stake × trust / 2 — at 0 it breaks a promise for any gain, at 10 almost never.
import type { Choice, Decision, DecisionOption, GameState, SeatId } from '../../../core/types.ts';
import type { BotStrategy } from '../../../core/rules-module.ts';
import { treatyState } from '../../../core/treaty/record.ts';
import { NOT_NOW } from '../../../core/aside.ts';
import { greedyBot } from '../bots.ts';
import { cardsIn } from '../board.ts';

/** Promises that leave their target alone: what the diplomat asks for, and offers back. */
const PROTECTIVE = ['noConflict', 'spareStronghold', 'noRingTaking', 'noTargeting'];

const trustOf = (state: GameState) => Number(state.params.diplomatTrust ?? 5);
const breach = (o: DecisionOption) => (o.data as { breaks?: { stake: number } } | undefined)?.breaks;

/** How strong a player looks: honor, and three for each ring on its provinces. */
function strength(state: GameState, seat: SeatId): number {
  const s = state.seats.find((x) => x.id === seat)!;
  return (s.counters.honor ?? 0) + 3 * cardsIn(state, `${s.team}.claimedRings`).length;
}

export const diplomatBot: BotStrategy = (state, d, random, format) => {
  const greedy = (decision: Decision): Choice => greedyBot(state, decision, random, format);
  const record = treatyState.read(state);
  const offer = record.offer;
  switch (d.kind) {
    case 'treaty': {
      // Its standing decision, before each of its own (core/driver.ts): peace with all would
      // leave no one to attack, so it keeps at least one opponent unbound.
      const proposals = unbound(state, d.seat).length > 1 ? d.options.filter((o) => o.id.startsWith('propose:')) : [];
      if (proposals.length === 0) return NOT_NOW.id;
      return proposals.reduce((a, b) => (strength(state, b.id.slice(8)) > strength(state, a.id.slice(8)) ? b : a)).id;
    }
    case 'treatyPromise': {
      // Its own promise first, then the other's: each leaves the other party alone.
      const by = offer!.promises.length === 0 ? offer!.from : offer!.to;
      const other = by === offer!.from ? offer!.to : offer!.from;
      return d.options.find((o) => o.id === `noConflict:${other}:`)?.id ?? d.options[0]!.id;
    }
    case 'treatyTimeframe':
      return d.options.find((o) => o.id === 'round')?.id ?? d.options[0]!.id;
    case 'treatyStake': {
      const want = Math.max(1, Math.round(trustOf(state) / 2));
      return d.options.reduce((a, b) => (Math.abs(Number(b.id) - want) < Math.abs(Number(a.id) - want) ? b : a)).id;
    }
    case 'treatyResponse': {
      const theirs = offer!.promises.find((p) => p.by === offer!.from)!;
      const mine = offer!.promises.find((p) => p.by === d.seat)!;
      const protectsMe = PROTECTIVE.includes(theirs.kind) && theirs.target === d.seat;
      const costsMe = !PROTECTIVE.includes(mine.kind) || mine.target !== offer!.from;
      if (protectsMe && !costsMe && unbound(state, d.seat).length > 1) return 'accept';
      return d.options.some((o) => o.id === 'counter') ? 'counter' : 'decline';
    }
    case 'treatyDissolve':
      return 'refuse';
    case 'conflictType':
      // Every opponent is one it promised to leave alone: no conflict, unless its word is cheap.
      if (unbound(state, d.seat).length === 0 && trustOf(state) > 2 && d.options.some((o) => o.id === 'pass')) return 'pass';
      return greedy(d);
    case 'conflictProvince':
    case 'honorBid':
    case 'target': {
      const pick = String(greedy(d));
      const chosen = d.options.find((o) => o.id === pick)!;
      const cost = breach(chosen);
      const kept = d.options.filter((o) => !breach(o));
      if (!cost || kept.length === 0 || gain(state, d, chosen) > (cost.stake * trustOf(state)) / 2) return pick;
      return greedy({ ...d, options: kept });
    }
    default:
      return greedy(d);
  }
};

/** Opponents still in the game that none of the seat's promises protects. */
function unbound(state: GameState, seat: SeatId): SeatId[] {
  const promised = treatyState
    .read(state)
    .active.flatMap((t) => t.promises)
    .filter((p) => p.by === seat && p.kind === 'noConflict' && !p.lapsed)
    .map((p) => p.target);
  return state.seats.filter((s) => s.id !== seat && !s.eliminated && !promised.includes(s.id)).map((s) => s.id);
}

/** What breaking a promise by this option could bring: rings on the province, the game on a stronghold. */
function gain(state: GameState, d: Decision, option: DecisionOption): number {
  if (d.kind !== 'conflictProvince') return 1;
  const { owner, slot } = (option.data ?? {}) as { owner?: string; slot?: string };
  const team = state.seats.find((s) => s.id === owner)?.team;
  const rings = team ? cardsIn(state, `${team}.claimedRings`).filter((r) => r.data.province === slot).length : 0;
  return 1 + 3 * rings + (slot === 'stronghold' ? 10 : 0);
}
