// A breach of a promise made in words (Enlightenment, "Terms of a Treaty": a promise may be
// anything a player can do). The engine can't watch words, so the table judges: the partner
// claims a breach (the treaty aside, once per treaty a phase); the accused admits it — the
// treaty breaks and it loses the stake — or disputes it, and the players outside the treaty
// vote in player order. A majority of the votes for a breach breaks the treaty; a tie, or no one
// left to vote, keeps it. Every step is a public event: treaties are table talk.
import type { Json, SeatId } from '../types.ts';
import type { RuleContext } from '../context.ts';
import type { RuleHook } from '../rules-module.ts';
import { promiseTerms, treatyState, type Treaty, type TreatyPromise } from './record.ts';
import { breakTreaty } from './keep.ts';
import { treatiesOf } from './terms.ts';

export const BREACH_HOOKS = { answer: 'core.treatyBreach', vote: 'core.treatyVote' } as const;

/** The partner's binding promise in words that `seat` may claim was broken, unless claimed this phase. */
export function claimable(ctx: RuleContext, t: Treaty, seat: SeatId, phase: string): TreatyPromise | undefined {
  if (treatyState.read(ctx.state).claimed[t.id] === phase) return undefined;
  return t.promises.find((p) => p.by !== seat && !p.lapsed && p.words !== undefined);
}

/** `seat` claims its partner broke its promise in words: the accused answers. */
export function claimBreach(ctx: RuleContext, seat: SeatId, t: Treaty, p: TreatyPromise, phase: string): void {
  treatyState.write(ctx.state).claimed[t.id] = phase;
  ctx.emit('treatyBreachClaimed', { treaty: t.id, by: seat, against: p.by, promise: p.text, term: promiseTerms(p) });
  const { counter } = treatiesOf(ctx).stake;
  ctx.ask(
    {
      seat: p.by,
      kind: 'treatyBreach',
      prompt: `${seat} says you broke your promise ${p.text}`,
      options: [
        { id: 'admit', label: `Admit it: the treaty is broken and you lose ${t.stake} ${counter}` },
        { id: 'dispute', label: 'Dispute it: the other players vote' },
      ],
    },
    BREACH_HOOKS.answer,
    { treaty: t.id, accuser: seat },
  );
}

interface Tally extends Record<string, Json> {
  treaty: string;
  accuser: SeatId;
  voters: SeatId[];
  breach: number;
  kept: number;
}

const treatyOf = (ctx: RuleContext) => treatyState.read(ctx.state).active.find((t) => t.id === ctx.data.treaty);
const accusedOf = (t: Treaty, accuser: SeatId) => t.parties.find((s) => s !== accuser)!;
const promiseOf = (t: Treaty, accused: SeatId) => t.promises.find((p) => p.by === accused)!;

function onAnswer(ctx: RuleContext): void {
  const t = treatyOf(ctx);
  if (!t) return;
  const accuser = ctx.data.accuser as SeatId;
  const accused = accusedOf(t, accuser);
  if (ctx.answer === 'admit') return breakTreaty(ctx, t, [accused], `${accused} admitted breaking ${promiseOf(t, accused).text}`);
  const voters = ctx
    .seatsInPlayerOrder()
    .map((s) => s.id)
    .filter((s) => !t.parties.includes(s));
  ctx.emit('treatyBreachDisputed', { treaty: t.id, by: accused, voters });
  askVote(ctx, t, { treaty: t.id, accuser, voters, breach: 0, kept: 0 });
}

function askVote(ctx: RuleContext, t: Treaty, tally: Tally): void {
  const accused = accusedOf(t, tally.accuser);
  const [voter, ...rest] = tally.voters;
  if (voter === undefined) {
    if (tally.breach > tally.kept)
      return breakTreaty(
        ctx,
        t,
        [accused],
        `the table voted ${tally.breach}–${tally.kept} that ${accused} broke ${promiseOf(t, accused).text}`,
      );
    return ctx.emit('treatyBreachRejected', { treaty: t.id, breach: tally.breach, kept: tally.kept });
  }
  ctx.ask(
    {
      seat: voter,
      kind: 'treatyVote',
      prompt: `${tally.accuser} says ${accused} broke the promise ${promiseOf(t, accused).text}; ${accused} disputes it. Your vote?`,
      options: [
        { id: 'breach', label: `${accused} broke it` },
        { id: 'kept', label: `${accused} kept it` },
      ],
    },
    BREACH_HOOKS.vote,
    { ...tally, voters: rest, voter },
  );
}

function onVote(ctx: RuleContext): void {
  const t = treatyOf(ctx);
  if (!t) return;
  const { accuser, voters, voter } = ctx.data as { accuser: SeatId; voters: SeatId[]; voter: SeatId };
  const tally: Tally = { treaty: t.id, accuser, voters, breach: Number(ctx.data.breach), kept: Number(ctx.data.kept) };
  const breach = ctx.answer === 'breach';
  ctx.emit('treatyVoted', { treaty: t.id, by: voter, breach });
  if (breach) tally.breach++;
  else tally.kept++;
  askVote(ctx, t, tally);
}

export const breachHooks: Record<string, RuleHook> = {
  [BREACH_HOOKS.answer]: onAnswer,
  [BREACH_HOOKS.vote]: onVote,
};
