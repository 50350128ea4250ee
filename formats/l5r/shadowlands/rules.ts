// The l5r-shadowlands rules module: the L5R module with the Shadowlands faction and the
// cooperative automaton's hooks in place of the standard ones they replace.
import type { RulesModule, ActionProvider } from '../../../core/rules-module.ts';
import { l5rRules } from '../rules.ts';
import { isShadowlands } from './faction.ts';
import { triggerWarlord, shadowlandsPlay, onShadowlandsCharacterChosen, resolveShadowBids } from './coop-round.ts';
import {
  beginConflicts,
  conflictOpportunitiesRemain,
  conflictOpportunity,
  onDeckConflictType,
  conflictWindow,
  deckAction,
  afterProvinceBroken,
  resolveDuel,
} from './coop-conflict.ts';
import { factionEvents, factionHooks, factionWinChecks } from './faction-module.ts';
import { shadowlandsAutomaton } from './automaton.ts';
import { sacrifice } from './sacrifice.ts';

/** The deck acts only by its own rules: the players' actions aren't offered to it. */
const playersOnly = (provider: ActionProvider): ActionProvider => ({
  options: (ctx, seat) => (isShadowlands(ctx, seat) ? [] : provider.options(ctx, seat)),
  perform: provider.perform,
});

export const shadowlandsRules: RulesModule = {
  ...l5rRules,
  name: 'l5r-shadowlands',
  hooks: {
    ...l5rRules.hooks,
    ...factionHooks,
    triggerWarlord,
    slPlayChosen: onShadowlandsCharacterChosen,
    resolveShadowBids,
    beginConflicts,
    conflictOpportunity,
    slConflictType: onDeckConflictType,
    l5rConflictWindow: conflictWindow,
    slDeckAction: deckAction,
    l5rSacrifice: sacrifice,
    l5rResolveDuel: resolveDuel,
    afterProvinceBroken,
  },
  predicates: { ...l5rRules.predicates, conflictOpportunitiesRemain },
  actions: {
    playCharacter: playersOnly(l5rRules.actions!.playCharacter),
    cardAction: playersOnly(l5rRules.actions!.cardAction),
    discardDuplicate: playersOnly(l5rRules.actions!.discardDuplicate),
    shadowlandsPlay,
  },
  winChecks: factionWinChecks,
  automata: { shadowlands: shadowlandsAutomaton },
  events: {
    ...l5rRules.events,
    randomizerRevealed: {
      doc: 'the Shadowlands deck turned its top conflict card as a randomizer, for everyone to see {card, zone (where it is now), from (the deck), purpose, shadowNumber, shadowElement}',
      cards: ['card'],
      reveals: true,
    },
    deckPassed: { doc: 'the Shadowlands deck passed its conflict action {reason, card}', cards: ['card'] },
    ...factionEvents,
  },
};
