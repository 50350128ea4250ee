// Small YAML texts for the loader tests. Line numbers matter in these tests, so each
// sample is written out line by line where a test points at a line.
import { readFileSync } from 'node:fs';
import { LoadError, type Issue } from '../../core/load/issues.ts';
import type { SourceText } from '../../core/load/yaml-source.ts';
import { loadCatalog, resolveFormat, type ResolvedFormat, type RulesRegistry } from '../../core/load/catalog.ts';
import type { RulesModule } from '../../core/rules-module.ts';
import { registry as projectRegistry } from '../../formats/index.ts';

/**
 * The rules module the samples name (`rules: samples`): the loader checks that every rule a
 * format names is one of its module's, and no game is played here, so the hooks do nothing.
 */
const samplesModule: RulesModule = {
  name: 'samples',
  hooks: Object.fromEntries(
    ['takeTurn', 'refill', 'refillFaster', 'draw', 'drawAgain', 'cleanup', 'upkeep'].map((name) => [name, () => {}]),
  ),
};

/** The project's rules modules and card families, and the samples' module. */
export const registry: RulesRegistry = { ...projectRegistry, modules: { ...projectRegistry.modules, samples: samplesModule } };

/** The smallest format that fits the schema, as YAML lines (line 1 is `id:`; `rules:` last). */
export function minimalFormat(id: string): string {
  return [
    `id: ${id}`,
    `name: ${id} format`,
    'seats: { min: 2, max: 4 }',
    'zones: []',
    'round: [main]',
    'phases:',
    '  main:',
    '    steps:',
    '      - rule: takeTurn',
    'win: []',
    'rules: samples',
  ].join('\n');
}

export const yaml = (...lines: string[]) => `${lines.join('\n')}\n`;

/** The issues of the LoadError `load` throws; fails the test if it throws none. */
export function issuesOf(load: () => unknown): Issue[] {
  try {
    load();
  } catch (error) {
    if (error instanceof LoadError) return error.issues;
    throw error;
  }
  throw new Error('expected a LoadError, but loading succeeded');
}

/** A bad-on-purpose file from test/fixtures/load/, named as from the project root. */
export function fixture(name: string): SourceText {
  const path = `test/fixtures/load/${name}`;
  return { path, text: readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8') };
}

/** Format `id` resolved from these files alone, their card sets checked against the project's rules modules and card families. */
export function resolveFrom(files: readonly SourceText[], id: string): ResolvedFormat {
  return resolveFormat(loadCatalog(files, registry), id);
}
