// Territories (Siege: Heart of Darkness, "Territory cards"): two-sided cards in a row between
// the Rokugani and the Challenge player, owned and controlled by the Rokugani together. The
// Challenge player attacks them instead of the Rokugani players' provinces; an intact one has a
// province strength and is destroyed as a province is — but only the first of the row may be,
// unless a destroyed territory's text names another (`unlocks`). Destroyed, a territory is
// turned to its destroyed side and stays in play; one whose text says so (`lostWhenDestroyed`:
// the Imperial District) loses the game for its team.
import type { CardInstance } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import { isDestroyedTerritory, territoriesOf } from '../board.ts';
import { seatOut } from '../victory.ts';

interface TerritoryDef {
  unlocks?: string[];
  lostWhenDestroyed?: boolean;
}

const defOf = (ctx: RuleContext, card: CardInstance) => ctx.format.cardDefs[card.def] as TerritoryDef;

/** The team a territory belongs to (its zone's owner). */
export const teamOfTerritory = (territory: CardInstance) => territory.zone.split('.')[0];

/**
 * May a battle destroy this card? A province may; a territory if it is intact and first in its
 * row, or a destroyed territory's text unlocks it.
 */
export function mayBeDestroyed(ctx: RuleContext, card: CardInstance): boolean {
  if (card.type !== 'territory') return true;
  if (isDestroyedTerritory(card)) return false;
  const row = territoriesOf(ctx.state, teamOfTerritory(card));
  if (row[0]?.id === card.id) return true;
  return row.some((t) => isDestroyedTerritory(t) && (defOf(ctx, t).unlocks ?? []).includes(card.name));
}

/** A territory is destroyed: turned to its destroyed side, never leaving play. */
export function destroyTerritory(ctx: RuleContext, territory: CardInstance): void {
  ctx.changeCard(territory.id, { addStatus: 'destroyed' });
  ctx.emit('territoryDestroyed', ctx.cardRef(territory));
  if (!defOf(ctx, territory).lostWhenDestroyed) return;
  const team = ctx.team(teamOfTerritory(territory));
  for (const seat of team.seats) seatOut(ctx, seat, `${territory.name} destroyed`);
}
