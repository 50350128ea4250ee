// Cooperative mode, dynasty and draw phases: the deck triggers its warlord, plays its
// leftmost affordable characters with reinforcement fate; in the draw phase the players bid
// against a shadow number. (Filling its provinces and its fate: dynasty.ts, every mode.)
import type { CardInstance, DecisionOption, SeatId } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import type { ActionProvider } from '../../../core/rules-module.ts';
import { cardsIn, slotZone } from '../board.ts';
import { enterPlay } from '../changes.ts';
import { l5rAbilities } from '../abilities.ts';
import { useAbility } from '../../../core/ability/runtime.ts';
import { isShadowlands, playerCount, players, revealRandomizer, shadowlandsProvinces, shadowlandsSeat } from './faction.ts';
import { drawBids, revealedBids } from '../draw.ts';
import { warlordOf } from './figures.ts';

/** After collecting fate the deck triggers its warlord's ability, even out of play. */
export function triggerWarlord(ctx: RuleContext): void {
  const sl = shadowlandsSeat(ctx).id;
  const warlord = warlordOf(ctx);
  if (!warlord) return;
  const index = l5rAbilities(ctx, warlord).findIndex((a) => a.when === 'warlordTrigger');
  if (index >= 0) useAbility(ctx, sl, warlord, index);
}

/**
 * The deck's dynasty action: the character in the leftmost province it can pay for, the most
 * expensive first within a province, ties chosen by the players.
 */
function nextShadowlandsCharacters(ctx: RuleContext, sl: SeatId): CardInstance[] {
  const fate = ctx.counter(sl, 'fate');
  for (const p of shadowlandsProvinces(ctx)) {
    const affordable = cardsIn(ctx.state, slotZone(p)!).filter((c) => c.type === 'character' && Number(c.stats.cost ?? 0) <= fate);
    if (affordable.length === 0) continue;
    const top = Math.max(...affordable.map((c) => Number(c.stats.cost ?? 0)));
    return affordable.filter((c) => Number(c.stats.cost ?? 0) === top);
  }
  return [];
}

export const shadowlandsPlay: ActionProvider = {
  options(ctx, seat): DecisionOption[] {
    if (!isShadowlands(ctx, seat) || nextShadowlandsCharacters(ctx, seat).length === 0) return [];
    return [{ id: 'shadowlandsPlay', label: 'Play the leftmost character the deck can afford' }];
  },
  perform(ctx, seat) {
    const candidates = nextShadowlandsCharacters(ctx, seat);
    if (candidates.length === 1) return playShadowlandsCharacter(ctx, seat, candidates[0]);
    ctx.choose(
      {
        seat,
        kind: 'shadowlandsCharacter',
        prompt: 'Which of the equally expensive characters does the deck play?',
        options: candidates.map((c) => ({ id: c.id, label: c.name, card: c.id })),
      },
      'slPlayChosen',
      { seat },
    );
  },
};

export function onShadowlandsCharacterChosen(ctx: RuleContext): void {
  playShadowlandsCharacter(ctx, ctx.data.seat as SeatId, ctx.card(ctx.answer as string));
}

/** Pay its cost; it enters the deck's home with its reinforcement number in fate from the general pool. */
export function playShadowlandsCharacter(ctx: RuleContext, sl: SeatId, card: CardInstance): void {
  ctx.addCounter(sl, 'fate', -Number(card.stats.cost ?? 0), { text: 'the deck plays {card}', card: card.id });
  enterPlay(ctx, card, { seat: sl, controller: sl, fate: Number(card.stats.reinforcement ?? 0), intoConflict: false });
}

/**
 * Draw phase: the top card of the deck's conflict deck is discarded; each player above its
 * shadow number loses the difference in honor, each below gains it; each draws its bid; the
 * deck gains the shadow number in fate per player.
 */
export function resolveShadowBids(ctx: RuleContext): void {
  const bids = revealedBids(ctx);
  const card = revealRandomizer(ctx, 'honor bids');
  const shadow = Number(card?.stats.shadowNumber ?? 0);
  for (const p of players(ctx)) {
    const diff = (bids[p.id] ?? 0) - shadow;
    if (diff !== 0) ctx.addCounter(p.id, 'honor', -diff, 'honor bid against the shadow number');
  }
  drawBids(ctx, bids);
  ctx.addCounter(shadowlandsSeat(ctx).id, 'fate', shadow * playerCount(ctx), 'shadow number in the draw phase');
}
