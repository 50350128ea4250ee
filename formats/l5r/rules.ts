// The L5R LCG rules module: the hooks the l5r formats' YAML names, assembled from one
// module per phase. Variants (Shadowlands, Enlightenment) reuse these and override by name.
import type { RulesModule, ActionProvider } from '../../core/rules-module.ts';
import type { RuleContext } from '../../core/context.ts';
import type { SeatId } from '../../core/types.ts';
import { setupGame } from './setup.ts';
import { revealProvinces, collectFate, firstPassFate, playCharacter, placeCharacter, askExtraFate } from './dynasty.ts';
import { honorBidChoices, duelBidChoices, resolveHonorBids } from './draw.ts';
import {
  beginConflicts, conflictOpportunitiesRemain, conflictOpportunity, onConflictType, onConflictRing, onConflictProvince,
  declareConflict, askDefenders, nextDefenders, declareDefenders, conflictWindow, resolveConflict, afterConflictReactions,
  askRingEffect, onRingEffect, claimRing, ringFateTo,
  endOfConflictPhase, gloryCount, claimFavor,
} from './conflict.ts';
import {
  discardCharactersWithoutFate, discardCharacter, removeFateFromCharacters, placeFateOnRings, readyCards,
  discardFromBrokenProvinces, returnRings, endOfRound,
} from './fate.ts';
import { cardActionOptions, useAbility, onAbilityTarget, onReactionAnswer, resolveDuel, fireTrigger, abilitiesOf, onOpponentChose, onPutIntoPlay } from './abilities.ts';
import { strongholdBroken, allProvincesBroken, honorVictory, honorDefeat } from './victory.ts';
import { charactersOf } from './board.ts';
import { greedyBot } from './bots.ts';

/** Actions in any window: card abilities, events, attachments and characters from hand. */
const cardAction: ActionProvider = {
  options: (ctx, seat) => cardActionOptions(ctx, seat),
  perform(ctx, seat, option) {
    const [kind, id, index] = option.id.replace(/^p\d+\//, '').split(':');
    const card = ctx.card(id);
    if (kind === 'ability') useAbility(ctx, seat, card, Number(index), false);
    else if (kind === 'event') useAbility(ctx, seat, card, abilitiesOf(ctx, card).findIndex((a) => a.type === 'action'), true);
    else if (kind === 'attach') askAttachTarget(ctx, seat, id);
    else if (kind === 'character') askExtraFate(ctx, seat, card);
  },
};

function askAttachTarget(ctx: RuleContext, seat: SeatId, id: string): void {
  const targets = ctx.state.seats.flatMap((s) => charactersOf(ctx.state, s.id));
  ctx.ask(
    { seat, kind: 'attachTo', prompt: `Attach ${ctx.card(id).name} to which character?`, options: targets.map((t) => ({ id: t.id, label: `${t.name} (${t.controller})`, card: t.id })) },
    'l5rAttach', { card: id, seat },
  );
}

/** Continuation: pay, attach (the attachment goes where its character is), reactions to it being played. */
function attach(ctx: RuleContext): void {
  const { card: id, seat } = ctx.data as { card: string; seat: SeatId };
  const card = ctx.card(id);
  const host = ctx.card(ctx.answer as string);
  ctx.addCounter(seat, 'fate', -Number(card.stats.cost ?? 0), `playing ${card.name}`);
  card.data.attachedTo = host.id;
  card.controller = seat;
  ctx.moveCard(id, host.zone, { faceUp: true });
  ctx.emit('attached', { ...ctx.cardRef(card), to: host.id });
  fireTrigger(ctx, 'played', (c) => c.id === id);
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
    l5rRingFateTo: ringFateTo,
    l5rResolveConflict: resolveConflict,
    l5rAfterConflictReactions: afterConflictReactions,
    l5rRingEffect: onRingEffect,
    l5rClaimRing: claimRing,
    endOfConflictPhase,
    gloryCount,
    l5rClaimFavor: claimFavor,
    discardCharactersWithoutFate,
    l5rDiscardCharacter: discardCharacter,
    removeFateFromCharacters,
    placeFateOnRings,
    readyCards,
    discardFromBrokenProvinces,
    returnRings,
    endOfRound,
    l5rAbilityTarget: onAbilityTarget,
    l5rReactionAnswer: onReactionAnswer,
    l5rResolveDuel: resolveDuel,
    l5rAttach: attach,
    l5rOpponentChose: onOpponentChose,
    l5rPutIntoPlay: onPutIntoPlay,
  },
  predicates: { conflictOpportunitiesRemain },
  actions: { playCharacter, cardAction },
  choices: { honorBid: honorBidChoices, duelBid: duelBidChoices },
  winChecks: { strongholdBroken, allProvincesBroken, honorVictory, honorDefeat },
  bots: { greedy: greedyBot },
  events: {
    characterPlayed: 'a character entered play {card, seat, extraFate}',
    cardLeftPlay: 'a card left play to its discard pile {card, reason}',
    abilityUsed: 'a card ability or event was used {seat, card, name, ability, text}',
    conflictDeclared: 'a conflict was declared {conflictType, ring, element, attackingSeat, defendingSeat, provinces, attackers}',
    defendersDeclared: 'the defender chose defenders {defendingSeat, defenders}',
    conflictPassed: 'a team passed a conflict opportunity {team, auto}',
    conflictResolved: 'skill totals and the winner {conflictType, attackerTotal, defenderTotal, winner}',
    provinceBroken: 'a province broke {province, name, owner, stronghold}',
    ringEffectResolved: 'the attacker resolved the contested ring {element, seat, choice}',
    ringClaimed: 'a team claimed a ring {ring, element, team}',
    conflictEnded: 'participants went home bowed {conflictType}',
    gloryCounted: 'glory totals per team {totals, winner}',
    imperialFavorClaimed: 'a team claimed the Imperial Favor {team, favorType}',
    imperialFavorDiscarded: 'a team that may not hold the Imperial Favor won the glory count; the Favor is discarded {team}',
    movedToConflict: 'a character joined the conflict {card, side}',
    sentHome: 'a character was sent home from the conflict {card}',
    skillModified: 'a skill changed until the end of the conflict {card, military, political}',
    attached: 'an attachment was played {card, to}',
    choseAtRandom: 'a choice made at random for a seat (Unpredictable) {seat, kind, choice}',
    provinceStrengthModified: 'a province is stronger or weaker until the end of the conflict {card, amount}',
    duelStarted: 'a duel began {challenger, target, conflictType}',
    duelResolved: 'a duel ended {challenger, target, challengerTotal, targetTotal, loser}',
  },
};
