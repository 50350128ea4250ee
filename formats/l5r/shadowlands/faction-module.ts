// What every rules module of a mode against the Shadowlands takes from the faction (Under Fu
// Leng's Shadow, "Shadowlands Faction", rules that "apply in all game modes"): its hooks —
// the table's setup, its provinces dealt, its fate, its corrupted ring effects —, its win
// checks and its events. Each mode's module spreads these and adds its own.
import type { RulesModule } from '../../../core/rules-module.ts';
import { setupAgainstTheShadowlands, fillShadowlandsProvinces, collectFate } from './dynasty.ts';
import { ringEffect, earthRing, onEarthDiscard } from './ring-effects.ts';
import { playersProvincesBroken, shadowlandsDynastyDeckEmpty, shadowlandsProvincesBroken, teamPenalties } from './victory.ts';

export const factionHooks: NonNullable<RulesModule['hooks']> = {
  setupGame: setupAgainstTheShadowlands,
  fillShadowlandsProvinces,
  collectFate,
  l5rRingEffectFor: ringEffect,
  slEarthRing: earthRing,
  slEarthDiscard: onEarthDiscard,
};

/** The win checks of every mode against the Shadowlands (the format's `win:` names them). */
export const factionWinChecks: NonNullable<RulesModule['winChecks']> = {
  teamPenalties,
  shadowlandsProvincesBroken,
  playersProvincesBroken,
  shadowlandsDynastyDeckEmpty,
};

/** Events of every mode against the Shadowlands. */
export const factionEvents: NonNullable<RulesModule['events']> = {
  eliminationPenalty: { doc: 'a player whose stronghold province broke plays on with penalties {seat, bidCap}' },
};
