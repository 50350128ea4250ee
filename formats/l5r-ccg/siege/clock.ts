// The clock (Siege: Heart of Darkness, "Clock cards"): the Challenge player's clock deck, the
// Hour of the Serpent at its bottom under the eleven others shuffled. At the start of each of its
// turns, before straightening, the Challenge player turns the top card onto the clock discard
// pile, whose order never changes; the card on top is the one in play. The threat level is the
// number of cards in that pile; a clock card's numbered traits (persistent abilities with
// `threatAtLeast: N`) apply, and its numbered abilities may be used, only at or above their
// number. The Rokugani discard clock cards (a Challenge province destroyed in battle, the
// Imperial District's action): such a card has no effect and does not resolve — it goes under
// the clock discard pile, counting toward the threat level ("the number of Clock cards in the
// discard pile") without ever being in play (param `discardedClockCountsTowardThreat` off: it
// leaves the game). The final card (`finalHour`: the Hour of the
// Serpent) is never discarded so.
import type { CardInstance, SeatId } from '../../../core/types.ts';
import type { ResolvedFormat } from '../../../core/format.ts';
import { RuleError, type RuleContext } from '../../../core/context.ts';
import { abilitiesOf, conditionsHold } from '../../../core/ability/runtime.ts';
import { createDeck } from '../../../core/decks.ts';
import { cardsIn } from '../../../core/zones.ts';
import { isActive } from '../../../core/seats.ts';
import { ccgState, type TraitInForce } from '../state.ts';
import { moduleRecord } from '../../../core/module-state.ts';

type Board = Pick<RuleContext['state'], 'zones' | 'cards' | 'seats'>;

/**
 * How many final hours lie at the bottom of each clock deck (public: they were put there at
 * setup). Whether a card can be discarded is read from the deck's count against it, never from
 * the hidden top card.
 */
const siegeClock = moduleRecord<{ finalHours: Record<SeatId, number>; [k: string]: Record<SeatId, number> }>('siegeClock', () => ({
  finalHours: {},
}));

const DECK = 'clockDeck';
const PILE = 'clockDiscard';
const REMOVED = 'clockRemoved';

/** The seats with a clock (the Challenge player). */
export const clockSeats = (state: Board): SeatId[] => state.seats.filter((s) => `${s.id}.${DECK}` in state.zones).map((s) => s.id);

/** The threat level: cards in the clock discard pile. */
export function threatLevel(state: Board): number {
  return clockSeats(state).reduce((n, seat) => n + cardsIn(state, `${seat}.${PILE}`).length, 0);
}

/** A discarded clock card, under the pile: it never comes into play. */
const DISCARDED = 'discarded';

/** The clock card in play: the top of the clock discard pile, if it was turned there (not discarded). */
export function clockInPlay(state: Board, seat: SeatId): CardInstance | undefined {
  const top = cardsIn(state, `${seat}.${PILE}`).at(-1);
  return top && !top.status.includes(DISCARDED) ? top : undefined;
}

const isFinalHour = (ctx: RuleContext, card: CardInstance) => (ctx.format.cardDefs[card.def] as { finalHour?: boolean }).finalHour === true;

/** Setup: the clock deck the `clockDeck` param names, shuffled, its final hour at the bottom. */
export function setupClock(ctx: RuleContext): void {
  const deckId = String(ctx.param('clockDeck'));
  checkClockDeck(ctx, deckId);
  for (const seat of clockSeats(ctx.state)) {
    const cards = createDeck(ctx, seat, deckId, () => ({ zone: DECK, faceUp: false }));
    const final = cards.filter((c) => isFinalHour(ctx, c));
    siegeClock.write(ctx.state).finalHours[seat] = final.length;
    for (const c of final) ctx.moveCard(c.id, `${seat}.${REMOVED}`, { faceUp: true });
    ctx.shuffle(`${seat}.${DECK}`);
    // The bottom of a pile is its first card.
    for (const c of final) ctx.moveCard(c.id, `${seat}.${DECK}`, { faceUp: false, index: 0 });
  }
}

/** A clock deck is clock cards, with a final hour (without one, the Challenge player could never lose). */
function checkClockDeck(ctx: RuleContext, deckId: string): void {
  const deck = Object.hasOwn(ctx.format.decks, deckId) ? ctx.format.decks[deckId] : undefined;
  if (!deck) throw new RuleError(`no clock deck "${deckId}" in the card sets of ${ctx.format.id} (param clockDeck)`);
  const defs = deck.cards.map(({ card }) => ctx.format.cardDefs[card] as { name: string; type: string; finalHour?: boolean });
  const strays = defs.filter((d) => d.type !== 'clock').map((d) => d.name);
  if (strays.length > 0)
    throw new RuleError(`deck "${deckId}" (param clockDeck) holds cards that are no clock cards: ${strays.join(', ')}`);
  if (!defs.some((d) => d.finalHour))
    throw new RuleError(
      `clock deck "${deckId}" (param clockDeck) has no final hour (a clock card with finalHour: true, the Hour of the Serpent)`,
    );
}

