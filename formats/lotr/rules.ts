// The LotR module (BASE-RULES §4, and the Shadow Phase document): the hooks the lotr format's
// YAML names, assembled from one module per part of the turn.
import type { RulesModule } from '../../core/rules-module.ts';
import { abilityWindowHooks } from '../../core/ability/responses.ts';
import { setupGame, offerStartingCompanion, onStartingCompanion, dealHands } from './setup.ts';
import { turnBegins, moveOn } from './turn.ts';
import { shadowPhaseBegins, shadowPhasesEnd, minionsInPlay } from './shadow.ts';
import { fellowshipAction, shadowAction, maneuverAction, archeryAction, skirmishAction, regroupAction } from './playing.ts';
import { archery, archeryWound, onArcheryWound } from './archery.ts';
import { assignment, onAssigned, onMinionAssigned } from './assignment.ts';
import { skirmishes, onSkirmishChosen, resolveSkirmish, endSkirmish } from './skirmish.ts';
import { regroup, onMoveOrStay, onReconciled } from './regroup.ts';
import { survivedThePath } from './victory.ts';
import { lotrVocabulary } from './vocabulary.ts';
import { greedyBot } from './bots.ts';

const card = ['card'];
/** A reason's card (core/reason.ts): `{card}` in its words. */
const reasonCard = ['reasonCard'];
const cardAndReason = ['card', 'reasonCard'];

export const lotrRules: RulesModule = {
  name: 'lotr',
  hooks: {
    lotrSetup: setupGame,
    lotrOfferStartingCompanion: offerStartingCompanion,
    lotrStartingCompanionChosen: onStartingCompanion,
    lotrDealHands: dealHands,
    lotrTurnBegins: turnBegins,
    lotrMove: moveOn,
    lotrShadowPhaseBegins: shadowPhaseBegins,
    lotrShadowPhasesEnd: shadowPhasesEnd,
    lotrArchery: archery,
    lotrArcheryWound: archeryWound,
    lotrArcheryWounded: onArcheryWound,
    lotrAssignment: assignment,
    lotrAssigned: onAssigned,
    lotrMinionAssigned: onMinionAssigned,
    lotrSkirmishes: skirmishes,
    lotrSkirmishChosen: onSkirmishChosen,
    lotrResolveSkirmish: resolveSkirmish,
    lotrEndSkirmish: endSkirmish,
    lotrRegroup: regroup,
    lotrMoveOrStay: onMoveOrStay,
    lotrReconciled: onReconciled,
  },
  predicates: { minionsInPlay },
  actions: {
    lotrFellowshipAction: fellowshipAction,
    lotrShadowAction: shadowAction,
    lotrManeuverAction: maneuverAction,
    lotrArcheryAction: archeryAction,
    lotrSkirmishAction: skirmishAction,
    lotrRegroupAction: regroupAction,
  },
  vocabulary: lotrVocabulary,
  ...abilityWindowHooks,
  winChecks: { survivedThePath },
  bots: { greedy: greedyBot },
  events: {
    startingCompanion: { doc: 'at setup a player put a companion from its deck into its starting fellowship {card, seat}', cards: card },
    twilightAdded: {
      doc: 'twilight went into the one pool: a Free Peoples card’s cost, or a move {seat, amount, reason}',
      cards: reasonCard,
    },
    twilightSpent: {
      doc: 'a Shadow player removed twilight from the pool {seat, amount, reason, shadowOrder (1: the first Shadow player’s Shadow phase; null outside one)}',
      cards: reasonCard,
    },
    fellowshipMoved: {
      doc: 'the active fellowship moved to the next site {seat, site, twilight (the site’s shadow number + 1 per companion)}',
    },
    fellowshipMovesAgain: { doc: 'at the regroup phase the Free Peoples player chose to move again {seat}' },
    fellowshipStayed: { doc: 'the Free Peoples player stayed: the minions are discarded and the turn ends {seat, site}' },
    shadowPhaseStarted: { doc: 'a Shadow player’s Shadow phase began {seat, next (the next Shadow player, or null), order (1 first)}' },
    shadowPhasesEnded: { doc: 'every Shadow player has had its Shadow phase {minions (in play)}' },
    minionPlayed: {
      doc: 'a Shadow player played a minion {card, seat, twilight (paid, the penalty in it), roaming, penalty (the roaming penalty paid, or 0)}',
      cards: card,
    },
    cardPlayed: {
      doc: 'a card other than a minion or event was played from hand {card, seat, twilight, on (the bearer, or null)}',
      cards: ['card', 'on'],
    },
    eventPlayed: { doc: 'an event was played from hand {card, seat, twilight}', cards: card },
    costPaidWith: {
      doc: 'a character was exerted to pay a cost — another player’s minion, for a Shadow player {card (the exerted one), seat (who paid), for (the card used), forName}',
      cards: ['card', 'for'],
    },
    exerted: { doc: 'a character exerted (took a wound) {card, reason}', cards: cardAndReason },
    wounded: { doc: 'a character took wounds {card, amount, reason}', cards: cardAndReason },
    healed: { doc: 'wounds came off a character {card, amount, reason}', cards: cardAndReason },
    characterKilled: {
      doc: 'a character was killed: a Free Peoples one to its owner’s dead pile, a minion to the discard pile {card, reason}',
      cards: cardAndReason,
    },
    strengthModified: { doc: 'a character is stronger or weaker until the end of the skirmish {card, amount, seat}', cards: card },
    archeryTotals: { doc: 'the archery totals {fellowship (wounds to minions), minions (wounds to companions)}' },
    minionAssigned: {
      doc: 'a minion was assigned to skirmish a companion {minion, character, seat (who assigned it)}',
      cards: ['minion', 'character'],
    },
    skirmishStarted: { doc: 'a skirmish began {character, minions}', cards: ['character', 'minions'] },
    skirmishResolved: {
      doc: 'strengths compared {character, minions, fellowship, shadow (strengths), winner (free, shadow, or null when a side was empty), overwhelmed}',
      cards: ['character', 'minions'],
    },
    ringBearerLost: { doc: 'a Ring-bearer was killed or corrupted: its player is out {seat, reason}', cards: reasonCard },
    survivedThePath: { doc: 'the active fellowship reached its regroup phase at the last site {seat, site}' },
  },
};
