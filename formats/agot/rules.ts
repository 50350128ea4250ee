// The AGoT rules module (BASE-RULES §3, and Shadows): the hooks the agot and agot-shadows
// formats' YAML names, assembled from one module per part of the round.
import type { RulesModule } from '../../core/rules-module.ts';
import { abilityWindowHooks } from '../../core/ability/responses.ts';
import { setupGame, offerSetupCard, onSetupCardChosen, revealSetup } from './setup.ts';
import { plotChoices, plotsRevealed, onFirstPlayerChosen } from './plot.ts';
import { drawPhase, dominance, standing, taxation, onReserveDiscarded } from './round.ts';
import { marshalAction, challengeAction, onAttach } from './marshal.ts';
import {
  challengesPhase,
  offerChallenge,
  onChallengeChosen,
  onDefenderChosen,
  declareAttackers,
  onAttackersChosen,
  onDefendersChosen,
  challengeActions,
  resolveChallenge,
  onClaimKilled,
  endChallenge,
} from './challenges.ts';
import { shadowsComeOut, shadowsOffer, shadowsChosen, shadowsBringOut } from './shadows.ts';
import { powerVictory } from './victory.ts';
import { agotVocabulary } from './vocabulary.ts';
import { greedyBot } from './bots.ts';

export const agotRules: RulesModule = {
  name: 'agot',
  hooks: {
    setupGame,
    agotOfferSetupCard: offerSetupCard,
    agotSetupCardChosen: onSetupCardChosen,
    agotRevealSetup: revealSetup,
    agotPlotsRevealed: plotsRevealed,
    agotFirstPlayerChosen: onFirstPlayerChosen,
    agotDrawPhase: drawPhase,
    agotAttach: onAttach,
    agotChallengesPhase: challengesPhase,
    agotOfferChallenge: offerChallenge,
    agotChallengeChosen: onChallengeChosen,
    agotDefenderChosen: onDefenderChosen,
    agotDeclareAttackers: declareAttackers,
    agotAttackersChosen: onAttackersChosen,
    agotDefendersChosen: onDefendersChosen,
    agotChallengeActions: challengeActions,
    agotResolveChallenge: resolveChallenge,
    agotClaimKilled: onClaimKilled,
    agotEndChallenge: endChallenge,
    agotDominance: dominance,
    agotStanding: standing,
    agotTaxation: taxation,
    agotReserveDiscarded: onReserveDiscarded,
    shadowsComeOut,
    shadowsOffer,
    shadowsChosen,
    shadowsBringOut,
  },
  choices: { agotPlots: plotChoices },
  actions: { agotMarshal: marshalAction, agotChallengeAction: challengeAction },
  vocabulary: agotVocabulary,
  ...abilityWindowHooks,
  winChecks: { powerVictory },
  bots: { greedy: greedyBot },
  events: {
    setupRevealed: { doc: 'the setup cards in play turned faceup together {}' },
    intoShadows: { doc: 'a player played a card into Shadows (the card is not named: only its owner knows it) {seat, gold, setup}' },
    movedIntoShadows: { doc: 'a card effect moved a card in play into its controller’s Shadows area (see the cardMoved before it) {seat}' },
    cameOutOfShadows: { doc: 'a card came out of Shadows, revealed {card, seat}', cards: ['card'] },
    marshalled: { doc: 'a card was marshalled from hand into play {card, seat, gold}', cards: ['card'] },
    duplicatePlaced: { doc: 'a copy of a unique card went onto its first copy as a duplicate {card, seat, on}', cards: ['card', 'on'] },
    attached: { doc: 'an attachment went onto a character {card, seat, to}', cards: ['card', 'to'] },
    attachmentDiscarded: { doc: 'an attachment with nothing to attach to was discarded {card, seat, reason}', cards: ['card'] },
    eventPlayed: { doc: 'an event was played from hand {card, seat}', cards: ['card'] },
    initiativeWon: { doc: 'the plots revealed, a player won initiative {seat, initiative}' },
    challengeDeclared: {
      doc: 'a player initiated a challenge; its attackers knelt {seat, challenge (military, intrigue or power), defender, attackers}',
      cards: ['attackers'],
    },
    defendersDeclared: { doc: 'the defender declared its defenders; they knelt {seat, defenders}', cards: ['defenders'] },
    challengeResolved: {
      doc: 'strengths compared {challenge, attacker, defender, attack, defense, winner (a seat, or null: no one), unopposed}',
    },
    characterKilled: { doc: 'a character was killed: it went to its owner’s dead pile {card, reason}', cards: ['card', 'reasonCard'] },
    savedByDuplicate: { doc: 'a duplicate was discarded to save its card from being killed {card, reason}', cards: ['card', 'reasonCard'] },
    discardedAtRandom: { doc: 'a card was discarded at random from hand {card, seat, reason}', cards: ['card', 'reasonCard'] },
    strengthModified: { doc: 'a character has more or less strength until the end of the challenge {card, amount}', cards: ['card'] },
    controlTaken: { doc: 'a player took control of a card in play {card, seat}', cards: ['card'] },
    dominanceResolved: { doc: 'dominance totals (standing strength + gold) {totals{seat: n}, winner (or null on a tie)}' },
  },
};
