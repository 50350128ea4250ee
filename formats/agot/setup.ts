// Setup (BASE-RULES §3): each player's house card, plot deck and shuffled draw deck from the
// `decks` param; a setup hand; then each player places up to 5 gold of setup cards facedown —
// characters, locations and attachments, no events, one copy of a unique title — and, with
// Shadows, cards with the crest into its Shadows area for two of that gold (Shadows: "Playing a
// card into Shadows"); the cards in play are revealed together, and each player draws back up.
import type { CardInstance, DecisionOption, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { RuleError } from '../../core/context.ts';
import { createDeck, deckList } from '../../core/decks.ts';
import { inPlayerOrder } from '../../core/player-order.ts';
import { cardsIn } from '../../core/zones.ts';
import { isUnique } from '../../core/card-index.ts';
import { charactersOf, hasShadowsCrest, inPlay, outOfHousePenalty } from './board.ts';
import { draw } from './changes.ts';
import { agotState } from './state.ts';
import { hasShadowsArea, shadowsPlacementCost } from './shadows.ts';

const DONE = 'done';

export function setupGame(ctx: RuleContext): void {
  // Stored from the start, so a scenario's `modules.agot` fields merge into a whole record.
  agotState.write(ctx.state);
  const decks = deckList(ctx);
  ctx.state.seats.forEach((seat, i) => setupSeat(ctx, seat.id, decks[i % decks.length]));
  if (ctx.param('setupCards') !== true) return;
  const seats = ctx.state.seats.map((s) => s.id);
  inPlayerOrder(ctx, seats, 'agotOfferSetupCard', { spent: 0 }, 'places setup cards');
  ctx.call('agotRevealSetup');
}

function setupSeat(ctx: RuleContext, seat: SeatId, deckId: string): void {
  const created = createDeck(ctx, seat, deckId, (def) => {
    if (def.type === 'house') return { zone: 'house', faceUp: true };
    if (def.type === 'plot') return { zone: 'plotDeck', faceUp: true };
    return { zone: 'drawDeck', faceUp: false };
  });
  const houses = created.filter((c) => c.type === 'house').length;
  if (houses !== 1) throw new RuleError(`deck ${deckId} brings ${houses} house cards; a deck has one`);
  if (!created.some((c) => c.type === 'plot')) throw new RuleError(`deck ${deckId} brings no plot cards`);
  ctx.shuffle(`${seat}.drawDeck`);
  draw(ctx, seat, ctx.num({ param: 'setupHand' }));
}

/** Setup gold a card takes: its cost and any out-of-house penalty, or two for a card going into Shadows. */
function setupCost(ctx: RuleContext, seat: SeatId, card: CardInstance): number {
  return hasShadowsCrest(card) ? shadowsPlacementCost(ctx, seat) : Number(card.stats.cost ?? 0) + outOfHousePenalty(ctx, seat, card);
}

/** May this card be a setup card: no events; a crest card only into Shadows; one copy of a unique title; an attachment on a setup character. */
function placeable(ctx: RuleContext, seat: SeatId, card: CardInstance): boolean {
  if (card.type === 'event') return false;
  if (hasShadowsCrest(card)) return hasShadowsArea(ctx, seat);
  if (isUnique(ctx.format, card) && inPlay(ctx.state, seat).some((c) => c.name === card.name)) return false;
  if (card.type === 'attachment') return attachTargetsAtSetup(ctx, seat, card).length > 0;
  return card.type === 'character' || card.type === 'location';
}

/** Setup attachments go on the player's own setup characters (our reading: the digest says only "setup cards"). */
function attachTargetsAtSetup(ctx: RuleContext, seat: SeatId, card: CardInstance): CardInstance[] {
  const to = (ctx.format.cardDefs[card.def] as { attachTo?: string }).attachTo ?? 'own';
  return to === 'own' ? charactersOf(ctx.state, seat) : [];
}

/** Rule agotOfferSetupCard {seat, spent}: place one more setup card, or be done. */
export function offerSetupCard(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const spent = Number(ctx.args.spent);
  const left = ctx.num({ param: 'setupGold' }) - spent;
  const options: DecisionOption[] = cardsIn(ctx.state, `${seat}.hand`)
    .filter((c) => placeable(ctx, seat, c) && setupCost(ctx, seat, c) <= left)
    .flatMap((c) => {
      const gold = `(${setupCost(ctx, seat, c)} gold)`;
      if (hasShadowsCrest(c)) return [{ id: `shadows:${c.id}`, label: `Into Shadows: ${c.name} ${gold}`, card: c.id }];
      if (c.type !== 'attachment') return [{ id: `play:${c.id}`, label: `${c.name} ${gold}`, card: c.id }];
      return attachTargetsAtSetup(ctx, seat, c).map((t) => ({
        id: `play:${c.id}:${t.id}`,
        label: `${c.name} on ${t.name} ${gold}`,
        card: c.id,
      }));
    });
  ctx.ask(
    {
      seat,
      kind: 'setupCard',
      prompt: `Setup: place a card facedown (${left} of ${ctx.num({ param: 'setupGold' })} gold left), or be done`,
      options: [...options, { id: DONE, label: 'Done' }],
    },
    'agotSetupCardChosen',
    { seat, spent },
  );
}

export function onSetupCardChosen(ctx: RuleContext): void {
  if (ctx.answer === DONE) return;
  const seat = ctx.data.seat as SeatId;
  const [where, id, target] = String(ctx.answer).split(':');
  const card = ctx.card(id);
  // The option says where the card goes; it is checked against the card, never read from it.
  if ((where === 'shadows') !== hasShadowsCrest(card))
    throw new RuleError(`${card.name} can't go ${where === 'shadows' ? 'into Shadows' : 'into play'}`);
  const spent = Number(ctx.data.spent) + setupCost(ctx, seat, card);
  if (where === 'shadows') {
    ctx.emit('intoShadows', { seat, gold: setupCost(ctx, seat, card), setup: true });
    ctx.moveCard(card.id, `${seat}.shadows`, { faceUp: false });
  } else {
    ctx.moveCard(card.id, `${seat}.play`, { faceUp: false });
    if (target) ctx.changeCard(card.id, { data: { attachedTo: target } });
  }
  ctx.call('agotOfferSetupCard', { seat, spent });
}

/** Rule agotRevealSetup: every setup card in play turns faceup together; each player draws back up to its setup hand. */
export function revealSetup(ctx: RuleContext): void {
  for (const seat of ctx.state.seats) for (const c of inPlay(ctx.state, seat.id)) if (!c.faceUp) ctx.changeCard(c.id, { faceUp: true });
  ctx.emit('setupRevealed', {});
  for (const seat of ctx.state.seats) {
    const short = ctx.num({ param: 'setupHand' }) - cardsIn(ctx.state, `${seat.id}.hand`).length;
    if (short > 0) draw(ctx, seat.id, short);
  }
}
