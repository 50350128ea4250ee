// Setup (BASE-RULES §1): decks from the `decks` param, provinces (the strongest under the
// stronghold), stronghold, opening hands, filled provinces, rings, honor and first-player fate.
import type { CardInstance, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { RuleError } from '../../core/context.ts';
import { createDeck, deckList, fromStronghold } from '../../core/decks.ts';
import { numParam, strongholdOf } from './board.ts';
import { setupRings } from './rings.ts';
import { drawConflictCards, refillProvince } from './changes.ts';
import { l5rState } from './state.ts';

export function setupGame(ctx: RuleContext): void {
  setupTable(ctx);
  const decks = deckList(ctx);
  ctx.state.seats.forEach((seat, i) => setupSeat(ctx, seat.id, decks[i % decks.length]));
  secondPlayerFate(ctx);
}

/** The seats without the first player token gain `secondPlayerFate`. */
export function secondPlayerFate(ctx: RuleContext): void {
  const first = ctx.state.firstPlayer!;
  for (const seat of ctx.state.seats) {
    const isFirst = first.kind === 'team' ? seat.team === first.id : seat.id === first.id;
    if (!isFirst) ctx.addCounter(seat.id, 'fate', numParam(ctx, 'secondPlayerFate'), 'second player');
  }
}

/** The table: the rings in their pools (rings.ts), no Imperial Favor yet. */
export function setupTable(ctx: RuleContext): void {
  setupRings(ctx);
  // The module's record is stored from the start (no Imperial Favor yet), so a scenario's
  // `modules.l5r` fields merge into a whole record.
  l5rState.write(ctx.state);
}

export function setupSeat(ctx: RuleContext, seat: SeatId, deckId: string): void {
  const withStronghold = ctx.param('strongholds') === true;
  const created = createDeck(ctx, seat, deckId, (def) => {
    if (def.type === 'stronghold') return withStronghold ? { zone: 'stronghold', faceUp: true } : null;
    if (def.type === 'province') return { zone: 'provinces', faceUp: false };
    return { zone: def.side === 'conflict' ? 'conflictDeck' : 'dynastyDeck', faceUp: false };
  });
  placeProvinces(
    ctx,
    seat,
    created.filter((c) => c.type === 'province'),
  );
  ctx.shuffle(`${seat}.dynastyDeck`);
  ctx.shuffle(`${seat}.conflictDeck`);
  const stronghold = strongholdOf(ctx.state, seat);
  ctx.setCounter(seat, 'honor', fromStronghold(ctx, 'startingHonor', stronghold, 'honor'), 'starting honor');
  for (const p of ctx.zone(`${seat}.provinces`).map((id) => ctx.card(id))) refillProvince(ctx, p);
  drawConflictCards(ctx, seat, numParam(ctx, 'openingHand'));
}

/** Province cards or tokens in slots province1..N, plus the stronghold province when there is a stronghold. */
function placeProvinces(ctx: RuleContext, seat: SeatId, cards: CardInstance[]): void {
  const slots = numParam(ctx, 'provinces');
  const withStronghold = ctx.param('strongholds') === true;
  let provinces = cards;
  if (provinces.length === 0) {
    for (let i = 0; i < slots + (withStronghold ? 1 : 0); i++) {
      const token = ctx.createCard('province-token', seat, `${seat}.provinces`, true);
      ctx.changeCard(token.id, { stats: { strength: numParam(ctx, 'provinceTokenStrength') } });
      provinces.push(token);
    }
  }
  const expected = slots + (withStronghold ? 1 : 0);
  if (provinces.length !== expected)
    throw new RuleError(`${seat}'s deck brings ${provinces.length} provinces; ${ctx.format.id} needs ${expected}`);
  if (withStronghold) {
    // The player's choice in the real game; here the strongest (first listed on a tie).
    const strongest = provinces.reduce((a, b) => (Number(b.stats.strength) > Number(a.stats.strength) ? b : a));
    ctx.changeCard(strongest.id, { data: { slot: 'stronghold' } });
    provinces = provinces.filter((p) => p !== strongest);
  }
  const order = [...provinces];
  for (let i = order.length - 1; i > 0; i--) {
    const j = ctx.random(0, i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  order.forEach((p, i) => ctx.changeCard(p.id, { data: { slot: `province${i + 1}` } }));
  // Keep the provinces zone in table order: province1..N left to right, the stronghold province last.
  ctx.orderZone(
    `${seat}.provinces`,
    [...ctx.zone(`${seat}.provinces`)].sort((a, b) => slotRank(ctx.card(a)) - slotRank(ctx.card(b))),
  );
}

function slotRank(p: CardInstance): number {
  const slot = String(p.data.slot);
  return slot === 'stronghold' ? 99 : Number(slot.replace('province', ''));
}
