// Victory (BASE-RULES §2): Honor (family honor reaches 40), Military (every province of the
// others destroyed), Enlightenment (a ring of each of the five elements in play), Dishonor (a
// player at −20 or less at the end of its own turn loses).
// Each is an option a format can turn off (Siege replaces them all). A player who loses is out
// of the game; the last player standing wins, by the victory that put the last other out.
import type { SeatId, Winner } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { ELEMENTS, provincesOf } from './board.ts';
import { ccgState } from './state.ts';
import { cardsIn } from '../../core/zones.ts';

/** A player loses: out of the game, with the reason its opponents' victory will carry. */
export function seatOut(ctx: RuleContext, seat: SeatId, reason: string): void {
  if (ctx.seat(seat).eliminated) return;
  ccgState.write(ctx.state).out.push({ seat, reason });
  ctx.eliminate(seat, reason);
}

/** A player out of the game holds the Imperial Favor no longer: it goes back to no one. */
export function onSeatOut(ctx: RuleContext, seat: SeatId): void {
  if (ccgState.read(ctx.state).favor !== seat) return;
  ccgState.write(ctx.state).favor = null;
  ctx.emit('favorDiscarded', { seat, use: 'out' });
}

/** Rule ccgProvinceDestroyed {owner, by}: a province fell in battle. Military: a player whose last province it was is out. */
export function afterProvinceDestroyed(ctx: RuleContext): void {
  const owner = ctx.args.owner as SeatId;
  if (ctx.option('militaryVictory') === true && provincesOf(ctx.state, owner).length === 0)
    seatOut(ctx, owner, 'military: every province destroyed');
}

/** Win check: family honor at the goal wins (the highest, if several reach it at once). */
export function honorVictory(ctx: RuleContext): Winner | null {
  if (ctx.option('honorVictory') !== true) return null;
  const goal = ctx.num({ param: 'honorToWin' });
  const alive = ctx.state.seats.filter((s) => !s.eliminated);
  const best = Math.max(...alive.map((s) => ctx.counter(s.id, 'honor')));
  if (best < goal) return null;
  const winners = alive.filter((s) => ctx.counter(s.id, 'honor') === best);
  return { teams: winners.map((s) => s.team), seats: winners.map((s) => s.id), reason: `honor: ${goal} family honor reached` };
}

/** Win check: a player with a ring of each of the five elements in play wins. */
export function enlightenmentVictory(ctx: RuleContext): Winner | null {
  if (ctx.option('enlightenmentVictory') !== true) return null;
  const enlightened = ctx.state.seats.filter(
    (s) => !s.eliminated && ELEMENTS.every((e) => cardsIn(ctx.state, `${s.id}.rings`).some((r) => r.stats.element === e)),
  );
  if (enlightened.length === 0) return null;
  return { teams: enlightened.map((s) => s.team), seats: enlightened.map((s) => s.id), reason: 'enlightenment: the five rings in play' };
}

/** Win check: the last player standing wins, by the victory that put the last other player out. */
export function lastStanding(ctx: RuleContext): Winner | null {
  const alive = ctx.state.teams.filter((t) => !t.eliminated);
  if (alive.length !== 1) return null;
  const out = ccgState.read(ctx.state).out;
  const last = out[out.length - 1]?.reason ?? 'the last player standing';
  return ctx.teamWins(alive[0].id, last);
}
