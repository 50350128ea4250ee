// The LotR card vocabulary (CARDS.md beside this file): the words a LotR card set may write, for
// the core's ability runtime. Actions say in which phase they are taken (`timing`). Costs may
// exert a minion — any Shadow player's: "You may use (and exert) another player's character to
// pay a cost" (Shadow phase) — or move twilight; reactions answer a skirmish won. The loader
// refuses any other word.
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
import { RuleError } from '../../core/context.ts';
import { persistentOnly } from '../../core/ability/common-words.ts';
import {
  canExert,
  cardsInPlayOf,
  charactersOf,
  companionsOf,
  cultureOf,
  everyMinion,
  freePeoples,
  inSkirmish,
  isAttached,
  isInPlay,
  woundsOn,
} from './board.ts';
import { addBurdens, addTwilight, draw, exert, heal, removeTwilight, wound } from './changes.ts';
import { lotrState } from './state.ts';

export const TIMINGS = ['fellowship', 'shadow', 'maneuver', 'archery', 'skirmish', 'regroup'];
/** The period a skirmish's bonuses last: one skirmish. */
export const SKIRMISH = 'skirmish';

const TRIGGERS: Record<string, TriggerWord> = {
  // This character won a skirmish (it was on the winning side).
  winsSkirmish: { event: 'skirmishWon', applies: (event, card) => (event.winners as string[]).includes(card.id) },
};

const currentSkirmish = (ctx: RuleContext) => lotrState.read(ctx.state).skirmish;

const CONDITIONS: Record<string, ConditionWord> = {
  inSkirmish: (ctx, card, _seat, value) => inSkirmish(currentSkirmish(ctx), card) === value,
};

const ofCulture = (ctx: RuleContext, c: CardInstance, culture: unknown) => culture === 'any' || cultureOf(ctx, c) === culture;

const COSTS: Record<string, CostWord> = {
  exertSelf: { canPay: (ctx, card) => canExert(ctx, card), pay: (ctx, card) => exert(ctx, card, { text: 'to use {card}', card: card.id }) },
  // A minion of the culture (or `any`), whoever's it is.
  exertMinion: {
    payWith: (ctx, _card, _seat, value) => everyMinion(ctx.state).filter((m) => ofCulture(ctx, m, value) && canExert(ctx, m)),
    pay: (ctx, card, seat, _value, minion) => {
      exert(ctx, minion!, { text: 'to pay for {card}', card: card.id });
      ctx.emit('costPaidWith', { ...ctx.cardRef(ctx.card(minion!.id)), seat, for: card.id, forName: card.name });
    },
  },
  // One of your own companions of the culture (or `any`).
  exertCompanion: {
    payWith: (ctx, _card, seat, value) => companionsOf(ctx.state, seat).filter((c) => ofCulture(ctx, c, value) && canExert(ctx, c)),
    pay: (ctx, card, seat, _value, companion) => {
      exert(ctx, companion!, { text: 'to pay for {card}', card: card.id });
      ctx.emit('costPaidWith', { ...ctx.cardRef(ctx.card(companion!.id)), seat, for: card.id, forName: card.name });
    },
  },
  // The Free Peoples pay by adding twilight; a Shadow player by removing it from the one pool.
  addTwilight: { pay: (ctx, card, seat, value) => addTwilight(ctx, seat, Number(value), { text: 'to use {card}', card: card.id }) },
  removeTwilight: {
    canPay: (ctx, _card, _seat, value) => ctx.counter('table', 'twilight') >= Number(value),
    pay: (ctx, card, seat, value) => removeTwilight(ctx, seat, Number(value), { text: 'to use {card}', card: card.id }),
  },
};

const FILTERS: Record<string, FilterWord> = {
  culture: (ctx, t, value) => ofCulture(ctx, t, value),
  inSkirmish: (ctx, t, value) => inSkirmish(currentSkirmish(ctx), t) === value,
  wounded: (_ctx, t, value) => woundsOn(t) > 0 === value,
  canExert: (ctx, t, value) => canExert(ctx, t) === value,
  notSelf: (_ctx, t, value, { source }) => !value || t.id !== source.id,
  // A minion of the using player's (own) or of another's.
  own: (_ctx, t, value, { seat }) => (t.owner === seat) === value,
};

const amount = (value: unknown) => Number(value);
const checkAmount = (value: unknown) => (Number.isInteger(value) && Number(value) > 0 ? undefined : 'a whole number above 0');

function onTarget(use: AbilityUse, apply: (t: CardInstance) => unknown): void {
  if (use.target) apply(use.target);
}

