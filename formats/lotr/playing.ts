// Playing cards and taking actions (BASE-RULES §4; Shadow phase: "Perform Shadow actions",
// "Playing Shadow cards"). The Free Peoples player plays its side's cards in the fellowship
// phase, adding each card's twilight cost to the pool; a Shadow player plays its side's cards
// in its own Shadow phase, removing the cost from the one pool every Shadow player shares, with
// the roaming penalty for a minion played to a site below its site number. Events and card
// actions of a phase's timing are taken in that phase's window, each seat with its side's cards.
// A cost paid by exerting a character is one option per character that could pay it — another
// Shadow player's minion among them ("You may use (and exert) another player's character").
import type { CardInstance, DecisionOption, SeatId } from '../../core/types.ts';
import { RuleError, type RuleContext } from '../../core/context.ts';
import type { ActionProvider } from '../../core/rules-module.ts';
import { cardsIn } from '../../core/zones.ts';
import { isUnique } from '../../core/card-index.ts';
import { abilitiesOf, paymentChoices, usable, useAbility, wordOf, type Payment } from '../../core/ability/runtime.ts';
import type { Ability } from '../../cards/schema/card-schema.ts';
import { ATTACHABLE, cardsInPlayOf, companionsOf, freePeoples, isRoaming, minionsOf, playsOn, shadowCost, sideOf } from './board.ts';
import { addTwilight, removeTwilight } from './changes.ts';
import { sources } from './vocabulary.ts';

const pool = (ctx: RuleContext) => ctx.counter('table', 'twilight');

/** The side `seat` plays this turn: the Free Peoples (the active fellowship) or the Shadow. */
export const sideOfSeat = (ctx: RuleContext, seat: SeatId) => (freePeoples(ctx.state) === seat ? 'free' : 'shadow');

/** Twilight a Shadow ability's own costs remove, beside the card's. */
function removedByCosts(ability: Ability): number {
  return (ability.cost ?? []).reduce((n, entry) => (wordOf(entry)[0] === 'removeTwilight' ? n + Number(wordOf(entry)[1]) : n), 0);
}

/** The twilight `seat` pays to play `card` now: added for the Free Peoples, removed (with any roaming penalty) for a Shadow player. */
export const playCost = (ctx: RuleContext, seat: SeatId, card: CardInstance) =>
  sideOfSeat(ctx, seat) === 'free' ? Number(card.stats.cost ?? 0) : shadowCost(ctx, card);

/** Can a Shadow player pay `twilight` more from the pool (a Free Peoples cost is added, never short)? */
const affordable = (ctx: RuleContext, seat: SeatId, twilight: number) => sideOfSeat(ctx, seat) === 'free' || twilight <= pool(ctx);

/** Pay a card's twilight: the Free Peoples add it to the pool, a Shadow player removes it. */
function payTwilight(ctx: RuleContext, seat: SeatId, twilight: number, card: CardInstance): void {
  if (sideOfSeat(ctx, seat) === 'free') addTwilight(ctx, seat, twilight, { text: 'played {card}', card: card.id });
  else removeTwilight(ctx, seat, twilight, { text: 'played {card}', card: card.id });
}

const paymentId = (payment: Payment) =>
  Object.entries(payment)
    .map(([i, id]) => `${i}=${id}`)
    .join(',');

function parsePayment(text: string | undefined): Payment {
  if (!text) return {};
  return Object.fromEntries(
    text
      .split(',')
      .map((pair) => pair.split('=') as [string, string])
      .map(([i, id]) => [Number(i), id]),
  );
}

/** " (exerting Orc Scout, p3's)": whose character a cost is paid with, for the option's label. */
function paymentLabel(ctx: RuleContext, seat: SeatId, payment: Payment): string {
  const cards = Object.values(payment).map((id) => ctx.card(id));
  if (cards.length === 0) return '';
  return ` (exerting ${cards.map((c) => (c.owner === seat ? c.name : `${c.name}, ${c.owner}'s`)).join(' and ')})`;
}

/** One option per way to pay each usable action of `timing`: abilities of `seat`'s cards of its side, and events from hand. */
export function timedOptions(ctx: RuleContext, seat: SeatId, timing: string): DecisionOption[] {
  const side = sideOfSeat(ctx, seat);
  const options: DecisionOption[] = [];
  const offer = (kind: string, card: CardInstance, i: number, ability: Ability, price: number, what: string) => {
    if (!affordable(ctx, seat, price + removedByCosts(ability)) || !usable(ctx, card, i, seat)) return;
    for (const payment of paymentChoices(ctx, card, seat, ability)) {
      // Whose characters pay, so the table can show a cost paid with another player's.
      options.push({
        id: `${kind}:${card.id}:${i}:${paymentId(payment)}`,
        label: `${what}${paymentLabel(ctx, seat, payment)}`,
        card: card.id,
        data: { payWith: Object.values(payment) },
      });
    }
  };
  for (const card of sources(ctx, seat)) {
    if (sideOf(ctx, card) !== side) continue;
    abilitiesOf(ctx, card).forEach((a, i) => {
      if (a.type === 'action' && a.timing === timing) offer('ability', card, i, a, 0, `${card.name}: ${a.text ?? 'action'}`);
    });
  }
  for (const card of cardsIn(ctx.state, `${seat}.hand`)) {
    if (card.type !== 'event' || sideOf(ctx, card) !== side) continue;
    const i = abilitiesOf(ctx, card).findIndex((a) => a.type === 'action' && a.timing === timing);
    if (i < 0) continue;
    const a = abilitiesOf(ctx, card)[i];
    const price = playCost(ctx, seat, card);
    offer('event', card, i, a, price, `Play ${card.name} (${price} twilight): ${a.text ?? ''}`);
  }
  return options;
}

