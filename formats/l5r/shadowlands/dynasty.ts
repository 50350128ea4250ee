// The Shadowlands' dynasty phase in every mode (Under Fu Leng's Shadow, Cooperative Mode and
// Challenge Mode › "Shadowlands Provinces" and "Shadowlands Fate Collection"): its provinces
// dealt faceup at the start of the phase, its fate collected per player. And the setup of a
// table against the Shadowlands.
import type { RuleContext } from '../../../core/context.ts';
import { slotZone, strongholdOf } from '../board.ts';
import { secondPlayerFate, setupSeat, setupTable } from '../setup.ts';
import { deckList, fromStronghold } from '../../../core/decks.ts';
import { isShadowlands, players, setupShadowlands, shadowlandsProvinces, shadowlandsSeat } from './faction.ts';
import { l5rState } from '../state.ts';
import { dynastyCardsPerProvince, shadowlandsFate } from './figures.ts';

/**
 * The table against the Shadowlands: the players set up as normal, then the Shadowlands
 * (faction.ts); the Shadowlands team can't hold the Imperial Favor.
 */
export function setupAgainstTheShadowlands(ctx: RuleContext): void {
  setupTable(ctx);
  const decks = deckList(ctx);
  players(ctx).forEach((p, i) => setupSeat(ctx, p.id, decks[i % decks.length]));
  const sl = shadowlandsSeat(ctx);
  setupShadowlands(ctx, sl.id, String(ctx.param('warlord')));
  secondPlayerFate(ctx);
  l5rState.write(ctx.state).favorBarred = [sl.team];
}

/** Faceup cards on each Shadowlands province (figures.ts: how many), broken ones too, even if occupied. */
export function fillShadowlandsProvinces(ctx: RuleContext): void {
  const sl = shadowlandsSeat(ctx).id;
  const k = dynastyCardsPerProvince(ctx);
  for (const p of shadowlandsProvinces(ctx)) {
    for (let i = 0; i < k; i++) {
      const deck = ctx.zone(`${sl}.dynastyDeck`);
      if (deck.length === 0) return;
      ctx.moveCard(deck[deck.length - 1], slotZone(p)!, { faceUp: true });
    }
  }
}

/** Players collect as usual; the Shadowlands its warlord's fate per player (figures.ts). */
export function collectFate(ctx: RuleContext): void {
  for (const seat of ctx.seatsInPlayerOrder()) {
    if (isShadowlands(ctx, seat.id)) {
      ctx.addCounter(seat.id, 'fate', shadowlandsFate(ctx).perRound, 'Shadowlands fate collection');
    } else {
      ctx.addCounter(
        seat.id,
        'fate',
        fromStronghold(ctx, 'fatePerRound', strongholdOf(ctx.state, seat.id), 'fate'),
        'dynasty phase income',
      );
    }
  }
}
