// The AGoT card vocabulary (CARDS.md beside this file): the words an AGoT card set may write, for
// the core's ability runtime. Actions say when they are taken (`timing`): marshalling (in its
// player's marshalling), challenge (in a challenge's action window, by the two players in it) or
// any (both). Reactions answer the events the rules raise: a card entering play, a card coming
// out of Shadows, a won challenge. The loader refuses any other word.
import { Type } from '@sinclair/typebox';
import type { CardInstance, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import type {
  AbilityUse,
  ConditionWord,
  CostWord,
  EffectWord,
  FilterWord,
  TriggerWord,
  Vocabulary,
} from '../../core/ability/vocabulary.ts';
import { addLasting } from '../../core/ability/periods.ts';
import { persistentOnly } from '../../core/ability/common-words.ts';
import { cardsInForce, everyCardInPlay, hasShadowsCrest, isAttached, isParticipating, printedCost, totalPower } from './board.ts';
import { discardAtRandom, draw, gainPower, kill, kneel, stand, takeControl } from './changes.ts';
import { moveIntoShadows } from './shadows.ts';
import { agotState } from './state.ts';
import { CHALLENGE } from './challenges.ts';

export const TIMINGS = ['marshalling', 'challenge', 'any'];

const TRIGGERS: Record<string, TriggerWord> = {
  // This card was marshalled or otherwise put into play.
  enteredPlay: { event: 'enteredPlay', applies: (event, card) => event.card === card.id },
  // This card came out of Shadows (and is now in play).
  cameOutOfShadows: { event: 'cameOutOfShadows', applies: (event, card) => event.card === card.id },
  // Its controller won a challenge (with condition participating: this card took part).
  youWonChallenge: { event: 'challengeWon', applies: (event, _card, seat) => event.seat === seat },
};

const CONDITIONS: Record<string, ConditionWord> = {
  participating: (ctx, card, _seat, value) => isParticipating(ctx.state, card) === value,
  challengeType: (ctx, _card, _seat, value) => agotState.read(ctx.state).challenge?.type === value,
  powerAtLeast: (ctx, _card, seat, value) => totalPower(ctx, seat) >= Number(value),
};

const COSTS: Record<string, CostWord> = {
  kneelSelf: { canPay: (_ctx, card) => !card.turned, pay: (ctx, card) => kneel(ctx, card) },
  payGold: {
    canPay: (ctx, _card, seat, value) => ctx.counter(seat, 'gold') >= Number(value),
    pay: (ctx, card, seat, value) => ctx.addCounter(seat, 'gold', -Number(value), { text: 'paid for {card}', card: card.id }),
  },
};

const FILTERS: Record<string, FilterWord> = {
  side: (_ctx, t, value, { seat }) => (value === 'own' ? t.controller === seat : value === 'opponent' ? t.controller !== seat : true),
  standing: (_ctx, t, value) => !value || !t.turned,
  knelt: (_ctx, t, value) => !value || t.turned,
  participating: (ctx, t, value) => isParticipating(ctx.state, t) === value,
  maxPrintedCost: (_ctx, t, value) => printedCost(t) <= Number(value),
  shadowsCrest: (_ctx, t, value) => hasShadowsCrest(t) === value,
  notSelf: (_ctx, t, value, { source }) => !value || t.id !== source.id,
};

/** Faceup cards of a type in play (not attached to another). */
const ofType = (ctx: RuleContext, type: string) => everyCardInPlay(ctx.state).filter((c) => c.type === type && c.faceUp && !isAttached(c));

function onTarget(use: AbilityUse, apply: (t: CardInstance) => unknown): void {
  if (use.target) apply(use.target);
}

const amount = (value: unknown) => Number(value);
const checkAmount = (value: unknown) => (Number.isInteger(value) ? undefined : 'a whole number');

const EFFECTS: Record<string, EffectWord> = {
  draw: { check: checkAmount, resolve: (ctx, use, value) => draw(ctx, use.seat, amount(value)) },
  gainGold: { check: checkAmount, resolve: (ctx, use, value) => ctx.addCounter(use.seat, 'gold', amount(value), use.source.name) },
  gainPower: { check: checkAmount, resolve: (ctx, use, value) => gainPower(ctx, use.seat, amount(value), use.source.name) },
  kneel: { resolve: (ctx, use) => onTarget(use, (t) => kneel(ctx, t)), changes: (_ctx, t) => !t.turned },
  stand: { resolve: (ctx, use) => stand(ctx, use.target ?? use.source), changes: (_ctx, t) => t.turned },
  kill: { resolve: (ctx, use) => onTarget(use, (t) => kill(ctx, t, { text: 'killed by {card}', card: use.source.id })) },
  modifyStrength: {
    check: checkAmount,
    resolve: (ctx, use, value) => {
      const card = use.target ?? use.source;
      addLasting(ctx, card, { modifyStrength: amount(value) }, CHALLENGE);
      ctx.emit('strengthModified', { ...ctx.cardRef(card), amount: amount(value) });
    },
  },
  // Shadows: "If a card is moved into Shadows by a card effect ... facedown in its controller's Shadows area."
  returnToShadows: {
    resolve: (ctx, use) => onTarget(use, (t) => moveIntoShadows(ctx, t)),
    changes: (_ctx, t) => hasShadowsCrest(t) && t.owner === t.controller,
  },
  takeControl: {
    resolve: (ctx, use) => onTarget(use, (t) => takeControl(ctx, t, use.seat)),
    changes: (_ctx, t, _value, { seat }) => t.controller !== seat,
  },
  opponentDiscardsAtRandom: {
    onAnOpponent: true,
    check: checkAmount,
    resolve: (ctx, use, value) => {
      if (use.opponent) discardAtRandom(ctx, use.opponent, amount(value), use.source.name);
    },
  },
  reduceMarshalCost: persistentOnly('reduceMarshalCost', checkAmount),
  reduceShadowsCost: persistentOnly('reduceShadowsCost', checkAmount),
};

/** Where a seat's abilities work: the faceup cards it controls in play, not duplicates (their text is not in force). */
export function sources(ctx: RuleContext, seat: SeatId): CardInstance[] {
  return cardsInForce(ctx.state, seat).filter((c) => c.faceUp && c.controller === seat);
}

const label = (t: CardInstance) => `${t.name} (${t.controller})`;

export const agotVocabulary: Vocabulary = {
  family: 'agot',
  triggers: TRIGGERS,
  conditions: CONDITIONS,
  costs: COSTS,
  targets: {
    character: { candidates: (ctx) => ofType(ctx, 'character'), filters: FILTERS, label },
    location: { candidates: (ctx) => ofType(ctx, 'location'), filters: FILTERS, label },
  },
  effects: EFFECTS,
  periods: [CHALLENGE],
  timings: TIMINGS,
  abilityTypes: ['action', 'reaction', 'persistent'],
  cardFields: {
    house: Type.Optional(Type.String({ description: 'the house the card belongs to, or neutral (out-of-house cards cost 1 more gold)' })),
    icons: Type.Optional(
      Type.Array(Type.Union([Type.Literal('military'), Type.Literal('intrigue'), Type.Literal('power')]), {
        description: 'the challenge icons a character prints',
      }),
    ),
    attachTo: Type.Optional(
      Type.Union([Type.Literal('own'), Type.Literal('opponent')], {
        description: "an attachment's target: a character you control (own) or an opponent's",
      }),
    ),
  },
  // Gold, or `s<N>` on a card with the Shadows crest (Shadows: "Shadows Cards").
  checkCost: (value) => (typeof value === 'number' || /^s\d+$/.test(value) ? undefined : 'a number of gold, or s<N> for a Shadows card'),
  checkStat: (name, value) => (typeof value === 'number' ? undefined : `${name}: a number`),
  sources,
  maybeSource: (card) => card.zone.endsWith('.play') && card.faceUp,
};
