// The L5R CCG rules module (BASE-RULES §2): the hooks the l5r-ccg format's YAML names,
// assembled from one module per part of the turn. Siege: Heart of Darkness builds on it.
import type { RulesModule } from '../../core/rules-module.ts';
import { setupGame, askCycle, onCycled } from './setup.ts';
import { straightenPhase, eventsPhase, resolveDynastyEvent, endDraw, discardToHandLimit, onDiscarded, endTurn } from './turn.ts';
import { dynastyPhase, offerRecruit, onRecruitChosen, recruited } from './dynasty.ts';
import { attackPhase, onAttackDeclared, onAssigned, nextBattle, onBattleChosen, resolveBattle, afterBattle } from './attack.ts';
import {
  ccgAction,
  ccgBattleAction,
  playStrategy,
  castSpell,
  playRing,
  onAttachChosen,
  attach,
  onLobbied,
  takeFavor,
  onFavorForce,
  favorDraw,
  favorForceGiven,
  actionPaid,
  notPlayed,
} from './actions.ts';
import { onPaid } from './gold.ts';
import { honorVictory, enlightenmentVictory, lastStanding, onSeatOut, afterProvinceDestroyed } from './victory.ts';
import { ccgVocabulary } from './vocabulary.ts';
import { greedyBot } from './bots.ts';
import { abilityWindowHooks } from '../../core/ability/responses.ts';

export const ccgRules: RulesModule = {
  name: 'l5r-ccg',
  hooks: {
    setupGame,
    ccgCycle: askCycle,
    ccgCycled: onCycled,
    ccgStraighten: straightenPhase,
    ccgEvents: eventsPhase,
    ccgResolveEvent: resolveDynastyEvent,
    ccgAttackPhase: attackPhase,
    ccgAttackDeclared: onAttackDeclared,
    ccgAssigned: onAssigned,
    ccgNextBattle: nextBattle,
    ccgBattleChosen: onBattleChosen,
    ccgResolveBattle: resolveBattle,
    ccgProvinceDestroyed: afterProvinceDestroyed,
    ccgAfterBattle: afterBattle,
    ccgRecruit: dynastyPhase,
    ccgOfferRecruit: offerRecruit,
    ccgRecruitChosen: onRecruitChosen,
    ccgRecruited: recruited,
    ccgPaid: onPaid,
    ccgPlayStrategy: playStrategy,
    ccgCastSpell: castSpell,
    ccgPlayRing: playRing,
    ccgAttachChosen: onAttachChosen,
    ccgAttach: attach,
    ccgLobbied: onLobbied,
    ccgTakeFavor: takeFavor,
    ccgFavorForce: onFavorForce,
    ccgFavorDraw: favorDraw,
    ccgFavorForceGiven: favorForceGiven,
    ccgActionPaid: actionPaid,
    ccgNotPlayed: notPlayed,
    ccgEndDraw: endDraw,
    ccgDiscardToLimit: discardToHandLimit,
    ccgDiscarded: onDiscarded,
    ccgEndTurn: endTurn,
  },
  vocabulary: ccgVocabulary,
  ...abilityWindowHooks,
  actions: { ccgAction, ccgBattleAction },
  winChecks: { honorVictory, enlightenmentVictory, lastStanding },
  bots: { greedy: greedyBot },
  onEliminated: onSeatOut,
  events: {
    deckReshuffled: { doc: 'a deck ran out and took its discard pile back, shuffled {seat, deck}' },
    cycled: { doc: 'a player cycled cards from its provinces to the bottom of its dynasty deck at the start {seat, count}' },
    recruited: { doc: 'a card was recruited from a province into play {card, seat, gold}', cards: ['card'] },
    goldPaid: {
      doc: 'cards bowed for gold to pay a cost of card `for`; gold over the cost is lost {seat, cost, gold, cards, for, forName}',
      cards: ['cards', 'for'],
    },
    attackDeclared: { doc: 'the active player attacks {attacker, defender}' },
    armiesAssigned: {
      doc: "a side's units went to battlefields {seat, side, battlefields[{province, attackers, defenders}]}",
    },
    battleBegan: { doc: 'a battle is fought {province, attackers, defenders}', cards: ['province', 'attackers', 'defenders'] },
    battleResolved: {
      doc: 'battle resolution {province, attacker (the attacking seat), attackerRole (its role), attackerForce, defenderForce, winner: attacker|defender|tie, destroyed, provinceStrength, provinceDestroyed}',
      cards: ['province', 'destroyed'],
    },
    attackEnded: { doc: 'the attack phase is over {attacker, defender}' },
    cardDestroyed: {
      doc: 'a personality (with its unit) or a follower or item was destroyed {card, reason}',
      cards: ['card', 'reasonCard'],
    },
    provinceDestroyed: { doc: 'a province was destroyed: it and its card leave the row {card, owner}', cards: ['card'] },
    ringPlayed: { doc: 'a player played a ring: it stays in play {card, seat, element}', cards: ['card'] },
    attached: { doc: 'a follower or item joined a personality {card, to}', cards: ['card', 'to'] },
    spellCast: { doc: 'a shugenja bowed to cast a spell from hand {card, seat, caster}', cards: ['card', 'caster'] },
    regionDiscarded: { doc: 'a region left its province (replaced by another, or the province destroyed) {card}', cards: ['card'] },
    favorTaken: { doc: 'a player lobbied and took the Imperial Favor {seat, from, by}', cards: ['by'] },
    favorDiscarded: {
      doc: 'the holder discarded the Imperial Favor for one of its uses, or left the game with it {seat, use: draw|force|out}',
    },
    forceModified: { doc: 'a card has more or less Force until the end of the battle {card, amount}', cards: ['card'] },
    sentHome: { doc: 'a personality left the battle it was in {card}', cards: ['card'] },
  },
};
