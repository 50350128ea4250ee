// The L5R LCG rules module: the hooks the l5r formats' YAML names, assembled from one
// module per phase. Variants (Shadowlands, Enlightenment) reuse these and override by name.
import type { RulesModule, ActionProvider } from '../../core/rules-module.ts';
import type { RuleContext } from '../../core/context.ts';
import type { CardInstance, SeatId } from '../../core/types.ts';
import { setupGame } from './setup.ts';
import { revealProvinces, collectFate, firstPassFate, playCharacter, placeCharacter, askExtraFate } from './dynasty.ts';
import { honorBidChoices, duelBidChoices, resolveHonorBids } from './draw.ts';
import {
  beginConflicts,
  conflictOpportunitiesRemain,
  conflictOpportunity,
  onConflictType,
  onConflictRing,
  onConflictProvince,
  declareConflict,
  askDefenders,
  nextDefenders,
  declareDefenders,
  conflictWindow,
  resolveConflict,
  afterConflictReactions,
  askRingEffect,
  onRingEffectBy,
  onRingEffect,
  claimRing,
  ringFateTo,
  endOfConflictPhase,
  gloryCount,
  claimFavor,
} from './conflict.ts';
import {
  discardCharactersWithoutFate,
  discardCharacter,
  leavePlayWithoutFate,
  removeFateFromCharacters,
  placeFateOnRings,
  readyCards,
  discardFromBrokenProvinces,
  returnRings,
} from './fate.ts';
import { cardActionOptions, playAbility, resolveDuel, l5rAbilities, opponentChooses, onOpponentChose, onPutIntoPlay } from './abilities.ts';
import { abilityWindowHooks } from '../../core/ability/responses.ts';
import { l5rVocabulary } from './vocabulary.ts';
import { sacrifice, onSacrificed, onEnterPlay } from './changes.ts';
import { hasSupport, onSupport, onSupportShare, payFateCost, playWithSupport } from './support.ts';
import { discardDuplicate } from './unique.ts';
import { strongholdBroken, allProvincesBroken, honorVictory, honorDefeat } from './victory.ts';
import { charactersOf } from './board.ts';
import { greedyBot } from './bots.ts';
import { onPlaceRing, placeRings, ringsToCommonPool } from './rings.ts';

/** Actions in any window: card abilities, events, attachments and characters from hand. */
const cardAction: ActionProvider = {
  options: (ctx, seat) => cardActionOptions(ctx, seat),
  perform(ctx, seat, option) {
    const [kind, id, index] = option.id.split(':');
    const card = ctx.card(id);
    if (kind === 'ability') playAbility(ctx, seat, card, Number(index), false);
    else if (hasSupport(ctx, card)) playWithSupport(ctx, seat, card, kind);
    else playFromHand(ctx, seat, kind, card);
  },
};

/** Rule l5rPlayFromHand {seat, play, card}: play it once its support is settled. */
function onPlayFromHand(ctx: RuleContext): void {
  playFromHand(ctx, ctx.args.seat as SeatId, String(ctx.args.play), ctx.card(String(ctx.args.card)));
}

/** Play a card from hand, its cost paid (with any support pledged): an event, an attachment or a character. */
function playFromHand(ctx: RuleContext, seat: SeatId, kind: string, card: CardInstance): void {
  if (kind === 'event')
    playAbility(
      ctx,
      seat,
      card,
      l5rAbilities(ctx, card).findIndex((a) => a.type === 'action'),
      true,
    );
  else if (kind === 'attach') askAttachTarget(ctx, seat, card.id);
  else if (kind === 'character') askExtraFate(ctx, seat, card);
}

function askAttachTarget(ctx: RuleContext, seat: SeatId, id: string): void {
  const targets = ctx.state.seats.flatMap((s) => charactersOf(ctx.state, s.id));
  ctx.ask(
    {
      seat,
      kind: 'attachTo',
      prompt: `Attach ${ctx.card(id).name} to which character?`,
      options: targets.map((t) => ({ id: t.id, label: `${t.name} (${t.controller})`, card: t.id })),
    },
    'l5rAttach',
    { card: id, seat },
  );
}

/** Continuation: pay, then the attachment is played onto its character (a `played` event). */
function attach(ctx: RuleContext): void {
  const { card: id, seat } = ctx.data as { card: string; seat: SeatId };
  const card = ctx.card(id);
  payFateCost(ctx, seat, card, { text: 'playing {card}', card: card.id });
  ctx.raise({ name: 'played', card: id }, { rule: 'l5rAttachTo', args: { card: id, host: String(ctx.answer), seat } });
}

/** Rule l5rAttachTo {card, host, seat}: the attachment goes where its character is, under the player's control. */
function attachTo(ctx: RuleContext): void {
  const { card: id, host: hostId, seat } = ctx.args as { card: string; host: string; seat: SeatId };
  const card = ctx.card(id);
  const host = ctx.card(hostId);
  ctx.changeCard(card.id, { data: { attachedTo: host.id }, ...(card.controller !== seat ? { controller: seat } : {}) });
  ctx.moveCard(id, host.zone, { faceUp: true });
  ctx.emit('attached', { ...ctx.cardRef(card), to: host.id });
}

