// Gold (BASE-RULES §2): a cost is paid by bowing the stronghold and holdings for the gold they
// produce; gold left over from a payment is lost. The player chooses which cards to bow among
// the payments that waste nothing they need not: no card in one could be left unbowed.
import type { CardId, CardInstance, Json, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { goldProduction, producersOf } from './board.ts';
import { bow } from './changes.ts';

type Board = Parameters<typeof producersOf>[0];

/**
 * Payments are listed from this many producers at most (2^n sets to look through): the most
 * productive ones, which any payment can be made of; a cost only more of them cover is paid
 * with the most productive first.
 */
const MAX_PRODUCERS = 10;

/**
 * The ways `seat` can pay `cost` now: sets of its unbowed producers whose gold covers it, each
 * minimal (dropping any card falls short), least gold wasted first, each in table order.
 */
export function payments(state: Board, seat: SeatId, cost: number): CardInstance[][] {
  if (cost <= 0) return [[]];
  const all = producersOf(state, seat);
  const producers = [...all].sort((a, b) => goldProduction(state, b) - goldProduction(state, a)).slice(0, MAX_PRODUCERS);
  const inTableOrder = (set: CardInstance[]) => all.filter((c) => set.includes(c));
  const found: CardInstance[][] = [];
  for (let mask = 1; mask < 1 << producers.length; mask++) {
    const set = producers.filter((_, i) => mask & (1 << i));
    const gold = total(state, set);
    if (gold >= cost && set.every((c) => gold - goldProduction(state, c) < cost)) found.push(inTableOrder(set));
  }
  if (found.length === 0 && total(state, all) >= cost) found.push(inTableOrder(mostProductiveCovering(state, all, cost)));
  return found.sort((a, b) => total(state, a) - total(state, b) || a.length - b.length);
}

/** The most productive producers, one by one, until they cover the cost. */
function mostProductiveCovering(state: Board, producers: CardInstance[], cost: number): CardInstance[] {
  const chosen: CardInstance[] = [];
  for (const c of [...producers].sort((a, b) => goldProduction(state, b) - goldProduction(state, a))) {
    if (total(state, chosen) >= cost) break;
    chosen.push(c);
  }
  return chosen;
}

const total = (state: Board, cards: CardInstance[]) => cards.reduce((n, c) => n + goldProduction(state, c), 0);

export const canAfford = (state: Board, seat: SeatId, cost: number) => payments(state, seat, cost).length > 0;

/**
 * Pay `cost` for card `what`, then run rule `then` with `data`: with one way to pay, at once;
 * with several, the player chooses which cards to bow.
 */
export function payGold(ctx: RuleContext, seat: SeatId, cost: number, what: CardId, then: string, data: Record<string, Json>): void {
  const ways = payments(ctx.state, seat, cost);
  if (ways.length === 1) {
    bowFor(ctx, seat, ways[0], cost, what);
    ctx.call(then, data);
    return;
  }
  ctx.ask(
    {
      seat,
      kind: 'payGold',
      prompt: `Pay ${cost} gold for ${ctx.card(what).name}: bow which cards?`,
      options: ways.map((set) => ({
        id: set.map((c) => c.id).join('+'),
        label: `${set.map((c) => c.name).join(' + ')} (${total(ctx.state, set)} gold)`,
      })),
    },
    'ccgPaid',
    { seat, cost, what, then, data },
  );
}

/** Continuation: the chosen cards bow, then the paid-for rule runs. */
export function onPaid(ctx: RuleContext): void {
  const { seat, cost, what, then, data } = ctx.data as {
    seat: SeatId;
    cost: number;
    what: CardId;
    then: string;
    data: Record<string, Json>;
  };
  bowFor(
    ctx,
    seat,
    String(ctx.answer)
      .split('+')
      .map((id) => ctx.card(id)),
    cost,
    what,
  );
  ctx.call(then, data);
}

function bowFor(ctx: RuleContext, seat: SeatId, cards: CardInstance[], cost: number, what: CardId): void {
  if (cards.length === 0) return;
  const gold = total(ctx.state, cards);
  for (const c of cards) bow(ctx, c);
  ctx.emit('goldPaid', { seat, cost, gold, cards: cards.map((c) => c.id), for: what, forName: ctx.card(what).name });
}
