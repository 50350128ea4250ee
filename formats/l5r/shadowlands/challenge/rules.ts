// The l5r-shadowlands-challenge rules module: the standard L5R module played by a Shadowlands
// player against a team of 2–4 (Under Fu Leng's Shadow, "Challenge Mode"), with the faction's
// rules that hold in every mode. No automaton: the Shadowlands seat is a player's.
import type { RulesModule } from '../../../../core/rules-module.ts';
import { l5rRules } from '../../rules.ts';
import { factionEvents, factionHooks, factionWinChecks } from '../faction-module.ts';
import { beginChallengeConflicts, drawShadowlandsCards, resolveChallengeBids } from './round.ts';

export const challengeRules: RulesModule = {
  ...l5rRules,
  name: 'l5r-shadowlands-challenge',
  hooks: {
    ...l5rRules.hooks,
    ...factionHooks,
    drawShadowlandsCards,
    resolveChallengeBids,
    beginConflicts: beginChallengeConflicts,
  },
  winChecks: factionWinChecks,
  events: { ...l5rRules.events, ...factionEvents },
};