export const l5rRules: RulesModule = {
  name: 'l5r',
  hooks: {
    setupGame,
    revealProvinces,
    collectFate,
    firstPassFate,
    l5rPlaceCharacter: placeCharacter,
    resolveHonorBids,
    beginConflicts,
    conflictOpportunity,
    l5rConflictType: onConflictType,
    l5rConflictRing: onConflictRing,
    l5rConflictProvince: onConflictProvince,
    l5rDeclareConflict: declareConflict,
    l5rAskDefenders: askDefenders,
    l5rNextDefenders: nextDefenders,
    l5rDeclareDefenders: declareDefenders,
    l5rConflictWindow: conflictWindow,
    l5rRingEffectFor: askRingEffect,
    l5rRingEffectBy: onRingEffectBy,
    l5rRingFateTo: ringFateTo,
    l5rResolveConflict: resolveConflict,
    l5rAfterConflictReactions: afterConflictReactions,
    l5rRingEffect: onRingEffect,
    l5rClaimRing: claimRing,
    l5rPlaceRings: placeRings,
    l5rPlaceRing: onPlaceRing,
    endOfConflictPhase,
    gloryCount,
    l5rClaimFavor: claimFavor,
    discardCharactersWithoutFate,
    l5rDiscardCharacter: discardCharacter,
    l5rLeavePlayWithoutFate: leavePlayWithoutFate,
    l5rEnterPlay: onEnterPlay,
    removeFateFromCharacters,
    placeFateOnRings,
    readyCards,
    discardFromBrokenProvinces,
    returnRings,
    l5rResolveDuel: resolveDuel,
    l5rAttach: attach,
    l5rAttachTo: attachTo,
    l5rOpponentChooses: opponentChooses,
    l5rOpponentChose: onOpponentChose,
    l5rPutIntoPlay: onPutIntoPlay,
    l5rSacrifice: sacrifice,
    l5rSacrificed: onSacrificed,
    l5rSupportShare: onSupportShare,
    l5rSupport: onSupport,
    l5rPlayFromHand: onPlayFromHand,
  },
  vocabulary: l5rVocabulary,
  ...abilityWindowHooks,
  predicates: { conflictOpportunitiesRemain },
  actions: { playCharacter, cardAction, discardDuplicate },
  choices: { honorBid: honorBidChoices, duelBid: duelBidChoices },
  winChecks: { strongholdBroken, allProvincesBroken, honorVictory, honorDefeat },
  bots: { greedy: greedyBot },
  onEliminated: ringsToCommonPool,
  events: {
    characterPlayed: { doc: 'a character entered play {card, seat, extraFate}', cards: ['card'] },
    cardLeftPlay: { doc: 'a card left play to its discard pile {card, reason}', cards: ['card'] },
    conflictDeclared: {
      doc: 'a conflict was declared {conflictType, ring, element, attackingSeat, defendingSeat, provinces, strongholdAttacked, attackers}',
      cards: ['ring', 'provinces', 'attackers'],
    },
    defendersDeclared: {
      doc: 'a seat of the defending side declared its defenders, none if it could not {defendingSeat, defenders}',
      cards: ['defenders'],
    },
    conflictPassed: { doc: 'a team passed a conflict opportunity {team, auto, reason}' },
    conflictResolved: {
      doc: 'resolution, with all it read {conflictType, attackerTotal, defenderTotal, winner, unopposed, attackers, attackerSkills, defenders, defenderSkills, provinces, provinceStrengths}: skills as counted (0 when bowed), the Imperial Favor in the totals only',
      cards: ['attackers', 'defenders', 'provinces'],
    },
    provinceBroken: { doc: 'a province broke {card, name, owner, stronghold}', cards: ['card'] },
    ringEffectResolved: { doc: "the attacking team's chosen player resolved the contested ring {element, seat, choice}" },
    ringClaimed: { doc: 'a team claimed a ring {ring, element, team}', cards: ['ring'] },
    ringTaken: {
      doc: 'a player broke a province with rings on it and took one (personal ring pools) {ring, element, from, by, province}',
      cards: ['ring', 'province'],
    },
    ringPlaced: {
      doc: 'a claimed ring was placed on a province of its claimer (personal ring pools) {ring, element, seat, province}',
      cards: ['ring', 'province'],
    },
    ringFateBarred: {
      doc: "the attacker gained no fate from the contested ring: an opponent's card forbids it; the fate stays on the ring {ring, seat, card, name}",
      cards: ['ring', 'card'],
    },
    duplicateRingReturned: {
      doc: 'a player already holding a ring of that element could not claim another: it went to an unclaimed pool instead {ring, element, seat, to}',
      cards: ['ring'],
    },
    conflictEnded: {
      doc: 'participants went home bowed {conflictType}; a conflict that lost its attacker or defender before resolving also tells {noWinner, eliminated}',
    },
    gloryCounted: { doc: 'glory totals per team {totals, winner}' },
    imperialFavorClaimed: { doc: 'a team claimed the Imperial Favor {team, favorType}' },
    imperialFavorDiscarded: { doc: 'a team that may not hold the Imperial Favor won the glory count; the Favor is discarded {team}' },
    movedToConflict: { doc: 'a character joined the conflict {card, side}', cards: ['card'] },
    sentHome: { doc: 'a character was sent home from the conflict {card}', cards: ['card'] },
    skillModified: { doc: 'a skill changed until the end of the conflict {card, military, political}', cards: ['card'] },
    attached: { doc: 'an attachment was played {card, to}', cards: ['card', 'to'] },
    provinceStrengthModified: { doc: 'a province is stronger or weaker until the end of the conflict {card, amount}', cards: ['card'] },
    duelStarted: { doc: 'a duel began {challenger, target, conflictType}', cards: ['challenger', 'target'] },
    duelResolved: {
      doc: 'a duel ended {challenger, target, challengerTotal, targetTotal, loser}',
      cards: ['challenger', 'target', 'loser'],
    },
    supportFellShort: {
      doc: 'a support card no one helped pay for enough stays in hand, nothing paid {card, seat, needed}',
      cards: ['card'],
    },
    duplicateDiscarded: {
      doc: "a copy of a unique character was discarded to place 1 fate on the team's copy in play {card, onto, seat}",
      cards: ['card', 'onto'],
    },
  },
};
