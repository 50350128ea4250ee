// The L5R card vocabulary (formats/l5r/CARDS.md): every trigger, condition, cost, target
// filter and effect an L5R card set may write, for the core's ability runtime. The loader
// refuses a card naming any other.
import { Type } from '@sinclair/typebox';
import type { CardInstance, SeatId, SeatState } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import type { ConditionWord, CostWord, FilterWord, TriggerWord, Vocabulary } from '../../core/ability/vocabulary.ts';
import type { WindowEvent } from '../../core/event-window.ts';
import {
  canPayHonor,
  cardsIn,
  charactersOf,
  conflictOf,
  fate,
  isParticipating,
  mayBeActiveSource,
  sideOf,
  skill,
  type ConflictType,
} from './board.ts';
import { bow, dishonorCard, discardAtRandom } from './changes.ts';
import { activeSources, l5rAbilities, persistentSkill } from './abilities.ts';
import { CONFLICT, EFFECTS } from './effects.ts';
import { counterAtLeast } from '../../core/ability/common-words.ts';

const isCard = (event: WindowEvent, card: CardInstance) => event.card === card.id;
const listed = (field: string) => (event: WindowEvent, card: CardInstance) => (event[field] as string[]).includes(card.id);

/**
 * Every `when:`, with the event the rules raise for it (an interrupt answers before the
 * change, a reaction after it) and which cards it concerns.
 */
const TRIGGERS: Record<string, TriggerWord> = {
  played: { event: 'played', applies: isCard },
  wouldLeavePlay: { event: 'leavePlay', applies: isCard },
  conflictDeclaredAgainst: { event: 'conflictDeclared', applies: listed('provinces') },
  wonConflict: { event: 'conflictWon', applies: listed('cards') },
  lostConflict: { event: 'conflictLost', applies: listed('cards') },
  provinceBroken: { event: 'provinceBroken', applies: (event, card, seat) => seat === event.owner && card.type !== 'province' },
  endOfConflictPhase: { event: 'conflictPhaseEnded' },
  // An opponent declared a conflict with a ring that had fate on it (Enlightenment, FAQ 2: any
  // opponent, whichever pool the ring came from).
  opponentDeclaredWithFatedRing: {
    event: 'conflictDeclared',
    applies: (event, _card, seat, ctx) => Number(event.ringFate) > 0 && ctx.opponentsOf(seat).some((s) => s.id === event.attackingSeat),
  },
  // The Shadowlands deck's own rule uses its warlord's ability (shadowlands/coop-round.ts).
  warlordTrigger: { event: null },
};

const side = (ctx: RuleContext, seat: SeatId) => sideOf(ctx.state, seat);

const CONDITIONS: Record<string, ConditionWord> = {
  participating: (ctx, card, _seat, value) => isParticipating(ctx.state, card) === value,
  inConflict: (ctx, _card, _seat, value) => !!conflictOf(ctx.state) === value,
  // An attachment's: the character it is attached to is ready.
  attachedReady: (ctx, card, _seat, value) => {
    const parent = typeof card.data.attachedTo === 'string' ? ctx.state.cards[card.data.attachedTo] : undefined;
    return (!!parent && !parent.turned) === value;
  },
  attacking: (ctx, _card, seat, value) => (side(ctx, seat) === 'attacker') === value,
  defending: (ctx, _card, seat, value) => (side(ctx, seat) === 'defender') === value,
  conflictType: (ctx, _card, _seat, value) => conflictOf(ctx.state)?.type === value,
  honorAtLeast: counterAtLeast('honor'),
  phase: (ctx, _card, _seat, value) => ctx.state.phase === value,
  warlordOutOfPlay: (ctx, _card, seat, value) => (ctx.state.zones[`${seat}.warlord`] ?? []).length > 0 === value,
};

