// The L5R CCG card vocabulary (CARDS.md beside this file): the words a CCG card set may write,
// for the core's ability runtime. Actions say when they are taken (`timing`): open (any player
// in the action phase), limited (the active player in its action phase), battle (at the
// battlefield being fought, with presence there) and revealed (a dynasty event's text, as it
// turns faceup). Every action a player takes is an event (`action`, actionEvent) that
// interrupts answer before it resolves; an opponent's interrupts are not offered against an
// Unstoppable one. The loader refuses any other word.
import { Type } from '@sinclair/typebox';
import type { CardId, CardInstance, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import type {
  AbilityUse,
  ConditionWord,
  TriggerWord,
  CostWord,
  EffectWord,
  FilterWord,
  Vocabulary,
} from '../../core/ability/vocabulary.ts';
import { addLasting } from '../../core/ability/periods.ts';
import { cancelEvent, type WindowEvent } from '../../core/event-window.ts';
import { counterAtLeast, persistentOnly } from '../../core/ability/common-words.ts';
import { cardsIn } from '../../core/zones.ts';
import { amount, figureProblem } from './rank.ts';
import { atCurrentBattle, favorHolder, force, holdingsOf, isDestroyedTerritory, personalitiesOf, territoriesOf } from './board.ts';
import { clockDiscardable, clockInPlay, discardClock, threatLevel } from './siege/clock.ts';
import { bow, destroyPersonality, discardAttachment, dishonor, drawFate, gainHonor, leaveBattle, straighten } from './changes.ts';
import type { Reason } from '../../core/reason.ts';

export const BATTLE = 'battle';
/** The stats that are figures the rules read as numbers (CARDS.md). */
const FIGURES = ['force', 'chi', 'personalHonor', 'honorRequirement', 'goldProduction', 'provinceStrength', 'startingHonor', 'strength'];
export const TIMINGS = ['open', 'limited', 'battle', 'revealed'];
/** Siege: Heart of Darkness's keyword: "Other players may not take Interrupts before your Unstoppable actions resolve." */
const UNSTOPPABLE = 'unstoppable';

const mine = (ctx: RuleContext, t: CardInstance, seat: SeatId) => !ctx.isOpponent(t.controller!, seat);

/**
 * Every `when:`, with the event the rules raise for it and which cards it concerns: a reaction
 * answers after the change, an interrupt before it.
 */
const TRIGGERS: Record<string, TriggerWord> = {
  // An opponent took an action (interrupts: before it resolves). Opponents are of another team:
  // a Siege teammate's action is its own side's (ctx.isOpponent, as the family's every reading of "opponent").
  opponentsAction: { event: 'action', applies: (event, _card, seat, ctx) => ctx.isOpponent(String(event.seat), seat) },
  // An opponent's action has this card as its target.
  targetedByOpponent: {
    event: 'action',
    applies: (event, card, seat, ctx) => ctx.isOpponent(String(event.seat), seat) && event.target === card.id,
  },
  // This card was recruited from a province.
  recruited: { event: 'recruited', applies: (event, card) => event.card === card.id },
  // This personality fought on the side that won a battle (and is still in play).
  wonBattle: { event: 'battleWon', applies: (event, card) => (event.cards as string[]).includes(card.id) },
};

const CONDITIONS: Record<string, ConditionWord> = {
  // The card (or the personality it is attached to) is at the battlefield being fought.
  atBattle: (ctx, card, _seat, value) => atCurrentBattle(ctx.state, card) === value,
  holdsFavor: (ctx, _card, seat, value) => (favorHolder(ctx.state) === seat) === value,
  honorAtLeast: counterAtLeast('honor'),
  // Siege: a clock card's numbered trait or ability, at a threat level of at least its number.
  threatAtLeast: (ctx, _card, _seat, value) => threatLevel(ctx.state) >= Number(value),
  // Siege: a clock card above the final hour may be discarded.
  clockDiscardable: (ctx, _card, _seat, value) => clockDiscardable(ctx) === value,
  personalitiesAtLeast: (ctx, _card, seat, value) => personalitiesOf(ctx.state, seat).length >= Number(value),
  holdingsAtLeast: (ctx, _card, seat, value) => holdingsOf(ctx.state, seat).length >= Number(value),
  // Followers and items on the seat's personalities.
  attachmentsAtLeast: (ctx, _card, seat, value) =>
    cardsIn(ctx.state, `${seat}.home`).filter((c) => c.data.attachedTo !== undefined).length >= Number(value),
};

/** Siege's political tokens: the team's one count. */
const political = (ctx: RuleContext, seat: SeatId) => ctx.teamOf(seat).counters.political ?? 0;

const COSTS: Record<string, CostWord> = {
  bowSelf: { canPay: (_ctx, card) => !card.turned, pay: (ctx, card) => bow(ctx, card) },
  spendPolitical: {
    canPay: (ctx, _card, seat, value) => political(ctx, seat) >= amount(ctx, value),
    pay: (ctx, card, seat, value) =>
      ctx.addCounter(ctx.teamOf(seat).id, 'political', -amount(ctx, value), { text: 'spent on {card}', card: card.id }),
  },
};

/** "Force N or less" (N may be a Rank): an effect that needs it changes only such a target. */
const atMostForce = (ctx: RuleContext, t: CardInstance, value: unknown) => force(ctx.state, t) <= amount(ctx, value);

/** Filters on a personality or follower target, from the using seat's point of view. */
const UNIT_FILTERS: Record<string, FilterWord> = {
  side: (ctx, t, value, { seat }) => (value === 'enemy' ? !mine(ctx, t, seat) : value === 'own' ? mine(ctx, t, seat) : true),
  atBattle: (ctx, t, value) => atCurrentBattle(ctx.state, t) === value,
  unbowed: (_ctx, t, value) => !value || !t.turned,
  bowed: (_ctx, t, value) => !value || t.turned,
  maxForce: (ctx, t, value) => atMostForce(ctx, t, value),
  notSelf: (_ctx, t, value, { source }) => !value || t.id !== source.id,
};

/** Cards of these types in play, of the players still in the game. */
const inPlay = (ctx: RuleContext, ...types: string[]) =>
  ctx.state.seats.flatMap((s) => (s.eliminated ? [] : cardsIn(ctx.state, `${s.id}.home`))).filter((c) => types.includes(c.type));

/** Apply to the chosen target, if it is still there to change (an effect without one does nothing). */
function onTarget(use: AbilityUse, apply: (t: CardInstance) => unknown): void {
  if (use.target) apply(use.target);
}

const EFFECTS: Record<string, EffectWord> = {
  // An interrupt's: the action it answers does not resolve.
  cancel: { cancels: true, resolve: (ctx, use) => cancelEvent(ctx, use.source.id) },
  bow: { resolve: (ctx, use) => onTarget(use, (t) => bow(ctx, t)), changes: (_ctx, t) => !t.turned },
  straighten: { resolve: (ctx, use) => straighten(ctx, use.target ?? use.source), changes: (_ctx, t) => t.turned },
  destroy: { resolve: (ctx, use) => onTarget(use, (t) => destroyUnit(ctx, t, { text: 'destroyed by {card}', card: use.source.id })) },
  sendHome: {
    resolve: (ctx, use) =>
      onTarget(use, (t) => {
        leaveBattle(ctx, t);
        ctx.emit('sentHome', ctx.cardRef(t));
      }),
    changes: (ctx, t) => atCurrentBattle(ctx.state, t),
  },
  // Fear N: bow a target with Force N or less.
  fear: {
    resolve: (ctx, use, value) => onTarget(use, (t) => atMostForce(ctx, t, value) && bow(ctx, t)),
    changes: (ctx, t, value) => !t.turned && atMostForce(ctx, t, value),
    check: figureProblem,
  },
  melee: destroysWithin('melee'),
  ranged: destroysWithin('ranged'),
  modifyForce: {
    check: figureProblem,
    resolve: (ctx, use, value) => {
      const card = use.target ?? use.source;
      addLasting(ctx, card, { modifyForce: amount(ctx, value) }, BATTLE);
      ctx.emit('forceModified', { ...ctx.cardRef(card), amount: amount(ctx, value) });
    },
  },
  dishonor: {
    resolve: (ctx, use) => onTarget(use, (t) => dishonor(ctx, t, use.seat)),
    changes: (_ctx, t) => !t.status.includes('dishonored'),
  },
  gainHonor: { resolve: (ctx, use, value) => gainHonor(ctx, use.seat, amount(ctx, value), use.source.name), check: figureProblem },
  opponentLosesHonor: {
    onAnOpponent: true,
    check: figureProblem,
    resolve: (ctx, use, value) => {
      if (use.opponent) gainHonor(ctx, use.opponent, -amount(ctx, value), use.source.name, use.seat);
    },
  },
  drawFate: { resolve: (ctx, use, value) => drawFate(ctx, use.seat, amount(ctx, value)), check: figureProblem },
  // Siege: discard the top card(s) of the clock deck (never the final hour); only while one can be.
  discardClock: {
    resolve: (ctx, use, value) => discardClock(ctx, amount(ctx, value), use.source.name),
    check: (value) => (Number.isInteger(value) && Number(value) > 0 ? undefined : 'a number of clock cards, 1 or more'),
  },
  // Siege: a card of this name that starts outside the game (the Dark Naga) comes into play at home.
  bringIntoPlay: {
    resolve: (ctx, use, value) => {
      const card = cardsIn(ctx.state, `${use.seat}.outsideGame`).find((c) => c.name === value);
      if (card) ctx.moveCard(card.id, `${use.seat}.home`, { faceUp: true });
    },
  },
  // Siege's clock traits, read while they apply (state.ts TraitInForce): the Force of your
  // personalities, the strength of your opponents' provinces and intact territories, your
  // stronghold's gold, the fate cards you draw at the end of your turn; the final hour's
  // "at the end of this turn, you lose".
  personalityForce: trait('personalityForce'),
  enemyProvinceStrength: trait('enemyProvinceStrength'),
  strongholdGold: trait('strongholdGold'),
  endOfTurnDraw: trait('endOfTurnDraw'),
  losesAtEndOfTurn: trait('losesAtEndOfTurn'),
};

/** A clock trait: read while its clock card applies, never resolved. */
function trait(name: string): EffectWord {
  return persistentOnly(name, figureProblem);
}

/** Melee N, Ranged N: destroy a target with Force N or less (the cards say which kinds each targets). */
function destroysWithin(attack: string): EffectWord {
  return {
    check: figureProblem,
    resolve: (ctx, use, value) =>
      onTarget(use, (t) => atMostForce(ctx, t, value) && destroyUnit(ctx, t, { text: `${attack} attack of {card}`, card: use.source.id })),
    changes: (ctx, t, value) => atMostForce(ctx, t, value),
  };
}

/** A personality is destroyed with its unit; a follower or item alone leaves play. */
function destroyUnit(ctx: RuleContext, card: CardInstance, reason: Reason): void {
  if (card.type === 'personality') destroyPersonality(ctx, card, reason);
  else {
    discardAttachment(ctx, card);
    ctx.emit('cardDestroyed', { ...ctx.cardRef(card), ...ctx.reasonFields(reason) });
  }
}

/**
 * The event every action is raised as (card abilities, strategies and spells through the
 * runtime; attaching, rings, Lobby and the Favor's uses in actions.ts): who takes it, from which
 * card, on which target; an Unstoppable one names its seat, the only one that may interrupt it.
 */
export function actionEvent(seat: SeatId, card: CardId | null, target: CardId | null, unstoppable = false): WindowEvent {
  return { name: 'action', seat, card, target, ...(unstoppable ? { unstoppable: seat } : {}) };
}

/**
 * Where a seat's abilities work: its stronghold, and what it controls at home (units, holdings);
 * in Siege also its clock card in play and its team's intact territories.
 */
export function activeSources(ctx: RuleContext, seat: SeatId): CardInstance[] {
  const sources = [...cardsIn(ctx.state, `${seat}.stronghold`), ...cardsIn(ctx.state, `${seat}.home`).filter((c) => c.controller === seat)];
  // Siege's, where the format has them (read on every event a card may answer: kept cheap elsewhere).
  if (!SIEGE_ZONES.some((z) => `${seat}.${z}` in ctx.state.zones || `${ctx.seat(seat).team}.${z}` in ctx.state.zones)) return sources;
  const clock = clockInPlay(ctx.state, seat);
  if (clock) sources.push(clock);
  return [...sources, ...territoriesOf(ctx.state, ctx.seat(seat).team).filter((t) => !isDestroyedTerritory(t))];
}

/** Zones only Siege has, whose cards may be a seat's sources: the clock discard pile, the team's territories. */
const SIEGE_ZONES = ['clockDiscard', 'territories'];

export const ccgVocabulary: Vocabulary = {
  family: 'l5r-ccg',
  triggers: TRIGGERS,
  conditions: CONDITIONS,
  costs: COSTS,
  targets: {
    personality: { candidates: (ctx) => inPlay(ctx, 'personality'), filters: UNIT_FILTERS, label: (t) => `${t.name} (${t.controller})` },
    follower: { candidates: (ctx) => inPlay(ctx, 'follower'), filters: UNIT_FILTERS, label: (t) => `${t.name} (${t.controller})` },
    // A follower or an item (Crushing Blow).
    attachment: {
      candidates: (ctx) => inPlay(ctx, 'follower', 'item'),
      filters: UNIT_FILTERS,
      label: (t) => `${t.name} (${t.controller})`,
    },
  },
  effects: EFFECTS,
  periods: [BATTLE],
  // The CCG's rule: each ability on a card once per turn unless the card says otherwise (a round
  // here is one player's turn). Ours where the digest is silent; CARDS.md says so.
  defaultLimit: { limit: 1, per: 'round' },
  timings: TIMINGS,
  abilityTypes: ['action', 'reaction', 'interrupt', 'persistent'],
  // Siege's clock traits are the only persistent abilities these rules read (clock.ts).
  persistentOn: ['clock'],
  abilityKeywords: [UNSTOPPABLE],
  // A dynasty event's text is no player's action: it resolves as the card turns faceup.
  actionEvent: (_ctx, use) =>
    use.ability.timing === 'revealed'
      ? null
      : actionEvent(use.seat, use.source.id, use.target?.id ?? null, use.ability.keywords?.includes(UNSTOPPABLE)),
  // A figure a card prints is a number or a Rank (a personality's honor requirement may be '-'; a ring's element is a word).
  checkStat: (name, value) =>
    FIGURES.includes(name) && !(name === 'honorRequirement' && value === '-') ? figureProblem(value) : undefined,
  cardFields: {
    clan: Type.Optional(Type.String({ description: "the clan: crab, crane, lion, ... (dark-naga: Siege's Challenge deck only)" })),
    outsideGame: Type.Optional(Type.Boolean({ description: 'Siege: the card starts outside the game, not in its deck (the Dark Naga)' })),
    finalHour: Type.Optional(
      Type.Boolean({ description: 'Siege: the clock card set aside and put at the bottom, never discarded by the Rokugani' }),
    ),
    unlocks: Type.Optional(
      Type.Array(Type.String(), { description: 'Siege: territories (by name) that may be destroyed while this one is destroyed' }),
    ),
    lostWhenDestroyed: Type.Optional(Type.Boolean({ description: 'Siege: its team loses the game when this territory is destroyed' })),
    destroyedText: Type.Optional(Type.String({ description: "Siege: a territory's destroyed side" })),
  },
  sources: activeSources,
  maybeSource: (card) =>
    card.zone.endsWith('.home') ||
    card.zone.endsWith('.stronghold') ||
    card.zone.endsWith('.clockDiscard') ||
    card.zone.endsWith('.territories'),
};
