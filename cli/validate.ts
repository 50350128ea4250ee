// validate: every named file against its schema, with file:line:col for each problem.
// A format is checked as it will be played: with its `extends` chain merged.
import { catalogWith, modules, projectRoot } from './project.ts';
import { readFileSource, findFormat } from './node-sources.ts';
import { parseSource } from '../core/load/yaml-source.ts';
import { formatIssue, LoadError, type Issue } from '../core/load/issues.ts';
import { isPlainObject } from '../core/load/plain.ts';
import { validateCardSet } from '../core/load/card-set.ts';
import { checkScenario } from '../core/scenario-checks.ts';
import { moduleFor } from '../core/session.ts';
import { GameError } from '../core/game.ts';
import { EXIT } from './exit.ts';
import { families } from '../formats/index.ts';
import { resolveFormat } from '../core/load/catalog.ts';
import { matchingSets } from '../core/load/format-checks.ts';

export function validateCommand(files: string[]): void {
  let bad = 0;
  for (const file of files) {
    const { issues, warnings } = checked(file);
    for (const warning of warnings) console.error(`warning: ${file}: ${warning}`);
    if (issues.length === 0) console.log(`ok  ${file}`);
    else {
      bad++;
      for (const issue of issues) console.error(formatIssue(issue));
    }
  }
  if (bad > 0) {
    console.error(`${bad} of ${files.length} file(s) have problems`);
    process.exitCode = EXIT.badInput;
  }
}

/** A file's problems, and what is no problem but a designer should hear (a card set's decks, as its formats see them). */
function checked(file: string): { issues: Issue[]; warnings: string[] } {
  const issues = issuesOf(file);
  if (issues.length > 0) return { issues, warnings: [] };
  const set = cardSetId(file);
  return set === null ? { issues, warnings: [] } : inItsFormats(file, set);
}

/** The set id of a card set file, or null for any other file. */
function cardSetId(file: string): string | null {
  const value = parseSource(readFileSource(file)).value;
  return isPlainObject(value) && typeof value.set === 'string' ? value.set : null;
}

/**
 * A card set as the formats that use it play it: with the project's other sets, where an id
 * another set has too is a problem (a set alone is fine by itself, ambiguous beside them), and
 * each of its decks as its formats' rules modules see them (Siege: a clock deck's shape).
 */
function inItsFormats(file: string, set: string): { issues: Issue[]; warnings: string[] } {
  const catalog = catalogWith([file]);
  const issues: Issue[] = [];
  const warnings: string[] = [];
  for (const [id, entry] of catalog.formats) {
    if (!formatUses(catalog, entry.value, set)) continue;
    let format;
    try {
      format = resolveFormat(catalog, id);
    } catch (e) {
      if (!(e instanceof LoadError)) throw e;
      issues.push(...e.issues.filter((i) => !issues.some((seen) => formatIssue(seen) === formatIssue(i))));
      continue;
    }
    const module = moduleFor(format, modules);
    for (const deck of Object.keys(catalog.cardSets.get(set)?.value.decks ?? {}))
      for (const w of module.deckWarnings?.(format, deck) ?? []) if (!warnings.includes(w)) warnings.push(w);
  }
  return { issues, warnings };
}

/** Does a format (or one it extends) name card set `set` among its `cards`? */
function formatUses(catalog: ReturnType<typeof catalogWith>, format: Record<string, unknown>, set: string): boolean {
  const cards = Array.isArray(format.cards) ? (format.cards as string[]) : [];
  if (cards.some((entry) => matchingSets(entry, [set]).length > 0)) return true;
  const base = typeof format.extends === 'string' ? catalog.formats.get(format.extends) : undefined;
  return base ? formatUses(catalog, base.value as Record<string, unknown>, set) : false;
}

function issuesOf(file: string): Issue[] {
  try {
    const source = readFileSource(file);
    const parsed = parseSource(source);
    if (parsed.issues.length) return parsed.issues;
    const value = parsed.value;
    if (isPlainObject(value) && 'scenario' in value) {
      const catalog = catalogWith();
      checkScenario(source, (id) => findFormat(catalog, id, projectRoot), modules);
      return [];
    }
    if (isPlainObject(value) && 'set' in value) {
      validateCardSet(source, families);
      return [];
    }
    const format = findFormat(catalogWith([file]), file, projectRoot);
    moduleFor(format, modules);
    return [];
  } catch (e) {
    if (e instanceof LoadError) return e.issues;
    if (e instanceof GameError) return [{ file, line: 0, col: 0, message: e.message }];
    throw e;
  }
}
