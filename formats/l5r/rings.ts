// Where the rings are. The base game (BASE-RULES §1) keeps one shared pool of five unclaimed
// rings (`table.unclaimedRings`); claimed rings sit in the claiming team's pool until the end of
// the round. A format that declares a `personalRings` zone plays with personal pools instead
// (Enlightenment, "Setup" and "Declaring Conflicts and Claiming Rings"): five rings per player,
// the table's pool becoming the common pool that eliminated players' rings go to, and a claimed
// ring sitting on one of its claimer's unbroken provinces — `data.province` holds that
// province's slot (province1…, stronghold) — until the province breaks. A claimed ring with no
// `data.province` is waiting to be placed (l5rPlaceRings asks where).
import type { CardInstance, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import type { ResolvedFormat } from '../../core/format.ts';
import { ELEMENTS, cardsIn, isBroken, isStrongholdProvince, provincesOf } from './board.ts';

const COMMON = 'table.unclaimedRings';

/** A player's own unclaimed ring pool (personal pools). */
export const personalPool = (seat: SeatId) => `${seat}.personalRings`;

/** Does the format give each player its own ring pool? */
export function personalPools(format: ResolvedFormat): boolean {
  return format.zones.some((z) => z.id === 'personalRings');
}

/** Setup: the five rings in the shared pool, or five in each player's pool. */
export function setupRings(ctx: RuleContext): void {
  const pools = personalPools(ctx.format) ? ctx.state.seats.map((s) => personalPool(s.id)) : [COMMON];
  for (const pool of pools) for (const element of ELEMENTS) ctx.createCard(`${element}-ring`, null, pool, true);
}

/** The rings a seat may declare a conflict with: its own pool first, then the common one. */
export function ringsToDeclare(ctx: RuleContext, seat: SeatId): CardInstance[] {
  return personalPools(ctx.format)
    ? [...cardsIn(ctx.state, personalPool(seat)), ...cardsIn(ctx.state, COMMON)]
    : cardsIn(ctx.state, COMMON);
}

/** A ring back to a player's unclaimed pool: its personal one (the common one once it is out), or the shared one. */
export function returnRing(ctx: RuleContext, ring: string, seat: SeatId): void {
  const pool = personalPools(ctx.format) && !ctx.seat(seat).eliminated ? personalPool(seat) : COMMON;
  if (ctx.card(ring).data.province !== undefined) ctx.changeCard(ring, { data: { province: null } });
  ctx.moveCard(ring, pool);
}

/** The printed element of a ring token: effects that add or change elements don't change the token (Enlightenment, "Physical Rings"). */
export function printedElement(ctx: RuleContext, ring: CardInstance): string {
  return String(ctx.format.cardDefs[ring.def]?.stats?.element ?? ring.stats.element);
}

/** The rings a seat has claimed (personal pools: on its provinces, or waiting to be placed there). */
export function claimedBy(ctx: RuleContext, seat: SeatId): CardInstance[] {
  return cardsIn(ctx.state, `${ctx.seat(seat).team}.claimedRings`);
}

/** The rings on one province. */
export function ringsOn(ctx: RuleContext, province: CardInstance): CardInstance[] {
  return claimedBy(ctx, province.owner!).filter((r) => r.data.province === province.data.slot);
}

/**
 * Where a seat may place a ring: its unbroken provinces, the stronghold province only once every
 * other province is broken (Enlightenment, "Declaring Conflicts and Claiming Rings").
 */
export function ringPlaces(ctx: RuleContext, seat: SeatId): CardInstance[] {
  const provinces = provincesOf(ctx.state, seat).filter((p) => !isBroken(p));
  const others = provinces.filter((p) => !isStrongholdProvince(p));
  return others.length > 0 ? others : provinces;
}

/**
 * A seat claims a ring onto its provinces: a second ring of an element it already holds goes to
 * `duplicateTo`'s unclaimed pool instead ("Duplicate Rings"); the claimed one waits for its
 * province (l5rPlaceRings).
 */
export function claimOntoProvinces(ctx: RuleContext, ring: string, seat: SeatId, duplicateTo: SeatId): boolean {
  const element = printedElement(ctx, ctx.card(ring));
  if (claimedBy(ctx, seat).some((r) => r.id !== ring && printedElement(ctx, r) === element)) {
    returnRing(ctx, ring, duplicateTo);
    ctx.emit('duplicateRingReturned', { ring, element, seat, to: duplicateTo });
    return false;
  }
  if (ctx.card(ring).data.province !== undefined) ctx.changeCard(ring, { data: { province: null } });
  ctx.moveCard(ring, `${ctx.seat(seat).team}.claimedRings`);
  return true;
}

/**
 * A province broke: the player that broke it takes every ring on it ("Taking Rings from Other
 * Players"), duplicates going back to the defender's pool. At once, so the rings are the
 * breaker's before a broken stronghold puts the defender out.
 */
export function takeRings(ctx: RuleContext, province: CardInstance, breaker: SeatId): void {
  const rings = ringsOn(ctx, province);
  for (const r of rings) {
    if (claimOntoProvinces(ctx, r.id, breaker, province.owner!))
      ctx.emit('ringTaken', { ring: r.id, element: printedElement(ctx, r), from: province.owner!, by: breaker, province: province.id });
  }
  if (rings.length > 0) ctx.call('l5rPlaceRings');
}

/**
 * Rule l5rPlaceRings: each claimed ring not yet on a province is placed, in player order; the
 * player chooses where when there is a choice.
 */
export function placeRings(ctx: RuleContext): void {
  for (const seat of ctx.seatsInPlayerOrder()) {
    const ring = claimedBy(ctx, seat.id).find((r) => r.data.province === undefined);
    if (!ring) continue;
    const places = ringPlaces(ctx, seat.id);
    if (places.length === 1) {
      placeRing(ctx, ring, places[0]);
      ctx.call('l5rPlaceRings');
      return;
    }
    ctx.ask(
      {
        seat: seat.id,
        kind: 'ringProvince',
        prompt: `Place the ${ring.name} on which of your provinces?`,
        options: places.map((p) => ({
          id: p.id,
          label: `${p.faceUp ? p.name : 'facedown province'} (${String(p.data.slot)})${
            ringsOn(ctx, p).length
              ? `, with ${ringsOn(ctx, p)
                  .map((r) => r.name)
                  .join(', ')}`
              : ''
          }`,
          card: p.id,
        })),
      },
      'l5rPlaceRing',
      { ring: ring.id },
    );
    return;
  }
}

/** Continuation: the ring goes on the chosen province; then the next ring waiting, if any. */
export function onPlaceRing(ctx: RuleContext): void {
  placeRing(ctx, ctx.card(String(ctx.data.ring)), ctx.card(String(ctx.answer)));
  ctx.call('l5rPlaceRings');
}

function placeRing(ctx: RuleContext, ring: CardInstance, province: CardInstance): void {
  ctx.changeCard(ring.id, { data: { province: province.data.slot as string } });
  ctx.emit('ringPlaced', { ring: ring.id, element: printedElement(ctx, ring), seat: province.owner!, province: province.id });
}

/** An eliminated player's rings, in its pool and on its provinces, go to the common pool (Enlightenment, "Player Elimination"). */
export function ringsToCommonPool(ctx: RuleContext, seat: SeatId): void {
  if (!personalPools(ctx.format)) return;
  const team = ctx.seat(seat).team;
  const claimed = ctx.team(team).seats.every((s) => ctx.seat(s).eliminated) ? cardsIn(ctx.state, `${team}.claimedRings`) : [];
  for (const r of [...cardsIn(ctx.state, personalPool(seat)), ...claimed]) returnRing(ctx, r.id, seat);
}
