// Dynasty phase (BASE-RULES §1.1): reveal provinces, collect fate, play characters from
// provinces with extra fate; the first team to pass gains fate; provinces refill facedown.
import type { CardInstance, DecisionOption, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import type { ActionProvider } from '../../core/rules-module.ts';
import { cardsIn, numParam, provincesOf, slotZone, strongholdOf } from './board.ts';
import { enterPlay } from './changes.ts';
import { uniqueAllowed } from './unique.ts';
import { ownShare, payFateCost } from './support.ts';
import { fromStronghold } from '../../core/decks.ts';
import { seatsInGame } from '../../core/seats.ts';

export function revealProvinces(ctx: RuleContext): void {
  for (const seat of ctx.state.seats) {
    for (const p of provincesOf(ctx.state, seat.id)) {
      const zone = slotZone(p);
      if (!zone) continue;
      for (const c of cardsIn(ctx.state, zone)) if (!c.faceUp) ctx.changeCard(c.id, { faceUp: true });
    }
  }
}

export function collectFate(ctx: RuleContext): void {
  for (const seat of ctx.seatsInPlayerOrder()) {
    ctx.addCounter(seat.id, 'fate', fromStronghold(ctx, 'fatePerRound', strongholdOf(ctx.state, seat.id), 'fate'), 'dynasty phase income');
  }
}

/** onFirstPass of the dynasty window: `current` is the team (or seat) that passed first. */
export function firstPassFate(ctx: RuleContext): void {
  const n = numParam(ctx, 'firstPassFate');
  if (n > 0) ctx.addCounter(ctx.seatRef('current'), 'fate', n, 'first to pass');
}

function playableFromProvinces(ctx: RuleContext, seat: SeatId): CardInstance[] {
  return provincesOf(ctx.state, seat)
    .map(slotZone)
    .flatMap((z) => (z ? cardsIn(ctx.state, z) : []))
    .filter(
      (c) => c.faceUp && c.type === 'character' && Number(c.stats.cost ?? 0) <= ctx.counter(seat, 'fate') && uniqueAllowed(ctx, seat, c),
    );
}

export const playCharacter: ActionProvider = {
  options(ctx, seat): DecisionOption[] {
    return playableFromProvinces(ctx, seat).map((c) => ({
      id: `play:${c.id}`,
      label: `Play ${c.name} (${c.stats.cost} fate)`,
      card: c.id,
    }));
  },
  perform(ctx, seat, option) {
    askExtraFate(ctx, seat, ctx.card(option.card!));
  },
};

/** After choosing a character to play: how much extra fate to put on it (0..what's left of the player's own). */
export function askExtraFate(ctx: RuleContext, seat: SeatId, card: CardInstance): void {
  const spare = ctx.counter(seat, 'fate') - ownShare(ctx, card);
  const options = Array.from({ length: spare + 1 }, (_, n) => ({ id: String(n), label: `${n} extra fate` }));
  ctx.ask({ seat, kind: 'extraFate', prompt: `${card.name}: how much fate to place on it?`, options }, 'l5rPlaceCharacter', {
    card: card.id,
    seat,
  });
}

/**
 * Continuation of askExtraFate. In a team game the player also chooses which teammate
 * controls the character (App. III); the fate comes from the player who plays it.
 */
export function placeCharacter(ctx: RuleContext): void {
  const { card: id, seat } = ctx.data as { card: string; seat: SeatId };
  const card = ctx.card(id);
  const extra = ctx.data.extra === undefined ? Number(ctx.answer) : Number(ctx.data.extra);
  const teammates = seatsInGame(ctx.state, ctx.seat(seat).team);
  if (ctx.data.extra === undefined && teammates.length > 1) {
    ctx.ask(
      {
        seat,
        kind: 'controller',
        prompt: `${card.name}: who controls it?`,
        options: teammates.map((s) => ({ id: s, label: s === seat ? `${s} (you)` : s })),
      },
      'l5rPlaceCharacter',
      { card: id, seat, extra },
    );
    return;
  }
  const controller = ctx.data.extra === undefined ? seat : String(ctx.answer);
  payFateCost(ctx, seat, card, { text: 'playing {card}', card: card.id }, extra);
  enterPlay(ctx, card, { seat, controller, fate: extra, intoConflict: true });
}
