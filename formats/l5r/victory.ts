// Winning (BASE-RULES §1): break the opponent's stronghold province (skirmish: all of its
// provinces), reach the honor victory, or the opponent reaches 0 honor. A seat that loses
// is eliminated; the last team standing wins with that reason.
import type { Winner } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { isBroken, isStrongholdProvince, numParam, provincesOf } from './board.ts';

/** Seats for which `test` holds are out (`out`: why, in their own words); the win, if it comes, says `reason`, the winner's. */
function loses(ctx: RuleContext, test: (seat: string) => boolean, reason: string, out: string): Winner | null {
  for (const s of ctx.state.seats) if (!s.eliminated && test(s.id)) ctx.eliminate(s.id, out);
  const alive = ctx.state.teams.filter((t) => !t.eliminated);
  // At a table of more than two, the last one standing wins by outlasting them all, whatever
  // put the last opponent out (Enlightenment, "Winning and Defeat").
  const won = ctx.state.teams.length > 2 ? `every opponent eliminated (the last: ${reason})` : reason;
  if (alive.length === 1 && alive.length < ctx.state.teams.length) return ctx.teamWins(alive[0].id, won);
  // Everyone losing at once (both decks run dry in the same draw): the first player's team wins.
  if (alive.length === 0)
    return ctx.teamWins(ctx.teamOf(ctx.firstPlayerSeat()).id, `${reason} for everyone at once; the first player wins the tie`);
  return null;
}

export const strongholdBroken = (ctx: RuleContext) =>
  loses(
    ctx,
    (seat) => provincesOf(ctx.state, seat).some((p) => isStrongholdProvince(p) && isBroken(p)),
    "broke the opponent's stronghold province",
    'its stronghold province was broken',
  );

export const allProvincesBroken = (ctx: RuleContext) =>
  loses(
    ctx,
    (seat) => provincesOf(ctx.state, seat).length > 0 && provincesOf(ctx.state, seat).every(isBroken),
    "broke all of the opponent's provinces",
    'all of its provinces were broken',
  );

export const honorDefeat = (ctx: RuleContext) =>
  loses(ctx, (seat) => ctx.counter(seat, 'honor') <= 0, 'the opponent reached 0 honor', 'reached 0 honor');

export function honorVictory(ctx: RuleContext): Winner | null {
  const goal = numParam(ctx, 'honorVictory');
  const seat = ctx.state.seats.find((s) => !s.eliminated && ctx.counter(s.id, 'honor') >= goal);
  return seat ? ctx.teamWins(seat.team, `reached ${goal} honor`) : null;
}
