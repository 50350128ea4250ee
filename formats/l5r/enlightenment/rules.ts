// The l5r-enlightenment rules module: the L5R module with what the Enlightenment format
// (V1.1) changes for three to six players. What is built and what is not yet: COVERAGE.md.
import type { RulesModule } from '../../../core/rules-module.ts';
import { l5rRules } from '../rules.ts';
import { onEliminated } from './elimination.ts';
import { diplomatBot } from './diplomat.ts';
import { enlightenment, onRingFate, placeFateOnAnotherPlayersRing } from './rings.ts';
import { drawHonorBids, enlightenmentBidChoices, exchangeEnlightenmentBids, oddPointOfHonor, onOddPoint } from './draw.ts';

export const enlightenmentRules: RulesModule = {
  ...l5rRules,
  name: 'l5r-enlightenment',
  hooks: {
    ...l5rRules.hooks,
    exchangeEnlightenmentBids,
    oddPointOfHonor,
    enlightenmentOddPoint: onOddPoint,
    drawHonorBids,
    placeFateOnAnotherPlayersRing,
    enlightenmentRingFate: onRingFate,
  },
  choices: { ...l5rRules.choices, enlightenmentBid: enlightenmentBidChoices },
  winChecks: { ...l5rRules.winChecks, enlightenment },
  onEliminated,
  bots: { ...l5rRules.bots, diplomat: diplomatBot },
  botsTakingAsides: ['diplomat'],
};
