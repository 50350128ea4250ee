// Treaties (a format's `treaties:`; Enlightenment, "Treaties"): agreements between two players
// that the engine keeps. Their record is public state — treaties are table talk — and plain
// data like the rest: the offer under negotiation, the treaties in force, and how each one
// ended. What each piece does: terms.ts (promises and patterns), negotiate.ts (proposing,
// countering, accepting), keep.ts (watching the events, breaking, lapsing, dissolving).
import type { SeatId } from '../types.ts';
import { moduleRecord } from '../module-state.ts';

/** One party's promise: a kind of the format's vocabulary, with whom it is about and any amount. */
export interface TreatyPromise {
  by: SeatId;
  /** The party it is made to: the other player of the treaty. */
  beneficiary: SeatId;
  kind: string;
  target: SeatId | null;
  amount: number | null;
  /** The promise in words, as the players agreed it. */
  text: string;
  /** A promise in the players' own words (a `words` kind): what they wrote. */
  words?: string;
  /** A promise to do something: done yet? */
  kept: boolean;
  /** For how long it binds: a timeframe of the format (`round`), with its player if it names one (`nextConflict:p3`). */
  timeframe: string;
  /** The timeframe in words. */
  until: string;
  /** Lapsing events of the timeframe seen so far. */
  seen: number;
  /** Its timeframe is over: it no longer binds. */
  lapsed: boolean;
}

/** What one player offers another: both promises, each with its timeframe, and the stake. */
export interface TreatyOffer {
  from: SeatId;
  to: SeatId;
  promises: TreatyPromise[];
  stake: number;
  /** Counter-offers made so far in this negotiation. */
  counters: number;
  /** A counter-offer: the terms of the offer it answers, to be read beside its own. */
  countered?: { promises: TreatyPromise[]; stake: number };
}

export interface Treaty {
  id: string;
  parties: SeatId[];
  promises: TreatyPromise[];
  stake: number;
  round: number;
  phase: string;
}

export interface EndedTreaty extends Treaty {
  ended: 'broken' | 'dissolved';
  /** Broken: the player(s) who broke it. */
  by: SeatId[];
  why: string;
  endedRound: number;
}

export interface TreatyRecord {
  offer: TreatyOffer | null;
  active: Treaty[];
  ended: EndedTreaty[];
  /** Proposals made in the phase `proposedIn` (round:phase), per seat. */
  proposed: Record<SeatId, number>;
  proposedIn: string;
  /** Treaty id → the phase (round:phase) a breach of it was last claimed in: one claim a phase. */
  claimed: Record<string, string>;
  next: number;
}

export const treatyState = moduleRecord<TreatyRecord>('treaties', () => ({
  offer: null,
  active: [],
  ended: [],
  proposed: {},
  proposedIn: '',
  claimed: {},
  next: 1,
}));

/**
 * A promise as events carry it, field by field, so a log can be audited and a metric can count
 * (`where: {kind: noConflict}`): its kind, who promised, to whom, about whom, any amount, for how
 * long, and its words.
 */
export function promiseTerms(p: TreatyPromise) {
  return {
    kind: p.kind,
    promiser: p.by,
    beneficiary: p.beneficiary,
    target: p.target,
    amount: p.amount,
    timeframe: p.timeframe,
    until: p.until,
    text: p.text,
    ...(p.words === undefined ? {} : { words: p.words }),
  };
}

/** The treaty in force between two players, if any (one per pair: "Treaty Limits"). */
export function treatyBetween(record: Readonly<TreatyRecord>, a: SeatId, b: SeatId): Treaty | undefined {
  return record.active.find((t) => t.parties.includes(a) && t.parties.includes(b));
}
