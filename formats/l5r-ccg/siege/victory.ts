// Siege: Heart of Darkness's victory: the rulebook's conditions don't apply (the format turns
// them off), nor do cards' from outside Siege. A Rokugani player at −20 honor at the end of its
// turn still loses (the Challenge player's honor never changes). The Imperial District destroyed
// loses the game for the Rokugani (territories.ts); the Hour of the Serpent's text for the
// Challenge player: "at the end of this turn, you lose" (its trait `losesAtEndOfTurn`).
// Destroying a Challenge province in battle discards the top clock card.
import type { SeatId } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import { activeSeats } from '../../../core/seats.ts';
import { traitTotal } from '../board.ts';
import { afterProvinceDestroyed, seatOut } from '../victory.ts';
import { clockInPlay, clockSeats, discardClock } from './clock.ts';

/** Rule siegeFinalHour: the end of a turn of a player whose clock card in play says it loses now. */
export function finalHour(ctx: RuleContext): void {
  for (const seat of activeSeats(ctx.state))
    if (traitTotal(ctx.state, seat, 'losesAtEndOfTurn') > 0)
      seatOut(ctx, seat, `${clockInPlay(ctx.state, seat)?.name ?? 'the clock'}: the Challenge player loses`);
}

/**
 * Rule ccgProvinceDestroyed {owner, by}: a province fell in battle — the CCG's rule (its military
 * victory, off in the format), and a clock player's province discards the top clock card.
 */
export function siegeProvinceDestroyed(ctx: RuleContext): void {
  afterProvinceDestroyed(ctx);
  if (clockSeats(ctx.state).includes(ctx.args.owner as SeatId)) discardClock(ctx, 1, 'a province destroyed in battle');
}