const COSTS: Record<string, CostWord> = {
  bowSelf: { canPay: (_ctx, card) => !card.turned, pay: (ctx, card) => bow(ctx, card) },
  payFate: {
    spends: (value) => ({ fate: Number(value) }),
    pay: (ctx, card, seat, value) => void ctx.addCounter(seat, 'fate', -Number(value), { text: 'cost of {card}', card: card.id }),
  },
  loseHonor: {
    canPay: (ctx, _card, seat, value) => canPayHonor(ctx, seat, Number(value)),
    pay: (ctx, card, seat, value) => void ctx.addCounter(seat, 'honor', -Number(value), { text: 'cost of {card}', card: card.id }),
  },
  dishonorSelf: { canPay: (_ctx, card) => !card.status.includes('dishonored'), pay: (ctx, card) => dishonorCard(ctx, card) },
  // Random cards from hand, other than the card being played.
  discardFromHand: {
    canPay: (ctx, card, seat, value) => cardsIn(ctx.state, `${seat}.hand`).filter((c) => c.id !== card.id).length >= Number(value),
    pay: (ctx, _card, seat, value) => discardAtRandom(ctx, seat, Number(value)),
  },
};

/**
 * Who "your opponent" is. In a format whose param `yourOpponentIsTheOtherParticipant` is on
 * (Enlightenment, "Your Opponent" and "The Opponent"), it is only the other participant in a
 * conflict against the seat: no one outside a conflict, and no one for a player not in it.
 * Otherwise every opponent still in the game ("an opponent" stays anyone: `eachOpponent…`).
 */
function yourOpponents(ctx: RuleContext, seat: SeatId): SeatState[] {
  if (!conflictPartnersOnly(ctx)) return ctx.opponentsOf(seat);
  const other = conflictPartner(ctx, seat);
  return ctx.opponentsOf(seat).filter((s) => s.id === other);
}

/** The other participant in the conflict `seat` takes part in, if any (read for every target checked: no allocation). */
function conflictPartner(ctx: RuleContext, seat: SeatId): SeatId | null {
  const c = conflictOf(ctx.state);
  return c?.attackingSeat === seat ? c.defendingSeat : c?.defendingSeat === seat ? c.attackingSeat : null;
}

const conflictPartnersOnly = (ctx: RuleContext) => ctx.state.params.yourOpponentIsTheOtherParticipant === true;

/** Character filters (CARDS.md, Targets), from the using seat's point of view. */
const CHARACTER_FILTERS: Record<string, FilterWord> = {
  side(ctx, t, value, { seat }) {
    const mine = ctx.seat(t.controller!).team === ctx.seat(seat).team;
    if (value === 'opponent') return !mine && (!conflictPartnersOnly(ctx) || conflictPartner(ctx, seat) === t.controller);
    return value === 'self' ? mine : true;
  },
  participating: (ctx, t, value) => isParticipating(ctx.state, t) === value,
  ready: (_ctx, t, value) => !value || !t.turned,
  bowed: (_ctx, t, value) => !value || t.turned,
  maxCost: (_ctx, t, value) => Number(t.stats.cost ?? 0) <= Number(value),
  // In the conflict's type, or military outside a conflict.
  maxSkill(ctx, t, value) {
    const type: ConflictType = conflictOf(ctx.state)?.type ?? 'military';
    return (skill(ctx.state, t, type, persistentSkill(ctx)) ?? 0) <= Number(value);
  },
  hasFate: (_ctx, t, value) => !value || fate(t) > 0,
  noFate: (_ctx, t, value) => !value || fate(t) === 0,
  notSelf: (_ctx, t, value, { source }) => !value || t.id !== source.id,
  tainted: (_ctx, t, value) => t.status.includes('tainted') === value,
};

export const l5rVocabulary: Vocabulary = {
  family: 'l5r',
  triggers: TRIGGERS,
  conditions: CONDITIONS,
  costs: COSTS,
  targets: {
    character: {
      candidates: (ctx) => ctx.state.seats.flatMap((s) => charactersOf(ctx.state, s.id)),
      filters: CHARACTER_FILTERS,
      label: (t) => `${t.name} (${t.controller})`,
    },
  },
  effects: EFFECTS,
  periods: [CONFLICT],
  // The base game's rule: a card ability once per round unless its card says otherwise. The
  // rules digest doesn't spell it out; CARDS.md says so.
  defaultLimit: { limit: 1, per: 'round' },
  cardFields: { clan: Type.Optional(Type.String({ description: 'the clan or faction: crab, crane, shadowlands, ...' })) },
  sources: activeSources,
  maybeSource: mayBeActiveSource,
  abilities: l5rAbilities,
  yourOpponents,
};
