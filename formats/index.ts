// Every rules module a format YAML can name with `rules:`. Imported statically so the
// browser bundle and the CLI see the same set.
import type { RulesModule } from '../core/rules-module.ts';
import type { Families } from '../core/load/card-vocabulary.ts';
import type { RulesRegistry } from '../core/load/catalog.ts';
import { fixtureRules } from './fixtures/rules.ts';
import { l5rRules } from './l5r/rules.ts';
import { shadowlandsRules } from './l5r/shadowlands/rules.ts';
import { enlightenmentRules } from './l5r/enlightenment/rules.ts';
import { challengeRules } from './l5r/shadowlands/challenge/rules.ts';
import { ccgRules } from './l5r-ccg/rules.ts';
import { siegeRules } from './l5r-ccg/siege/rules.ts';
import { agotRules } from './agot/rules.ts';
import { lotrRules } from './lotr/rules.ts';

export const rulesModules: Record<string, RulesModule> = {
  [fixtureRules.name]: fixtureRules,
  [l5rRules.name]: l5rRules,
  [shadowlandsRules.name]: shadowlandsRules,
  [enlightenmentRules.name]: enlightenmentRules,
  [challengeRules.name]: challengeRules,
  [ccgRules.name]: ccgRules,
  [siegeRules.name]: siegeRules,
  [agotRules.name]: agotRules,
  [lotrRules.name]: lotrRules,
};

/** Card families by name, each with its vocabulary (a card set's `family:` names one). */
export const families: Families = Object.fromEntries(
  Object.values(rulesModules).flatMap((module) => (module.vocabulary ? [[module.vocabulary.family, module.vocabulary]] : [])),
);

/** What the loader checks format files and card sets against. */
export const registry: RulesRegistry = { modules: rulesModules, families };
