// Asides: what a player may do at any time the game waits on someone, without anyone having
// to answer it — proposing a treaty, asking a partner to dissolve one, claiming that a promise
// in words was broken (Enlightenment, "Treaties": agreements are made "during the course of an
// Enlightenment game", not at set points). While the game waits, each seat that may take one
// has a standing decision (state.standing) beside the pending ones; nothing waits on it, and it
// is never in `pending`. Taking it sets the pending decisions aside in an `aside` frame, runs
// what it starts — a negotiation that asks only the players it concerns — and then puts the
// decisions that were waiting back as they were, so play goes on where it stood.
import type { Decision, DecisionOption, Frame, GameState, Json, SeatId } from './types.ts';
import type { RuleContext } from './context.ts';
import { treatyAside } from './treaty/negotiate.ts';
import { warnBreaches } from './treaty/keep.ts';

export const ASIDE_FRAME = 'aside';

/** What a bot that takes asides answers when it takes none now (core/driver.ts); never an option of the game's. */
export const NOT_NOW: DecisionOption = { id: 'not-now', label: 'Not now' };

/** A seat's standing decision has one id for as long as the game lasts: nothing is numbered for it. */
const standingId = (seat: SeatId) => `aside:${seat}`;

/** A decision a seat may answer now, by id: one the game waits on, or a standing one. */
export const answerable = (state: Pick<GameState, 'pending' | 'standing'>, id: string): Decision | undefined =>
  state.pending.find((d) => d.id === id) ?? state.standing?.find((d) => d.id === id);

/** Is an aside running (its negotiation under way)? Then no other may start. */
const asideOpen = (ctx: RuleContext) => ctx.state.stack.some((f) => f.kind === ASIDE_FRAME);

/** The standing decisions while the game waits: each seat still in with something it may take aside. */
export function offerAsides(ctx: RuleContext): void {
  const { state } = ctx;
  if (state.ended || state.pending.length === 0 || asideOpen(ctx)) {
    state.standing = [];
    return;
  }
  const standing: Decision[] = [];
  for (const seat of ctx.seatsInPlayerOrder()) {
    const options = treatyAside.options(ctx, seat.id);
    if (options.length === 0) continue;
    standing.push({
      id: standingId(seat.id),
      seat: seat.id,
      team: seat.team,
      kind: 'treaty',
      prompt: 'Treaties, at any time',
      options,
      min: 1,
      max: 1,
      secret: false,
    });
  }
  state.standing = standing;
}

/** Take a standing decision (its answer checked): the decisions waiting go aside, and what the option starts runs. */
export function takeAside(ctx: RuleContext, decision: Decision, choice: string): void {
  const { state } = ctx;
  const option = decision.options.find((o) => o.id === choice)!;
  // Never asked, so never requested: the answer says its option in words for the log.
  ctx.emit('decisionAnswered', {
    decision: decision.id,
    seat: decision.seat,
    kind: decision.kind,
    choice,
    cards: [],
    secret: false,
    label: option.label,
  });
  state.stack.push({
    kind: ASIDE_FRAME,
    step: { seat: decision.seat, option: option as unknown as Json },
    pc: 0,
    data: { waiting: state.pending as unknown as Json },
  });
  state.pending = [];
  state.standing = [];
}

/** First run the option; once what it started is over, ask again what was waiting. */
export function stepAside(ctx: RuleContext, top: Frame): void {
  const { seat, option } = top.step as unknown as { seat: SeatId; option: DecisionOption };
  if (top.pc === 0) {
    top.pc = 1;
    return treatyAside.perform(ctx, seat, option);
  }
  ctx.state.stack.pop();
  const waiting = top.data.waiting as unknown as Decision[];
  const out = waiting.filter((d) => ctx.seat(d.seat).eliminated);
  if (out.length > 0) withdraw(ctx, out);
  // A treaty formed meanwhile may bind a waiting decision's options: they say so now.
  ctx.state.pending = waiting.filter((d) => !out.includes(d)).map((d) => ({ ...warnBreaches(ctx, d), id: d.id }));
}

/**
 * A player the aside put out of the game (a breach admitted costs honor, and 0 honor is
 * elimination) is asked nothing more: its waiting decisions are withdrawn from the frame that
 * asked them — a window then moves on to the next player still in, a simultaneous choice is
 * revealed without it — and a question put to it alone goes with it.
 */
function withdraw(ctx: RuleContext, decisions: Decision[]): void {
  const frame = ctx.state.stack[ctx.state.stack.length - 1]!;
  for (const d of decisions) withdrawFrom(ctx, frame, d);
  if (frame.kind === 'ask' && Object.keys(frame.data.asked ?? {}).length === 0) ctx.state.stack.pop();
}

/** A decision `frame` asked, withdrawn: the frame forgets it, and its seat is told. */
export function withdrawFrom(ctx: RuleContext, frame: Frame, d: Decision): void {
  delete ((frame.data.asked ?? {}) as Record<string, Json>)[d.id];
  delete ((frame.data.real ?? {}) as Record<string, Json>)[d.id];
  ctx.emit('decisionWithdrawn', { decision: d.id, seat: d.seat });
}
