// The l5r-ccg-siege rules module: the L5R CCG module played by a Rokugani team against a
// Challenge player (Siege: Heart of Darkness), with territories (territories.ts), the clock
// (clock.ts), Rank (../rank.ts) and Siege's victory (victory.ts). Team play, Unstoppable and the
// political tokens are the CCG module's and the format's (l5r-ccg-siege.yaml).
import type { RulesModule } from '../../../core/rules-module.ts';
import { ccgRules } from '../rules.ts';
import { siegeSetup } from './setup.ts';
import { clockDeckWarnings, revealClock } from './clock.ts';
import { finalHour, siegeProvinceDestroyed } from './victory.ts';

export const siegeRules: RulesModule = {
  ...ccgRules,
  name: 'l5r-ccg-siege',
  hooks: {
    ...ccgRules.hooks,
    siegeSetup,
    siegeRevealClock: revealClock,
    siegeFinalHour: finalHour,
    ccgProvinceDestroyed: siegeProvinceDestroyed,
  },
  winChecks: { lastStanding: ccgRules.winChecks!.lastStanding },
  deckWarnings: clockDeckWarnings,
  events: {
    ...ccgRules.events,
    clockRevealed: {
      doc: 'the Challenge player turned the top clock card onto the clock discard pile: it is in play {card, seat, threat, final: is it the final hour}',
      cards: ['card'],
    },
    clockDiscarded: {
      doc: 'the Rokugani discarded the top clock card: no effect, not resolved {card, seat, why, threat}',
      cards: ['card'],
    },
    clockTraitInForce: {
      doc: "a numbered trait of the clock card in play came into force (the card turned into play, or the threat level reached the trait's number) {card, seat, trait: the card's name, number and text, threat}",
      cards: ['card'],
    },
    territoryDestroyed: { doc: 'a territory was turned to its destroyed side {card}', cards: ['card'] },
  },
};
