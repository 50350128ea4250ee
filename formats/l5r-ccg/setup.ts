// Setup (BASE-RULES §2): each player's stronghold, dynasty and fate decks from the `decks`
// param, provinces whose strength is the stronghold's, family honor from the stronghold, the
// provinces filled (faceup for the Cycle, facedown without it), an opening hand of fate cards,
// then the Cycle: each player in player order may put any of its province cards on the bottom
// of its dynasty deck and refill those provinces facedown.
import type { SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { RuleError } from '../../core/context.ts';
import { createDeck, deckList, printedOnStronghold } from '../../core/decks.ts';
import { inPlayerOrder } from '../../core/player-order.ts';
import { cardInProvince, challengeRole, provinceCards, provincesOf, strongholdOf } from './board.ts';
import { drawFate, refillProvince } from './changes.ts';
import { ccgState } from './state.ts';
import { amount } from './rank.ts';

export function setupGame(ctx: RuleContext): void {
  // Stored from the start, so a scenario's `modules.l5rCcg` fields merge into a whole record.
  ccgState.write(ctx.state);
  const decks = deckList(ctx);
  ctx.state.seats.forEach((seat, i) => setupSeat(ctx, seat.id, decks[i % decks.length]));
  if (ctx.param('cycle') !== true) return;
  inPlayerOrder(
    ctx,
    ctx.state.seats.map((s) => s.id),
    'ccgCycle',
    {},
    'cycles',
  );
}

/**
 * Clan alignments only a Challenge deck has (Siege: Heart of Darkness: the Dark Naga, "not valid
 * for other L5R formats"): allowed to the role param `challengeRole` names, which only Siege sets.
 */
const CHALLENGE_ALIGNMENTS = ['dark-naga'];

function setupSeat(ctx: RuleContext, seat: SeatId, deckId: string): void {
  const allowed = challengeRole(ctx.state);
  const created = createDeck(ctx, seat, deckId, (def) => {
    const clan = (def as { clan?: string }).clan;
    if (clan && CHALLENGE_ALIGNMENTS.includes(clan) && ctx.seat(seat).role !== allowed)
      throw new RuleError(`deck ${deckId}: ${def.name} is of the ${clan} alignment, which only a Siege Challenge deck may have`);
    if (def.type === 'stronghold') return { zone: 'stronghold', faceUp: true };
    // Siege: the Dark Naga starts outside the game.
    if ((def as { outsideGame?: boolean }).outsideGame) return { zone: 'outsideGame', faceUp: true };
    return { zone: def.side === 'fate' ? 'fateDeck' : 'dynastyDeck', faceUp: false };
  });
  const strongholds = created.filter((c) => c.type === 'stronghold');
  if (strongholds.length !== 1) throw new RuleError(`deck ${deckId} brings ${strongholds.length} strongholds; a deck has one`);
  const stronghold = strongholdOf(ctx.state, seat)!;
  // A stronghold's figures may be Ranks (Siege's Knot of Serpents: Province Strength ⟨10⟩): a
  // province keeps it as printed, read at the table's size (board.ts); honor starts from it.
  for (let i = 1; i <= ctx.num({ param: 'provinces' }); i++) {
    const province = ctx.createCard('ccg-province', seat, `${seat}.provinces`, true);
    ctx.changeCard(province.id, {
      stats: { strength: printedOnStronghold(ctx, 'provinceStrength', stronghold, 'provinceStrength') },
      data: { slot: `province${i}` },
    });
  }
  ctx.shuffle(`${seat}.dynastyDeck`);
  ctx.shuffle(`${seat}.fateDeck`);
  ctx.setCounter(
    seat,
    'honor',
    amount(ctx, printedOnStronghold(ctx, 'startingHonor', stronghold, 'startingHonor')),
    'starting family honor',
  );
  // Facedown until the first events step turns them; with the Cycle, shown at once so players
  // choose what to cycle (our reading of "at the start").
  for (const p of provincesOf(ctx.state, seat)) refillProvince(ctx, p, ctx.param('cycle') === true);
  drawFate(ctx, seat, ctx.num({ param: 'openingHand' }));
}

/** Rule ccgCycle {seat}: choose the province cards to cycle (any number, none included). */
export function askCycle(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const cards = provinceCards(ctx.state, seat);
  if (cards.length === 0) return;
  ctx.ask(
    {
      seat,
      kind: 'cycle',
      prompt: 'Cycle: choose the cards in your provinces to put on the bottom of your dynasty deck (none to keep them all)',
      options: cards.map((c) => ({ id: c.id, label: c.name, card: c.id })),
      min: 0,
      max: cards.length,
    },
    'ccgCycled',
    { seat },
  );
}

/** The chosen cards go to the bottom of the dynasty deck, facedown; their provinces refill facedown. */
export function onCycled(ctx: RuleContext): void {
  const seat = ctx.data.seat as SeatId;
  const chosen = (Array.isArray(ctx.answer) ? ctx.answer : [ctx.answer]).map(String);
  // In their left-to-right order, which is the order they refill in.
  const provinces = provincesOf(ctx.state, seat).filter((p) => chosen.includes(cardInProvince(ctx.state, p)?.id ?? ''));
  for (const id of chosen) ctx.moveCard(id, `${seat}.dynastyDeck`, { faceUp: false, index: 0 });
  ctx.emit('cycled', { seat, count: chosen.length });
  for (const p of provinces) refillProvince(ctx, p);
}