/** The Free Peoples player of the turn, whose Ring-bearer burdens go on. */
function fellowshipSeat(ctx: RuleContext): SeatId {
  const seat = freePeoples(ctx.state);
  if (!seat) throw new RuleError('no fellowship is active');
  return seat;
}

const EFFECTS: Record<string, EffectWord> = {
  draw: { check: checkAmount, resolve: (ctx, use, value) => draw(ctx, use.seat, amount(value)) },
  modifyStrength: {
    check: (value) => (Number.isInteger(value) && value !== 0 ? undefined : 'a whole number, not 0'),
    resolve: (ctx, use, value) => {
      const card = ctx.card((use.target ?? use.source).id);
      addLasting(ctx, card, { modifyStrength: amount(value) }, SKIRMISH);
      ctx.emit('strengthModified', { ...ctx.cardRef(card), amount: amount(value), seat: use.seat });
    },
  },
  wound: { check: checkAmount, resolve: (ctx, use, value) => onTarget(use, (t) => wound(ctx, t, amount(value), use.source.name)) },
  heal: {
    check: checkAmount,
    resolve: (ctx, use, value) => onTarget(use, (t) => heal(ctx, t, amount(value), use.source.name)),
    changes: (_ctx, t) => woundsOn(t) > 0,
  },
  exert: {
    resolve: (ctx, use) => onTarget(use, (t) => exert(ctx, t, use.source.name)),
    changes: (ctx, t) => canExert(ctx, t),
  },
  addBurden: { check: checkAmount, resolve: (ctx, use, value) => addBurdens(ctx, fellowshipSeat(ctx), amount(value), use.source.name) },
  removeBurden: {
    check: checkAmount,
    resolve: (ctx, use, value) => {
      const seat = fellowshipSeat(ctx);
      addBurdens(ctx, seat, -Math.min(amount(value), ctx.counter(seat, 'burdens')), use.source.name);
    },
  },
  addTwilight: { check: checkAmount, resolve: (ctx, use, value) => addTwilight(ctx, use.seat, amount(value), use.source.name) },
  // Persistent, on a card in a support area: each character of the culture is stronger, whoever's it is.
  cultureStrength: persistentOnly('cultureStrength', (value) => {
    const v = value as { culture?: unknown; amount?: unknown } | null;
    return typeof v === 'object' && v !== null && typeof v.culture === 'string' && Number.isInteger(v.amount)
      ? undefined
      : '{culture: <culture>, amount: <whole number>}';
  }),
};

/** Where a seat's abilities work: its faceup cards in play, not those borne by another (an event played from hand is used by the rules directly). */
export function sources(ctx: RuleContext, seat: SeatId): CardInstance[] {
  return cardsInPlayOf(ctx.state, seat).filter((c) => c.faceUp && !isAttached(c));
}

const label = (t: CardInstance) => `${t.name} (${t.owner})`;
const minionsInPlay = (ctx: RuleContext) => everyMinion(ctx.state);
const fellowshipCharacters = (ctx: RuleContext) => {
  const seat = freePeoples(ctx.state);
  return seat ? charactersOf(ctx.state, seat) : [];
};

export const lotrVocabulary: Vocabulary = {
  family: 'lotr',
  triggers: TRIGGERS,
  conditions: CONDITIONS,
  costs: COSTS,
  targets: {
    companion: {
      candidates: (ctx) => fellowshipCharacters(ctx).filter((c) => c.type === 'companion'),
      filters: FILTERS,
      label,
    },
    minion: { candidates: minionsInPlay, filters: FILTERS, label },
    character: { candidates: (ctx) => [...fellowshipCharacters(ctx), ...minionsInPlay(ctx)], filters: FILTERS, label },
  },
  effects: EFFECTS,
  periods: [SKIRMISH],
  timings: TIMINGS,
  abilityTypes: ['action', 'reaction', 'persistent'],
  cardFields: {
    culture: Type.Optional(Type.String({ description: 'the culture the card belongs to (its side says Free Peoples or Shadow)' })),
    playsOn: Type.Optional(
      Type.Union([Type.Literal('companion'), Type.Literal('minion'), Type.Literal('support')], {
        description: 'where a possession, artifact or condition plays: on a companion, on a minion, or to its player’s support area',
      }),
    ),
  },
  checkCost: (value) => (typeof value === 'number' ? undefined : 'a twilight cost (a whole number)'),
  checkStat: (name, value) => (typeof value === 'number' ? undefined : `${name}: a number`),
  sources,
  maybeSource: (card) => isInPlay(card) && card.faceUp,
};
