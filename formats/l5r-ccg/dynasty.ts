// Dynasty phase (BASE-RULES §2): the active player recruits faceup cards from its provinces,
// paying their gold cost by bowing its stronghold and holdings, as many as it can pay for;
// each province bought from refills facedown. A personality of the player's own clan brings
// its personal honor to the family (our reading of "recruiting honorable personalities").
// A region goes onto the province it was bought from, in place of any region there; a unique
// personality is not recruited while its player has a copy (same name) in play.
import type { CardInstance, DecisionOption, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { activeSeats } from '../../core/seats.ts';
import { inPlayerOrder } from '../../core/player-order.ts';
import { isUnique } from '../../core/card-index.ts';
import { clanOf, personalitiesOf, provinceCards, provinceHolding, regionOf, strongholdOf } from './board.ts';
import { discardRegion, gainHonor, refillProvince } from './changes.ts';
import { canAfford, payGold } from './gold.ts';

const DONE = 'done';

/** A card's gold cost. */
export const goldCost = (card: CardInstance) => Number(card.stats.cost ?? 0);

/** May `seat` bring in this personality: its honor requirement met by the family's honor? */
export function meetsHonorRequirement(ctx: RuleContext, seat: SeatId, card: CardInstance): boolean {
  const needed = card.stats.honorRequirement;
  return needed === undefined || needed === '-' || ctx.counter(seat, 'honor') >= Number(needed);
}

/** Unique: a player has at most one copy (by name) of a unique personality in play (our reading of the digest's silence). */
function uniqueAllowed(ctx: RuleContext, seat: SeatId, card: CardInstance): boolean {
  return !isUnique(ctx.format, card) || !personalitiesOf(ctx.state, seat).some((p) => p.name === card.name);
}

/** The faceup personalities, holdings and regions in `seat`'s provinces it can recruit now. */
export function recruitable(ctx: RuleContext, seat: SeatId): CardInstance[] {
  return provinceCards(ctx.state, seat).filter(
    (c) =>
      c.faceUp &&
      (c.type === 'holding' ||
        c.type === 'region' ||
        (c.type === 'personality' && meetsHonorRequirement(ctx, seat, c) && uniqueAllowed(ctx, seat, c))) &&
      canAfford(ctx.state, seat, goldCost(c)),
  );
}

/** Rule ccgRecruit: the active player recruits (a team's players one after another, in the order the team chooses). */
export function dynastyPhase(ctx: RuleContext): void {
  // Public: who has something to buy (its faceup cards, its gold); no one is asked to go first for nothing.
  const buying = activeSeats(ctx.state).filter((seat) => recruitable(ctx, seat).length > 0);
  inPlayerOrder(ctx, buying, 'ccgOfferRecruit', {}, 'recruits');
}

/** Rule ccgOfferRecruit {seat}: it recruits one card or is done (asked again after each purchase). */
export function offerRecruit(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const cards = recruitable(ctx, seat);
  // Everything it reads is faceup and public: a player with nothing to buy is not asked.
  if (cards.length === 0) return;
  const options: DecisionOption[] = cards.map((c) => ({ id: c.id, label: `Recruit ${c.name} (${goldCost(c)} gold)`, card: c.id }));
  ctx.ask(
    {
      seat,
      kind: 'recruit',
      prompt: 'Dynasty phase: recruit a card from your provinces, or be done',
      options: [...options, { id: DONE, label: 'Done' }],
    },
    'ccgRecruitChosen',
    { seat },
  );
}

export function onRecruitChosen(ctx: RuleContext): void {
  if (ctx.answer === DONE) return;
  const seat = ctx.data.seat as SeatId;
  const card = ctx.card(String(ctx.answer));
  payGold(ctx, seat, goldCost(card), card.id, 'ccgRecruited', { seat, card: card.id });
}

/** A region onto its province; one there already goes to the discard pile. */
function placeRegion(ctx: RuleContext, region: CardInstance, province: CardInstance): void {
  const before = regionOf(ctx.state, province);
  if (before) discardRegion(ctx, before);
  ctx.changeCard(region.id, { data: { province: province.id } });
  ctx.moveCard(region.id, `${province.owner}.regions`, { faceUp: true });
}

/** Rule ccgRecruited {seat, card}: paid for — into play at home, honor for a personality of the clan, the province refilled; then the next purchase. */
export function recruited(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const card = ctx.card(String(ctx.args.card));
  const province = provinceHolding(ctx.state, card)!;
  if (card.type === 'region') placeRegion(ctx, card, province);
  else ctx.moveCard(card.id, `${seat}.home`, { faceUp: true });
  // Holdings come into play bowed (our reading: gold they make is for the turns after).
  if (card.type === 'holding' && ctx.param('holdingsEnterBowed') === true) ctx.changeCard(card.id, { turned: true });
  ctx.emit('recruited', { ...ctx.cardRef(card), seat, gold: goldCost(card) });
  const stronghold = strongholdOf(ctx.state, seat);
  const clan = stronghold && clanOf(ctx, stronghold);
  if (card.type === 'personality' && clan && clanOf(ctx, card) === clan)
    gainHonor(ctx, seat, Number(card.stats.personalHonor ?? 0), { text: 'recruited {card} of the clan', card: card.id });
  refillProvince(ctx, province);
  // Reactions to the recruit (`when: recruited`) come before the next purchase.
  ctx.raise({ name: 'recruited', card: card.id });
  ctx.call('ccgOfferRecruit', { seat });
}
