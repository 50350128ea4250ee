// Setup (BASE-RULES §4): the adventure path laid out from the format's site deck (param `path`),
// and each player's deck from the `decks` param — its Ring-bearer into its fellowship, the rest
// shuffled into its draw deck — a starting hand, and the Ring-bearer's starting burdens.
import type { SeatId } from '../../core/types.ts';
import { RuleError, type RuleContext } from '../../core/context.ts';
import { createDeck, deckList } from '../../core/decks.ts';
import { pathSites, siteNumber } from './board.ts';
import { addBurdens, draw } from './changes.ts';
import { lotrState } from './state.ts';

export function setupGame(ctx: RuleContext): void {
  // Stored from the start, so a scenario's `modules.lotr` fields merge into a whole record.
  lotrState.write(ctx.state);
  layPath(ctx);
  const decks = deckList(ctx);
  ctx.state.seats.forEach((seat, i) => setupSeat(ctx, seat.id, decks[i % decks.length]));
}

/** The site cards of the path deck, faceup in site-number order; every site up to the last one a fellowship must survive. */
function layPath(ctx: RuleContext): void {
  const id = String(ctx.param('path'));
  const deck = Object.hasOwn(ctx.format.decks, id) ? ctx.format.decks[id] : undefined;
  if (!deck) throw new RuleError(`no site deck "${id}" in the card sets of ${ctx.format.id} (param path)`);
  const sites = deck.cards.map(({ card }) => ctx.format.cardDefs[card]).filter((def) => def.type === 'site');
  sites.sort((a, b) => Number(a.stats?.number ?? 0) - Number(b.stats?.number ?? 0));
  for (const def of sites) ctx.createCard(def.id, null, 'table.path', true);
  const last = ctx.num({ param: 'winSite' });
  const numbers = pathSites(ctx.state).map(siteNumber);
  for (let n = 1; n <= last; n++)
    if (!numbers.includes(n))
      throw new RuleError(`site deck ${id} has no site ${n}; the path runs from site 1 to site ${last} (param winSite)`);
}

function setupSeat(ctx: RuleContext, seat: SeatId, deckId: string): void {
  const created = createDeck(ctx, seat, deckId, (def) =>
    def.keywords?.includes('ringBearer') ? { zone: 'fellowship', faceUp: true } : { zone: 'deck', faceUp: false },
  );
  const bearers = created.filter((c) => c.zone === `${seat}.fellowship`).length;
  if (bearers !== 1) throw new RuleError(`deck ${deckId} brings ${bearers} Ring-bearers; a deck has one`);
  ctx.shuffle(`${seat}.deck`);
  draw(ctx, seat, ctx.num({ param: 'handSize' }));
  addBurdens(ctx, seat, ctx.num({ param: 'startingBurdens' }), 'starting burdens');
}