/** Where `card` from `seat`'s hand may be played now: `[bearer or null]` for each place it may go. */
function placements(ctx: RuleContext, seat: SeatId, card: CardInstance): (CardInstance | null)[] {
  const side = sideOfSeat(ctx, seat);
  if (sideOf(ctx, card) !== side) return [];
  if (isUnique(ctx.format, card) && cardsInPlayOf(ctx.state, seat).some((c) => c.name === card.name)) return [];
  if (side === 'free') {
    if (card.type === 'companion' || card.type === 'ally') return [null];
    if (!ATTACHABLE.includes(card.type)) return [];
    return playsOn(ctx, card) === 'support' ? [null] : playsOn(ctx, card) === 'companion' ? companionsOf(ctx.state, seat) : [];
  }
  if (card.type === 'minion') return [null];
  if (!ATTACHABLE.includes(card.type)) return [];
  // "A Shadow player cannot play a Shadow artifact, condition, or possession on another Shadow
  // player's minion, or to another player's support area": its own minions, its own support area.
  switch (playsOn(ctx, card)) {
    case 'minion':
      return minionsOf(ctx.state, seat);
    case 'support':
      return [null];
    case 'companion': {
      const fp = freePeoples(ctx.state);
      return fp ? companionsOf(ctx.state, fp) : [];
    }
    default:
      return [];
  }
}

/** Cards `seat` may play from hand now, one option per place each may go. */
export function playOptions(ctx: RuleContext, seat: SeatId): DecisionOption[] {
  const options: DecisionOption[] = [];
  for (const card of cardsIn(ctx.state, `${seat}.hand`)) {
    if (card.type === 'event') continue;
    const price = playCost(ctx, seat, card);
    if (!affordable(ctx, seat, price)) continue;
    const roaming = card.type === 'minion' && isRoaming(ctx, card) ? ', roaming' : '';
    for (const bearer of placements(ctx, seat, card)) {
      options.push({
        id: bearer ? `play:${card.id}:${bearer.id}` : `play:${card.id}`,
        label: `Play ${card.name}${bearer ? ` on ${bearer.name}` : ''} (${price} twilight${roaming})`,
        card: card.id,
      });
    }
  }
  return options;
}

/** Play a card from hand: pay its twilight, and put it where it plays. */
function playCard(ctx: RuleContext, seat: SeatId, card: CardInstance, bearerId: string | undefined): void {
  const bearer = placements(ctx, seat, card).find((b) => (b ? b.id === bearerId : bearerId === undefined));
  if (bearer === undefined) throw new RuleError(`${card.name} can't be played there now`);
  const twilight = playCost(ctx, seat, card);
  const roaming = card.type === 'minion' && isRoaming(ctx, card);
  payTwilight(ctx, seat, twilight, card);
  if (bearer) {
    ctx.moveCard(card.id, bearer.zone, { faceUp: true });
    ctx.changeCard(card.id, { data: { attachedTo: bearer.id } });
  } else {
    const zone = card.type === 'minion' ? 'minions' : card.type === 'companion' ? 'fellowship' : 'support';
    ctx.moveCard(card.id, `${seat}.${zone}`, { faceUp: true });
  }
  const played = ctx.card(card.id);
  if (played.type === 'minion')
    ctx.emit('minionPlayed', {
      ...ctx.cardRef(played),
      seat,
      twilight,
      roaming,
      penalty: roaming ? ctx.num({ param: 'roamingPenalty' }) : 0,
    });
  else ctx.emit('cardPlayed', { ...ctx.cardRef(played), seat, twilight, on: bearer?.id ?? null });
}

/** Take an option of playOptions or timedOptions. */
function perform(ctx: RuleContext, seat: SeatId, option: DecisionOption): void {
  const [kind, id, rest, payment] = option.id.split(':');
  const card = ctx.card(id);
  if (kind === 'play') return playCard(ctx, seat, card, rest);
  const index = Number(rest);
  if (kind === 'ability') return useAbility(ctx, seat, card, index, parsePayment(payment));
  if (kind !== 'event') throw new RuleError(`unknown action ${option.id}`);
  const twilight = playCost(ctx, seat, card);
  payTwilight(ctx, seat, twilight, card);
  ctx.moveCard(card.id, `${seat}.discard`, { faceUp: true });
  ctx.emit('eventPlayed', { ...ctx.cardRef(ctx.card(card.id)), seat, twilight });
  useAbility(ctx, seat, ctx.card(card.id), index, parsePayment(payment));
}

/** A phase's window action: actions of its timing, and in the fellowship and Shadow phases cards played from hand. */
function windowAction(timing: string, plays: boolean): ActionProvider {
  return {
    options: (ctx, seat) => [...(plays ? playOptions(ctx, seat) : []), ...timedOptions(ctx, seat, timing)],
    perform,
  };
}

export const fellowshipAction = windowAction('fellowship', true);
export const shadowAction = windowAction('shadow', true);
export const maneuverAction = windowAction('maneuver', false);
export const archeryAction = windowAction('archery', false);
export const skirmishAction = windowAction('skirmish', false);
export const regroupAction = windowAction('regroup', false);
