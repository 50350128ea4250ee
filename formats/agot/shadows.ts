// Shadows (A Game of Thrones: The Card Game, "Shadows"): cards with the Shadows crest are played
// facedown into their controller's Shadows area for two gold (never straight into play), and at
// the beginning of every phase, before anything else, each player in turn from the first player
// has one chance to bring one card out, paying the number after its "s" plus any gold
// penalties. A card comes out standing; an attachment attaches or is discarded; an event is
// played as from hand. Each card coming out is its own event, resolved with its responses
// before the next player's chance. The four paragraphs on unique cards are `comingOutProblem`.
import type { CardInstance, DecisionOption, SeatId } from '../../core/types.ts';
import { RuleError, type RuleContext } from '../../core/context.ts';
import { inPlayerOrder } from '../../core/player-order.ts';
import { cardsIn } from '../../core/zones.ts';
import { isUnique } from '../../core/card-index.ts';
import { abilitiesOf, usable, useAbility } from '../../core/ability/runtime.ts';
import { comingOutCost, copiesInPlay, hasShadowsCrest, inDeadPile, intoShadowsCost } from './board.ts';
import { leavePlay } from './changes.ts';
import { putIntoPlay } from './marshal.ts';

const PASS = 'pass';

/** Has the format a Shadows area (agot-shadows; the base game has none)? */
export const hasShadowsArea = (ctx: RuleContext, seat: SeatId) => `${seat}.shadows` in ctx.state.zones;

/** The gold `seat` pays to play a card into Shadows now (param intoShadowsCost, less its specific reductions). */
export const shadowsPlacementCost = (ctx: RuleContext, seat: SeatId) => intoShadowsCost(ctx, seat, ctx.num({ param: 'intoShadowsCost' }));

/**
 * Play a card from hand into Shadows (a player action in the marshalling phase): the gold paid,
 * the card facedown into the Shadows area. The event names no card: only its owner knows it.
 */
export function playIntoShadows(ctx: RuleContext, seat: SeatId, card: CardInstance): void {
  if (!hasShadowsCrest(card)) throw new RuleError(`${card.name} has no Shadows crest: it can't be played into Shadows`);
  const gold = shadowsPlacementCost(ctx, seat);
  ctx.addCounter(seat, 'gold', -gold, 'played a card into Shadows');
  ctx.emit('intoShadows', { seat, gold, setup: false });
  ctx.moveCard(card.id, `${seat}.shadows`, { faceUp: false });
}

/**
 * A card moved into Shadows by a card effect goes facedown into its controller's Shadows area;
 * a card without the crest can't (the effect does nothing). Ours: only a card its controller
 * also owns, so the area's owner is the one who may look at it.
 */
export function moveIntoShadows(ctx: RuleContext, card: CardInstance): boolean {
  if (!hasShadowsCrest(card) || card.owner !== card.controller || !hasShadowsArea(ctx, card.owner!)) return false;
  leavePlay(ctx, card, 'shadows');
  ctx.emit('movedIntoShadows', { seat: card.owner });
  return true;
}

/**
 * Why `seat` can't bring this card out now, or null if it can (Shadows: "Unique cards and
 * Shadows"): not with a copy in its dead pile; not while another player controls a copy it owns,
 * or it controls another player's copy; and not without the gold.
 */
export function comingOutProblem(ctx: RuleContext, seat: SeatId, card: CardInstance): string | null {
  if (isUnique(ctx.format, card)) {
    if (inDeadPile(ctx.state, seat, card)) return 'a copy is in your dead pile';
    const copies = copiesInPlay(ctx.state, card);
    if (copies.some((c) => c.owner === seat && c.controller !== seat)) return 'another player controls your copy';
    if (copies.some((c) => c.controller === seat && c.owner !== seat)) return "you control another player's copy";
  }
  if (card.type === 'event') {
    const i = eventAbility(ctx, card);
    if (i < 0 || !usable(ctx, card, i, seat)) return 'its action can’t be taken now';
  }
  if (ctx.counter(seat, 'gold') < comingOutCost(ctx, seat, card)) return 'not enough gold';
  return null;
}

const eventAbility = (ctx: RuleContext, card: CardInstance) => abilitiesOf(ctx, card).findIndex((a) => a.type === 'action');

/**
 * Rule shadowsComeOut (a phase's beginning): each player with a card in Shadows, in player order
 * from the first player, has its one chance. A player is asked whenever it has a card there —
 * which everyone can see — even if none can come out, so asking tells no one what they are.
 */
export function shadowsComeOut(ctx: RuleContext): void {
  const seats = ctx.seatsInPlayerOrder().filter((s) => !s.eliminated && ctx.zone(`${s.id}.shadows`).length > 0);
  inPlayerOrder(
    ctx,
    seats.map((s) => s.id),
    'shadowsOffer',
    {},
    'brings a card out of Shadows',
  );
}

/** Rule shadowsOffer {seat}: bring one card out of Shadows, or pass (the chance is lost until the next phase). */
export function shadowsOffer(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const options: DecisionOption[] = cardsIn(ctx.state, `${seat}.shadows`)
    .filter((c) => comingOutProblem(ctx, seat, c) === null)
    .map((c) => ({ id: c.id, label: `Bring out ${c.name} (${comingOutCost(ctx, seat, c)} gold)`, card: c.id }));
  ctx.ask(
    {
      seat,
      kind: 'comeOut',
      prompt: `Beginning of the ${phaseName(ctx)}: bring one card out of Shadows (you have ${ctx.counter(seat, 'gold')} gold), or pass`,
      options: [...options, { id: PASS, label: 'Pass: no card comes out this phase' }],
    },
    'shadowsChosen',
    { seat },
  );
}

/** The phase's name, as its format writes it ("Draw phase"). */
const phaseName = (ctx: RuleContext) => (ctx.state.phase ? (ctx.format.phases[ctx.state.phase]?.name ?? ctx.state.phase) : 'phase');

/** The card chosen: its gold paid, it comes out as an event of its own (its responses resolve before the next player's chance). */
export function shadowsChosen(ctx: RuleContext): void {
  if (ctx.answer === PASS) return;
  const seat = ctx.data.seat as SeatId;
  const card = ctx.card(String(ctx.answer));
  ctx.addCounter(seat, 'gold', -comingOutCost(ctx, seat, card), { text: 'brought {card} out of Shadows', card: card.id });
  ctx.raise({ name: 'cameOutOfShadows', seat, card: card.id }, { rule: 'shadowsBringOut', args: { seat, card: card.id } });
}

/** Rule shadowsBringOut {seat, card}: it comes out faceup and standing (an event is played as from hand). */
export function shadowsBringOut(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const card = ctx.card(String(ctx.args.card));
  ctx.changeCard(card.id, { faceUp: true });
  ctx.emit('cameOutOfShadows', { ...ctx.cardRef(card), seat });
  if (card.type !== 'event') return putIntoPlay(ctx, seat, card);
  ctx.moveCard(card.id, `${seat}.discard`, { faceUp: true });
  useAbility(ctx, seat, ctx.card(card.id), eventAbility(ctx, card));
}
