// The active player's turn around the attack and the dynasty phase (BASE-RULES §2): Straighten,
// Events (facedown province cards turned faceup; dynasty events resolve), and the End phase
// (draw a fate card, discard to the hand limit, the dishonor loss, the turn passes left). Where
// a team takes its turn together (Siege: "each Rokugani player is considered the active
// player"), each step is every one of its players'; the turn then passes to the next team.
import type { SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { activeSeats } from '../../core/seats.ts';
import { abilitiesOf, announceUse, resolveAbility } from '../../core/ability/runtime.ts';
import { cardsIn } from '../../core/zones.ts';
import { challengeRole, provinceCards, provinceHolding, traitTotal } from './board.ts';
import { ccgState } from './state.ts';
import { drawFate, refillProvince, straighten } from './changes.ts';

import { seatOut } from './victory.ts';

/** Straighten: every bowed card the active player controls straightens. */
export function straightenPhase(ctx: RuleContext): void {
  for (const seat of activeSeats(ctx.state)) {
    const zones = [`${seat}.stronghold`, `${seat}.home`];
    for (const card of zones.flatMap((z) => cardsIn(ctx.state, z))) if (card.controller === seat) straighten(ctx, card);
  }
}

/** Events: the active player's facedown province cards turn faceup; each dynasty event among its province cards resolves. */
export function eventsPhase(ctx: RuleContext): void {
  for (const seat of activeSeats(ctx.state)) {
    const held = provinceCards(ctx.state, seat);
    for (const card of held) if (!card.faceUp) ctx.changeCard(card.id, { faceUp: true });
    for (const card of held) if (card.type === 'event') ctx.call('ccgResolveEvent', { card: card.id, seat });
  }
}

/**
 * Rule ccgResolveEvent {card, seat}: a dynasty event goes to the discard pile, its province
 * refills facedown, then its text (its `timing: revealed` action) resolves.
 */
export function resolveDynastyEvent(ctx: RuleContext): void {
  const card = ctx.card(String(ctx.args.card));
  const seat = ctx.args.seat as SeatId;
  const province = provinceHolding(ctx.state, card);
  ctx.moveCard(card.id, `${seat}.dynastyDiscard`, { faceUp: true });
  if (province) refillProvince(ctx, province);
  const index = abilitiesOf(ctx, card).findIndex((a) => a.type === 'action' && a.timing === 'revealed');
  if (index < 0) return;
  announceUse(ctx, seat, card, index, abilitiesOf(ctx, card)[index]);
  resolveAbility(ctx, seat, card, index);
}

/** End phase: the active player draws its fate cards for the turn. */
export function endDraw(ctx: RuleContext): void {
  for (const seat of activeSeats(ctx.state))
    drawFate(ctx, seat, ctx.num({ param: 'endOfTurnDraw' }) + traitTotal(ctx.state, seat, 'endOfTurnDraw'));
}

/** End phase: a hand over the limit is cut down to it, the player choosing what to discard. */
export function discardToHandLimit(ctx: RuleContext): void {
  for (const seat of activeSeats(ctx.state)) askDiscard(ctx, seat);
}

function askDiscard(ctx: RuleContext, seat: SeatId): void {
  const hand = cardsIn(ctx.state, `${seat}.hand`);
  const excess = hand.length - ctx.num({ param: 'handLimit' });
  if (excess <= 0) return;
  ctx.ask(
    {
      seat,
      kind: 'discardToLimit',
      prompt: `Discard ${excess} card${excess === 1 ? '' : 's'} down to your hand limit`,
      options: hand.map((c) => ({ id: c.id, label: c.name, card: c.id })),
      min: excess,
      max: excess,
    },
    'ccgDiscarded',
    { seat },
  );
}

export function onDiscarded(ctx: RuleContext): void {
  const seat = ctx.data.seat as SeatId;
  const chosen = (Array.isArray(ctx.answer) ? ctx.answer : [ctx.answer]).map(String);
  for (const id of chosen) ctx.moveCard(id, `${seat}.fateDiscard`, { faceUp: true });
}

/**
 * The turn ends: a player at or below the dishonor threshold loses (checked at the end of its
 * own turn, BASE-RULES §2 "Dishonor"); otherwise the turn passes to its left. A player out of
 * the game hands the turn on as it goes (core: RuleContext.eliminate).
 */
export function endTurn(ctx: RuleContext): void {
  const active = ctx.state.active!;
  // Lobby is once per turn: the next turn's players may Lobby again.
  if (ccgState.read(ctx.state).lobbied) delete ccgState.write(ctx.state).lobbied;
  const seats = activeSeats(ctx.state);
  // Siege: "Rulebook loss conditions ... still apply to the Rokugani players, but not the Challenge player".
  const exempt = challengeRole(ctx.state);
  const dishonored = seats.filter(
    (seat) =>
      ctx.option('dishonorLoss') === true &&
      ctx.seat(seat).role !== exempt &&
      ctx.counter(seat, 'honor') <= ctx.num({ param: 'dishonorAt' }),
  );
  for (const seat of dishonored)
    seatOut(ctx, seat, `dishonor: ${ctx.num({ param: 'dishonorAt' })} family honor or less at the end of its turn`);
  if (active.kind === 'team') return ctx.push([{ passTurn: 'nextTeam' }]);
  if (dishonored.length === 0) ctx.setActive('seat', ctx.leftOf(seats[0]));
}
