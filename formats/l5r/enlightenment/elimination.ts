// What happens when a player is eliminated from an Enlightenment game ("Player Elimination"
// and FAQ 1), after the core has marked the seat out (and passed the first player token on):
// its rings go to the common pool (../rings.ts), a conflict it was fighting ends with no
// winner, and every card it owns is removed from the game.
import type { SeatId } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import { conflictOf } from '../board.ts';
import { endWithoutWinner } from '../conflict.ts';
import { ringsToCommonPool } from '../rings.ts';

/** The table's removed-from-game pile. */
const REMOVED = 'table.removed';

export function onEliminated(ctx: RuleContext, seat: SeatId): void {
  ringsToCommonPool(ctx, seat);
  endWithoutWinner(ctx, seat);
  removeCardsOwnedBy(ctx, seat);
}

/**
 * "Any cards owned by the eliminated player are immediately removed from the game", wherever
 * they are and whoever controls them. They go to the table's removed-from-game pile; a card
 * that was hidden from anyone (hand, decks, a facedown province) goes there facedown, so
 * eliminating a player reveals nothing. A card of theirs still in a conflict that goes on
 * (one already resolved) leaves it.
 */
function removeCardsOwnedBy(ctx: RuleContext, seat: SeatId): void {
  const c = conflictOf(ctx.state);
  if (c) {
    const stays = (id: string) => ctx.card(id).owner !== seat;
    c.attackers = c.attackers.filter(stays);
    c.defenders = c.defenders.filter(stays);
  }
  const zones = new Map(ctx.format.zones.map((z) => [z.id, z.visibility]));
  for (const [key, ids] of Object.entries(ctx.state.zones)) {
    if (key === REMOVED) continue;
    const visibility = zones.get(key.slice(key.indexOf('.') + 1));
    for (const id of [...ids]) {
      const card = ctx.card(id);
      // Ring tokens are no one's cards: theirs went to the common pool.
      if (card.owner !== seat || card.type === 'ring') continue;
      ctx.moveCard(id, REMOVED, { faceUp: visibility === 'public' && card.faceUp });
    }
  }
}
