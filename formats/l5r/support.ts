// The support keyword (Under Fu Leng's Shadow, App. I): when a player plays a support card
// from hand, the other players of its team may help pay its fate cost. No one is obliged to
// help, the player need not accept help (it says how much it pays itself), and a card no one
// helps to pay for enough stays in hand with none of its costs paid. Opponents are not asked:
// in cooperative mode the only one is the Shadowlands deck, which acts by its own rules only.
import type { CardInstance, Json, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { l5rState } from './state.ts';
import { hasKeyword } from '../../core/card-index.ts';
import type { Reason } from '../../core/reason.ts';

interface SupportAttempt {
  card: string;
  seat: SeatId;
  /** How the card is played from hand once paid for: event, attach or character. */
  play: string;
  own: number;
  pledges: Record<SeatId, number>;
  asked: SeatId[];
  [k: string]: Json;
}

export const hasSupport = (ctx: RuleContext, card: CardInstance) => hasKeyword(ctx.format, card, 'support');

const costOf = (card: CardInstance) => Number(card.stats.cost ?? 0);
const total = (pledges: Record<SeatId, number>) => Object.values(pledges).reduce((a, b) => a + b, 0);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Teammates with fate who could help `seat` pay for `card`. */
function helpers(ctx: RuleContext, seat: SeatId, card: CardInstance): SeatId[] {
  if (!hasSupport(ctx, card)) return [];
  return ctx.teamOf(seat).seats.filter((s) => s !== seat && !ctx.seat(s).eliminated && ctx.counter(s, 'fate') > 0);
}

/** Fate `seat`'s teammates could add toward `card`'s fate cost (0 for a card without support). */
export function supportAvailable(ctx: RuleContext, seat: SeatId, card: CardInstance): number {
  return helpers(ctx, seat, card).reduce((n, s) => n + ctx.counter(s, 'fate'), 0);
}

/** Fate the player must keep for the card's other costs (an event's `payFate`); support covers only the card's cost. */
function reservedFate(ctx: RuleContext, card: CardInstance): number {
  const action = (ctx.format.cardDefs[card.def]?.abilities ?? []).find((a) => a.type === 'action');
  return card.type === 'event' && action
    ? (action.cost ?? []).reduce((n, c) => n + Number((c as { payFate?: number }).payFate ?? 0), 0)
    : 0;
}

/**
 * Play `card` from hand with the help of teammates, then continue with rule `l5rPlayFromHand`.
 * The player first says how much of the cost it pays itself; teammates are asked for the rest.
 */
export function playWithSupport(ctx: RuleContext, seat: SeatId, card: CardInstance, play: string): void {
  const help = supportAvailable(ctx, seat, card);
  const cost = costOf(card);
  if (help === 0 || cost === 0) return ctx.call('l5rPlayFromHand', { seat, play, card: card.id });
  const own = Math.min(cost, ctx.counter(seat, 'fate') - reservedFate(ctx, card));
  const options = range(Math.max(0, cost - help), own).map((n) => ({
    id: String(n),
    label: n === cost ? `All ${n} (no help)` : `${n}, and ask your teammates for ${cost - n}`,
  }));
  ctx.ask(
    { seat, kind: 'supportShare', prompt: `${card.name} has support: how much of its ${cost} fate do you pay yourself?`, options },
    'l5rSupportShare',
    { card: card.id, seat, play },
  );
}

export function onSupportShare(ctx: RuleContext): void {
  const { card, seat, play } = ctx.data as { card: string; seat: SeatId; play: string };
  askNextHelper(ctx, { card, seat, play, own: Number(ctx.answer), pledges: {}, asked: [] });
}

const stillNeeded = (card: CardInstance, p: SupportAttempt) => costOf(card) - p.own - total(p.pledges);

function askNextHelper(ctx: RuleContext, p: SupportAttempt): void {
  const card = ctx.card(p.card);
  const needed = stillNeeded(card, p);
  const next = needed > 0 ? helpers(ctx, p.seat, card).find((s) => !p.asked.includes(s)) : undefined;
  if (!next) return settle(ctx, p, needed);
  ctx.ask(
    {
      seat: next,
      kind: 'support',
      prompt: `${p.seat} plays ${card.name} (support): how much fate do you give toward it? (${needed} still needed)`,
      options: range(0, Math.min(needed, ctx.counter(next, 'fate'))).map((n) => ({ id: String(n), label: n === 0 ? 'None' : `${n} fate` })),
    },
    'l5rSupport',
    { ...p, asked: [...p.asked, next] },
  );
}

export function onSupport(ctx: RuleContext): void {
  const p = ctx.data as unknown as SupportAttempt;
  const n = Number(ctx.answer);
  askNextHelper(ctx, n > 0 ? { ...p, pledges: { ...p.pledges, [p.asked[p.asked.length - 1]]: n } } : p);
}

/** Enough pledged: the card is played and the pledges paid with its cost; else it stays in hand, nothing paid. */
function settle(ctx: RuleContext, p: SupportAttempt, needed: number): void {
  const card = ctx.card(p.card);
  if (needed > 0) {
    ctx.emit('supportFellShort', { ...ctx.cardRef(card), seat: p.seat, needed });
    return;
  }
  l5rState.write(ctx.state).support = { card: p.card, pledges: p.pledges };
  ctx.call('l5rPlayFromHand', { seat: p.seat, play: p.play, card: p.card });
}

/** Teammates' fate pledged toward `card` as it is being played (none for any other card). */
function pledgedFor(ctx: RuleContext, card: CardInstance): Record<SeatId, number> {
  const s = l5rState.read(ctx.state).support;
  return s?.card === card.id ? s.pledges : {};
}

/** Fate of the cost of `card` that the player pays itself (the rest was pledged). */
export function ownShare(ctx: RuleContext, card: CardInstance): number {
  return costOf(card) - total(pledgedFor(ctx, card));
}

/**
 * Pay `card`'s fate cost as `seat` plays it: the pledged support from teammates, the rest
 * (with `extra` fate of the player's own, e.g. placed on a character) from `seat`.
 */
export function payFateCost(ctx: RuleContext, seat: SeatId, card: CardInstance, reason: Reason, extra = 0): void {
  const own = ownShare(ctx, card) + extra;
  for (const [helper, n] of Object.entries(pledgedFor(ctx, card)))
    ctx.addCounter(helper, 'fate', -n, { text: 'supporting {card}', card: card.id });
  l5rState.write(ctx.state).support = null;
  if (own > 0) ctx.addCounter(seat, 'fate', -own, reason);
}
