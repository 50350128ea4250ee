// Setup (BASE-RULES §4): the adventure path laid out from the format's site deck (param `path`),
// and each player's deck from the `decks` param — its Ring-bearer into its fellowship, the rest
// into its draw deck — then, in player order, each player's starting fellowship: companions of
// its choice from its deck, up to `startingFellowship` twilight of them (the base game's starting
// fellowship; the digest names only the Ring-bearer), put into play without adding twilight.
// Then the decks are shuffled, the starting hands drawn, and the Ring-bearers' starting burdens
// placed.
import type { DecisionOption, SeatId } from '../../core/types.ts';
import { RuleError, type RuleContext } from '../../core/context.ts';
import { createDeck, deckList } from '../../core/decks.ts';
import { inPlayerOrder } from '../../core/player-order.ts';
import { isUnique } from '../../core/card-index.ts';
import { cardsIn } from '../../core/zones.ts';
import { companionsOf, pathSites, siteNumber } from './board.ts';
import { addBurdens, draw } from './changes.ts';
import { lotrState } from './state.ts';

const DONE = 'done';

export function setupGame(ctx: RuleContext): void {
  // Stored from the start, so a scenario's `modules.lotr` fields merge into a whole record.
  lotrState.write(ctx.state);
  layPath(ctx);
  const decks = deckList(ctx);
  ctx.state.seats.forEach((seat, i) => setupSeat(ctx, seat.id, decks[i % decks.length]));
  if (ctx.num({ param: 'startingFellowship' }) > 0)
    inPlayerOrder(
      ctx,
      ctx.state.seats.map((s) => s.id),
      'lotrOfferStartingCompanion',
      { spent: 0 },
      'chooses its starting fellowship',
    );
  ctx.call('lotrDealHands');
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
}

/**
 * Rule lotrOfferStartingCompanion {seat, spent}: one more companion from the deck, or done. The
 * deck is hidden, so an option names a title (`def:<id>`), never a card: only its owner is asked,
 * and the card it takes is the first of that title in the deck.
 */
export function offerStartingCompanion(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const spent = Number(ctx.args.spent);
  const left = ctx.num({ param: 'startingFellowship' }) - spent;
  const inPlay = companionsOf(ctx.state, seat).map((c) => c.name);
  const titles = new Map<string, DecisionOption>();
  for (const c of cardsIn(ctx.state, `${seat}.deck`)) {
    const cost = Number(c.stats.cost ?? 0);
    if (c.type !== 'companion' || cost > left || titles.has(c.def)) continue;
    if (isUnique(ctx.format, c) && inPlay.includes(c.name)) continue;
    titles.set(c.def, { id: `def:${c.def}`, label: `${c.name} (${cost} twilight)` });
  }
  if (titles.size === 0) return;
  ctx.ask(
    {
      seat,
      kind: 'startingCompanion',
      prompt: `Starting fellowship: add a companion from your deck (${left} of ${ctx.num({ param: 'startingFellowship' })} twilight left), or be done`,
      // By title: the order of a hidden deck is no one's to read, its owner's neither.
      options: [...[...titles.values()].sort((a, b) => a.label.localeCompare(b.label)), { id: DONE, label: 'Done' }],
    },
    'lotrStartingCompanionChosen',
    { seat, spent },
  );
}

/** Rule lotrStartingCompanionChosen. */
export function onStartingCompanion(ctx: RuleContext): void {
  if (ctx.answer === DONE) return;
  const seat = ctx.data.seat as SeatId;
  const def = String(ctx.answer).slice('def:'.length);
  const card = cardsIn(ctx.state, `${seat}.deck`).find((c) => c.def === def)!;
  ctx.moveCard(card.id, `${seat}.fellowship`, { faceUp: true });
  ctx.emit('startingCompanion', { ...ctx.cardRef(ctx.card(card.id)), seat });
  ctx.call('lotrOfferStartingCompanion', { seat, spent: Number(ctx.data.spent) + Number(card.stats.cost ?? 0) });
}

/** Rule lotrDealHands: decks shuffled, starting hands drawn, starting burdens placed. */
export function dealHands(ctx: RuleContext): void {
  for (const { id: seat } of ctx.state.seats) {
    ctx.shuffle(`${seat}.deck`);
    draw(ctx, seat, ctx.num({ param: 'handSize' }));
    addBurdens(ctx, seat, ctx.num({ param: 'startingBurdens' }), 'starting burdens');
  }
}
