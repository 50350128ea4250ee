// Siege: Heart of Darkness's setup, after each player's own (setup.ts): the territory row the
// `territoryRow` param names, in its deck's order, intact, between the Rokugani (whose team
// owns it) and the Challenge player; the clock deck (clock.ts).
import type { RuleContext } from '../../../core/context.ts';
import { RuleError } from '../../../core/context.ts';
import { setupClock } from './clock.ts';

/** The team of the role the `rokuganiRole` param names. */
export function rokuganiTeam(ctx: RuleContext): string {
  const seat = ctx.state.seats.find((s) => s.role === String(ctx.param('rokuganiRole')));
  if (!seat) throw new RuleError(`${ctx.format.id}: no seat of role "${String(ctx.param('rokuganiRole'))}" (param rokuganiRole)`);
  return seat.team;
}

/** Rule siegeSetup. */
export function siegeSetup(ctx: RuleContext): void {
  const rowId = String(ctx.param('territoryRow'));
  const row = Object.hasOwn(ctx.format.decks, rowId) ? ctx.format.decks[rowId] : undefined;
  if (!row) throw new RuleError(`no territory row "${rowId}" in the card sets of ${ctx.format.id} (param territoryRow)`);
  const defs = row.cards.map(({ card }) => ctx.format.cardDefs[card] as { name: string; type: string; lostWhenDestroyed?: boolean });
  const strays = defs.filter((d) => d.type !== 'territory').map((d) => d.name);
  if (strays.length > 0)
    throw new RuleError(`territory row "${rowId}" (param territoryRow) holds cards that are no territories: ${strays.join(', ')}`);
  if (!defs.some((d) => d.lostWhenDestroyed))
    throw new RuleError(
      `territory row "${rowId}" (param territoryRow) has no territory whose fall loses the game (lostWhenDestroyed: the Imperial District)`,
    );
  const team = rokuganiTeam(ctx);
  for (const { card, count } of row.cards) for (let k = 0; k < count; k++) ctx.createCard(card, null, `${team}.territories`, true);
  setupClock(ctx);
}
