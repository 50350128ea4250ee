// The Shadowlands faction in every mode (Under Fu Leng's Shadow, "Shadowlands Faction"):
// who the deck is, its randomizer cards, its setup, and breaking its provinces.
import type { CardInstance, SeatId, SeatState } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import { RuleError } from '../../../core/context.ts';
import { moduleRecord } from '../../../core/module-state.ts';
import { numParam, provincesOf } from '../board.ts';
import { taint } from '../changes.ts';
import { l5rState } from '../state.ts';

export function shadowlandsSeat(ctx: RuleContext): SeatState {
  const seat = ctx.state.seats.find((s) => s.role === 'shadowlands');
  if (!seat) throw new RuleError(`${ctx.format.id} has no Shadowlands seat`);
  return seat;
}

export const isShadowlands = (ctx: RuleContext, seat: SeatId) => ctx.seat(seat).role === 'shadowlands';

export function players(ctx: RuleContext): SeatState[] {
  return ctx.seatsInPlayerOrder().filter((s) => s.role === 'player');
}

/** The per-player icon: non-Shadowlands players in the game (they are never eliminated). */
export const playerCount = (ctx: RuleContext) => ctx.state.seats.filter((s) => s.role === 'player').length;

export function isSkirmish(ctx: RuleContext): boolean {
  return ctx.state.options.board === 'skirmish';
}

/**
 * The top card of the Shadowlands conflict deck, discarded to serve as a randomizer (shadow
 * number and element). An empty deck is reshuffled from the discard pile, with no honor lost.
 */
export function revealRandomizer(ctx: RuleContext, purpose: string): CardInstance | null {
  const sl = shadowlandsSeat(ctx).id;
  if (ctx.zone(`${sl}.conflictDeck`).length === 0) reshuffleShadowlandsConflictDeck(ctx);
  const deck = ctx.zone(`${sl}.conflictDeck`);
  if (deck.length === 0) return null;
  const card = ctx.card(deck[deck.length - 1]);
  ctx.moveCard(card.id, `${sl}.conflictDiscard`, { faceUp: true });
  noteRandomizer(ctx, ctx.card(card.id), purpose, `${sl}.conflictDeck`);
  return card;
}

/**
 * A conflict card the deck turned as a randomizer. It keeps the card's definition, not its
 * id: the card goes back into the deck at a reshuffle.
 */
export interface Randomizer {
  def: string;
  name: string;
  /** What it was turned for (honor bids, conflict declaration, conflict action, duel). */
  purpose: string;
  shadowNumber: number | null;
  shadowElement: string | null;
  /** Turned for its conflict action and played (a character, an attachment, an event). */
  played: boolean;
}

/** The Shadowlands module's own state: the randomizer it turned last, so tables show it as of any state. */
export const shadowlandsState = moduleRecord('shadowlands', () => ({ lastRandomizer: null as Randomizer | null }));

/**
 * A conflict card turned by the deck, shown to everyone: announced where it is (`zone`: the
 * discard pile it was turned onto, or still the top of the deck while the deck's conflict action
 * decides where it goes), with `from`, the deck it was turned from; kept as the last randomizer.
 */
export function noteRandomizer(ctx: RuleContext, card: CardInstance, purpose: string, from: string): void {
  const shadow = {
    shadowNumber: typeof card.stats.shadowNumber === 'number' ? card.stats.shadowNumber : null,
    shadowElement: typeof card.stats.shadowElement === 'string' ? card.stats.shadowElement : null,
  };
  shadowlandsState.write(ctx.state).lastRandomizer = { def: card.def, name: card.name, purpose, ...shadow, played: false };
  ctx.emit('randomizerRevealed', { ...ctx.cardRef(card), faceUp: true, from, purpose, ...shadow });
}

export function reshuffleShadowlandsConflictDeck(ctx: RuleContext): void {
  const sl = shadowlandsSeat(ctx).id;
  for (const id of [...ctx.zone(`${sl}.conflictDiscard`)]) ctx.moveCard(id, `${sl}.conflictDeck`, { faceUp: false });
  ctx.shuffle(`${sl}.conflictDeck`);
}

/**
 * The Shadowlands deck: warlord out of play, five provinces facedown in random order, empty
 * and tainted (tokens in skirmish), shuffled decks, no hand.
 */
export function setupShadowlands(ctx: RuleContext, seat: SeatId, deckId: string): void {
  l5rState.write(ctx.state).neverRefill.push(seat);
  const deck = ctx.format.decks[deckId];
  if (!deck) throw new RuleError(`no Shadowlands deck "${deckId}" (decks: ${Object.keys(ctx.format.decks).join(', ')})`);
  const n = playerCount(ctx);
  const provinces: CardInstance[] = [];
  for (const { card, count } of deck.cards) {
    const def = ctx.format.cardDefs[card];
    for (let k = 0; k < count; k++) {
      if (def.type === 'warlord') ctx.createCard(warlordSide(ctx, card), seat, `${seat}.warlord`, true);
      else if (def.type === 'province') {
        if (isSkirmish(ctx)) continue;
        const p = ctx.createCard(card, seat, `${seat}.provinces`, false);
        ctx.changeCard(p.id, { stats: { strength: Number(def.stats?.strength ?? 0) + Number(def.stats?.strengthPerPlayer ?? 0) * n } });
        provinces.push(p);
      } else ctx.createCard(card, seat, `${seat}.${def.side === 'conflict' ? 'conflictDeck' : 'dynastyDeck'}`, false);
    }
  }
  if (isSkirmish(ctx)) {
    for (let i = 0; i < 5; i++) {
      const token = ctx.createCard('province-token', seat, `${seat}.provinces`, true);
      ctx.changeCard(token.id, { stats: { strength: numParam(ctx, 'provinceTokenStrength') } });
      provinces.push(token);
    }
  }
  for (let i = provinces.length - 1; i > 0; i--) {
    const j = ctx.random(0, i);
    [provinces[i], provinces[j]] = [provinces[j], provinces[i]];
  }
  provinces.forEach((p, i) => {
    ctx.changeCard(p.id, { data: { slot: `province${i + 1}` } });
    taint(ctx, p);
  });
  ctx.orderZone(
    `${seat}.provinces`,
    provinces.map((p) => p.id),
  );
  ctx.shuffle(`${seat}.dynastyDeck`);
  ctx.shuffle(`${seat}.conflictDeck`);
}

/**
 * "Warlords": "Warlord cards have two sides: one that is used during cooperative play and one
 * that is used during challenge play." A deck lists its warlord by one side; the format's
 * `warlordSide` picks the card of the same name for its mode.
 */
function warlordSide(ctx: RuleContext, listed: string): string {
  const side = String(ctx.param('warlordSide'));
  const def = ctx.format.cardDefs[listed];
  if (def.side === side) return listed;
  const other = Object.entries(ctx.format.cardDefs).find(([, d]) => d.type === 'warlord' && d.name === def.name && d.side === side);
  if (!other) throw new RuleError(`the warlord ${def.name} has no ${side} side in the card sets of ${ctx.format.id}`);
  return other[0];
}

/** Shadowlands provinces left to right. */
export function shadowlandsProvinces(ctx: RuleContext): CardInstance[] {
  return provincesOf(ctx.state, shadowlandsSeat(ctx).id);
}