/** The document's clock deck: "the Hour of the Serpent" at the bottom of "the other eleven cards". */
const CLOCK_CARDS = 11;

/**
 * A clock deck that plays but isn't the document's shape (one final hour under eleven clock cards):
 * the threat level runs to another number at the Hour, and traits numbered past its cards never
 * apply. What a designer should hear before comparing it with others.
 */
export function clockDeckWarnings(format: ResolvedFormat, deckId: string): string[] {
  const deck = format.decks[deckId];
  const defs = (deck?.cards ?? []).flatMap(({ card, count }) =>
    Array.from({ length: count ?? 1 }, () => format.cardDefs[card] as { type: string; finalHour?: boolean } | undefined),
  );
  if (defs.length === 0 || !defs.every((d) => d?.type === 'clock')) return [];
  const finals = defs.filter((d) => d!.finalHour).length;
  const others = defs.length - finals;
  if (finals === 1 && others === CLOCK_CARDS) return [];
  return [
    `clock deck "${deckId}" holds ${others} clock card${others === 1 ? '' : 's'} and ${finals} final hour${finals === 1 ? '' : 's'}; ` +
      `the document's is the Hour of the Serpent under eleven others, so the threat level reaches ${others + Math.min(finals, 1)} at the Hour`,
  ];
}

/** Rule siegeRevealClock: at the start of the Challenge player's turn, the top clock card turns onto the pile. */
export function revealClock(ctx: RuleContext): void {
  for (const seat of clockSeats(ctx.state)) {
    if (!isActive(ctx.state, seat)) continue;
    const top = cardsIn(ctx.state, `${seat}.${DECK}`).at(-1);
    if (!top) continue;
    ctx.moveCard(top.id, `${seat}.${PILE}`, { faceUp: true });
    ctx.emit('clockRevealed', { ...ctx.cardRef(top), seat, threat: threatLevel(ctx.state), final: isFinalHour(ctx, top) });
    refreshClock(ctx);
  }
}

/** Clock cards above the final hours: those the Rokugani may discard. */
const aboveFinalHours = (ctx: RuleContext, seat: SeatId) =>
  cardsIn(ctx.state, `${seat}.${DECK}`).length - (siegeClock.read(ctx.state).finalHours[seat] ?? 0);

/**
 * The Rokugani discard the top clock card(s): no effect, not resolved. The final hour is never
 * discarded this way: with only it left, nothing is.
 */
export function discardClock(ctx: RuleContext, n: number, why: string): void {
  for (const seat of clockSeats(ctx.state))
    for (let i = 0; i < n && aboveFinalHours(ctx, seat) > 0; i++) {
      const top = cardsIn(ctx.state, `${seat}.${DECK}`).at(-1)!;
      const counts = ctx.param('discardedClockCountsTowardThreat') === true;
      ctx.moveCard(top.id, `${seat}.${counts ? PILE : REMOVED}`, { faceUp: true, ...(counts ? { index: 0 } : {}) });
      ctx.changeCard(top.id, { addStatus: DISCARDED });
      ctx.emit('clockDiscarded', { ...ctx.cardRef(top), seat, why, threat: threatLevel(ctx.state) });
    }
  refreshClock(ctx);
}

/** May the Rokugani discard a clock card now (one left above the final hour)? */
export function clockDiscardable(ctx: RuleContext): boolean {
  return clockSeats(ctx.state).some((seat) => aboveFinalHours(ctx, seat) > 0);
}

/**
 * The traits in force: the clock card in play's persistent abilities whose numbers the threat
 * level reaches. Each trait that comes into force — its card turned into play, or the threat
 * reaching its number — is told (clockTraitInForce), for a designer's count of how often it did.
 */
export function refreshClock(ctx: RuleContext): void {
  const before = new Set(ccgState.read(ctx.state).traitSources ?? []);
  const traits: TraitInForce[] = [];
  const sources: string[] = [];
  for (const seat of clockSeats(ctx.state)) {
    const card = clockInPlay(ctx.state, seat);
    if (!card) continue;
    abilitiesOf(ctx, card).forEach((ability, index) => {
      if (ability.type !== 'persistent' || !conditionsHold(ctx, card, seat, ability.condition)) return;
      for (const entry of ability.effects)
        for (const [effect, value] of Object.entries(entry)) traits.push({ seat, effect, value: value as number | string });
      sources.push(`${card.id}:${index}`);
      if (before.has(`${card.id}:${index}`)) return;
      const threat = ability.condition?.find((c) => 'threatAtLeast' in c)?.threatAtLeast;
      ctx.emit('clockTraitInForce', {
        ...ctx.cardRef(card),
        seat,
        trait: `${card.name}${threat === undefined ? '' : ` ${String(threat)}`} — ${ability.text ?? ''}`,
        threat: threatLevel(ctx.state),
      });
    });
  }
  const record = ccgState.write(ctx.state);
  record.traits = traits;
  record.traitSources = sources;
}
