// Fate phase (BASE-RULES §1.4): discard characters without fate, remove 1 fate from the
// others, fate on unclaimed rings, ready everything, clear broken provinces, return rings.
import type { RuleContext } from '../../core/context.ts';
import { cardsIn, charactersOf, fate, isBroken, numParam, provincesOf, slotZone, unclaimedRings } from './board.ts';
import { discardFromPlay, refillProvince, removeFate, ready } from './changes.ts';

export function discardCharactersWithoutFate(ctx: RuleContext): void {
  for (const seat of ctx.seatsInPlayerOrder()) {
    for (const c of charactersOf(ctx.state, seat.id)) if (fate(c) === 0) ctx.call('l5rDiscardCharacter', { card: c.id });
  }
}

/** Rule l5rDiscardCharacter {card}: a character without fate would leave play; its interrupts come first. */
export function discardCharacter(ctx: RuleContext): void {
  const card = ctx.card(String(ctx.args.card));
  if (card.zone !== `${card.controller}.home`) return;
  ctx.raise({ name: 'leavePlay', card: card.id }, { rule: 'l5rLeavePlayWithoutFate', args: { card: card.id } });
}

/** Rule l5rLeavePlayWithoutFate {card}: the change, unless an interrupt moved it or gave it fate. */
export function leavePlayWithoutFate(ctx: RuleContext): void {
  const card = ctx.card(String(ctx.args.card));
  if (card.zone === `${card.controller}.home` && fate(card) === 0) discardFromPlay(ctx, card, 'no fate in the fate phase');
}

export function removeFateFromCharacters(ctx: RuleContext): void {
  for (const seat of ctx.seatsInPlayerOrder()) for (const c of charactersOf(ctx.state, seat.id)) removeFate(ctx, c, 1);
}

export function placeFateOnRings(ctx: RuleContext): void {
  const n = numParam(ctx, 'ringFatePerRound');
  if (n > 0) for (const r of unclaimedRings(ctx.state)) ctx.changeCard(r.id, { tokens: { fate: n } });
}

export function readyCards(ctx: RuleContext): void {
  for (const seat of ctx.state.seats) {
    for (const c of [...cardsIn(ctx.state, `${seat.id}.home`), ...cardsIn(ctx.state, `${seat.id}.stronghold`)]) ready(ctx, c);
    for (const p of provincesOf(ctx.state, seat.id)) {
      const zone = slotZone(p);
      if (zone) for (const c of cardsIn(ctx.state, zone)) ready(ctx, c);
    }
  }
}

export function discardFromBrokenProvinces(ctx: RuleContext): void {
  for (const seat of ctx.state.seats) {
    for (const p of provincesOf(ctx.state, seat.id).filter(isBroken)) {
      const zone = slotZone(p);
      if (!zone) continue;
      for (const c of cardsIn(ctx.state, zone)) ctx.moveCard(c.id, `${seat.id}.dynastyDiscard`, { faceUp: true });
      refillProvince(ctx, p);
    }
  }
}

export function returnRings(ctx: RuleContext): void {
  for (const team of ctx.state.teams) for (const id of [...ctx.zone(`${team.id}.claimedRings`)]) ctx.moveCard(id, 'table.unclaimedRings');
}
