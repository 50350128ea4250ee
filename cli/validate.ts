// validate: every named file against its schema, with file:line:col for each problem.
// A format is checked as it will be played: with its `extends` chain merged. The project's
// catalog is loaded, and each of its formats resolved, once per run however many files name
// them (every file loading it again cost 0.45 s of CPU a file).
import { catalogWith, modules, projectRoot } from './project.ts';
import { readFileSource, findFormat, inProject } from './node-sources.ts';
import { parseSource } from '../core/load/yaml-source.ts';
import { formatIssue, LoadError, type Issue } from '../core/load/issues.ts';
import { isPlainObject } from '../core/load/plain.ts';
import { validateCardSet } from '../core/load/card-set.ts';
import { checkScenario } from '../core/scenario-checks.ts';
import { moduleFor } from '../core/session.ts';
import { GameError } from '../core/game.ts';
import { EXIT } from './exit.ts';
import { families } from '../formats/index.ts';
import { resolveFormat, type Catalog } from '../core/load/catalog.ts';
import type { ResolvedFormat } from '../core/format.ts';
import { matchingSets } from '../core/load/format-checks.ts';
import type { SourceText } from '../core/load/yaml-source.ts';

export function validateCommand(files: string[]): void {
  let bad = 0;
  const validation = new Validation();
  for (const file of files) {
    const { issues, warnings } = validation.check(file);
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

/** One run's checks: the project's catalog loaded once, each of its formats resolved once (its error too). */
export class Validation {
  #project: Catalog | undefined;
  readonly #resolved = new Map<string, ResolvedFormat | LoadError>();

  /** How many formats this run resolved from the project's catalog. */
  get formatsResolved(): number {
    return this.#resolved.size;
  }

  /** A file's problems, and what is no problem but a designer should hear (a card set's decks, as its formats see them). */
  check(file: string): { issues: Issue[]; warnings: string[] } {
    let source: SourceText;
    try {
      source = readFileSource(file);
    } catch (e) {
      if (e instanceof LoadError) return { issues: e.issues, warnings: [] };
      throw e;
    }
    const parsed = parseSource(source);
    if (parsed.issues.length) return { issues: parsed.issues, warnings: [] };
    const value = parsed.value;
    const issues = this.#issuesOf(file, source, value);
    if (issues.length > 0) return { issues, warnings: [] };
    return isPlainObject(value) && typeof value.set === 'string' ? this.#inItsFormats(file, value.set) : { issues, warnings: [] };
  }

  #projectCatalog(): Catalog {
    return (this.#project ??= catalogWith());
  }

  /** The catalog a file is checked in: the project's when the file is one of its own, else the project's with it added. */
  #catalogFor(file: string): Catalog {
    return inProject(projectRoot, file) ? this.#projectCatalog() : catalogWith([file]);
  }

  /** A format of `catalog` by id: resolved once when the catalog is the project's. */
  readonly #format = (catalog: Catalog, id: string): ResolvedFormat => {
    if (catalog !== this.#project) return resolveFormat(catalog, id);
    let format = this.#resolved.get(id);
    if (!format) {
      try {
        format = resolveFormat(catalog, id);
      } catch (e) {
        if (!(e instanceof LoadError)) throw e;
        format = e;
      }
      this.#resolved.set(id, format);
    }
    if (format instanceof LoadError) throw format;
    return format;
  };

  #issuesOf(file: string, source: SourceText, value: unknown): Issue[] {
    try {
      if (isPlainObject(value) && 'scenario' in value) {
        checkScenario(source, (id) => findFormat(this.#projectCatalog(), id, projectRoot, this.#format), modules);
        return [];
      }
      if (isPlainObject(value) && 'set' in value) {
        validateCardSet(source, families);
        return [];
      }
      moduleFor(findFormat(this.#catalogFor(file), file, projectRoot, this.#format), modules);
      return [];
    } catch (e) {
      if (e instanceof LoadError) return e.issues;
      if (e instanceof GameError) return [{ file, line: 0, col: 0, message: e.message }];
      throw e;
    }
  }

  /**
   * A card set as the formats that use it play it: with the project's other sets, where an id
   * another set has too is a problem (a set alone is fine by itself, ambiguous beside them), and
   * each of its decks as its formats' rules modules see them (Siege: a clock deck's shape).
   */
  #inItsFormats(file: string, set: string): { issues: Issue[]; warnings: string[] } {
    const catalog = this.#catalogFor(file);
    const issues: Issue[] = [];
    const warnings: string[] = [];
    for (const [id, entry] of catalog.formats) {
      if (!formatUses(catalog, entry.value, set)) continue;
      let format;
      try {
        format = this.#format(catalog, id);
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
}

/** Does a format (or one it extends) name card set `set` among its `cards`? */
function formatUses(catalog: ReturnType<typeof catalogWith>, format: Record<string, unknown>, set: string): boolean {
  const cards = Array.isArray(format.cards) ? (format.cards as string[]) : [];
  if (cards.some((entry) => matchingSets(entry, [set]).length > 0)) return true;
  const base = typeof format.extends === 'string' ? catalog.formats.get(format.extends) : undefined;
  return base ? formatUses(catalog, base.value as Record<string, unknown>, set) : false;
}
