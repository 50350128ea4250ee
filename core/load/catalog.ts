// Every format and card set the loader was given, indexed by id, and the resolution of a
// format id into the one merged, checked format a game is played with. A bad file is
// reported and skipped; it never stops the others loading.
import { isMap } from 'yaml';
import type { CardDef, CardSetFile } from '../../cards/schema/card-schema.ts';
import { FormatFile } from '../schema/format-schema.ts';
import { cardSetIssues } from './card-set.ts';
import type { Families } from './card-vocabulary.ts';
import { formatReferenceErrors, matchingSets } from './format-checks.ts';
import { ruleNameErrors } from './rule-names.ts';
import type { RulesModule } from '../rules-module.ts';
import { sortIssues, throwIfAny, LoadError, type Issue } from './issues.ts';
import { locate, mergeFormat } from './merge.ts';
import { isPlainObject } from './plain.ts';
import { schemaErrors } from './validate.ts';
import { issueAt, parseSource, type PathError, type SourceText, type YamlSource } from './yaml-source.ts';

export interface FormatEntry {
  id: string;
  path: string;
  /** The file as written: before `extends` is merged, not yet checked against the schema. */
  value: Record<string, unknown>;
  source: YamlSource;
  /** Syntax problems; a format with any (or extending one with any) cannot be resolved. */
  issues: Issue[];
}

export interface CardSetEntry {
  id: string;
  path: string;
  value: CardSetFile;
  source: YamlSource;
  /** Schema and reference problems; a format using a set with any cannot be resolved. */
  issues: Issue[];
}

export interface Catalog {
  formats: ReadonlyMap<string, FormatEntry>;
  cardSets: ReadonlyMap<string, CardSetEntry>;
  /** Every file's problems: syntax, no recognisable kind, a repeated id, a bad card set. */
  issues: Issue[];
  /** The rules modules its formats may name and the card families its card sets may belong to. */
  registry: RulesRegistry;
}

/** The rules modules formats name with `rules:`, and the card families (with their vocabularies) card sets name with `family:`. */
export interface RulesRegistry {
  modules: Readonly<Record<string, RulesModule>>;
  families: Families;
}

export type Deck = NonNullable<CardSetFile['decks']>[string];

export type ResolvedFormat = FormatFile & {
  version: number;
  path: string;
  /** Format ids from the root base to this format. */
  chain: string[];
  cardDefs: Record<string, CardDef>;
  decks: Record<string, Deck>;
};

/** `registry`: every rules module a format and card family a set may name (formats/index.ts). */
export function loadCatalog(sources: readonly SourceText[], registry: RulesRegistry): Catalog {
  return addSources({ formats: new Map(), cardSets: new Map(), issues: [], registry }, sources);
}

const UNKNOWN_KIND = 'expected a format (id:), a card set (set:) or a scenario (scenario:)';

/**
 * A new catalog with more files; on an id clash the file already there keeps it. A file
 * that does not parse is still listed under its id when that much can be read, so asking
 * for it reports its syntax error rather than "unknown format".
 */
export function addSources(catalog: Catalog, sources: readonly SourceText[]): Catalog {
  const formats = new Map(catalog.formats);
  const cardSets = new Map(catalog.cardSets);
  const issues = [...catalog.issues];
  for (const text of sources) {
    const source = parseSource(text);
    const kind = kindOf(source);
    if (kind === 'scenario') continue;
    if (kind === undefined) {
      issues.push(...(source.issues.length > 0 ? source.issues : [issueAt(source, { path: [], message: UNKNOWN_KIND })]));
      continue;
    }
    const key = kind === 'cardSet' ? 'set' : 'id';
    const id = source.doc.get(key);
    const fileIssues = [...source.issues];
    const existing = typeof id === 'string' ? (kind === 'cardSet' ? cardSets : formats).get(id) : undefined;
    if (typeof id !== 'string') {
      fileIssues.push(issueAt(source, { path: [key], message: `${key}: expected a string, got ${JSON.stringify(id)}` }));
    } else if (existing) {
      const what = kind === 'cardSet' ? 'card set' : 'format';
      fileIssues.push(issueAt(source, { path: [key], message: `duplicate ${what} id "${id}": already defined in ${existing.path}` }));
    } else if (kind === 'cardSet') {
      if (fileIssues.length === 0) fileIssues.push(...cardSetIssues(source, catalog.registry.families));
      cardSets.set(id, { id, path: source.path, value: source.value as CardSetFile, source, issues: fileIssues });
    } else {
      const value = isPlainObject(source.value) ? source.value : {};
      formats.set(id, { id, path: source.path, value, source, issues: fileIssues });
    }
    issues.push(...fileIssues);
  }
  return { formats, cardSets, issues, registry: catalog.registry };
}

function kindOf({ doc }: YamlSource): 'format' | 'cardSet' | 'scenario' | undefined {
  if (!isMap(doc.contents)) return undefined;
  if (doc.has('scenario') || doc.has('expect')) return 'scenario';
  if (doc.has('set')) return 'cardSet';
  if (doc.has('id')) return 'format';
  return undefined;
}

/**
 * The format `id` with its `extends` chain merged (see mergeFormat), checked against the
 * schema and for references, with its card sets' cards and decks. Every problem points
 * into the file that supplied the offending value. Throws LoadError listing them all.
 */
export function resolveFormat(catalog: Catalog, id: string): ResolvedFormat {
  const entry = catalog.formats.get(id);
  if (!entry) {
    throw new LoadError([{ file: '', line: 0, col: 0, message: `unknown format "${id}" (${knownIds(catalog.formats)})` }]);
  }
  const chain = extendsChain(catalog, entry);
  const mergeErrors: PathError[] = [];
  const merged = chain.slice(1).reduce((base, variant) => mergeFormat(base, variant.value, mergeErrors), chain[0]!.value);

  const layers = [...chain].reverse();
  const toIssue = (error: PathError) => {
    const at = locate(
      layers.map((layer) => layer.value),
      merged,
      error.path,
    );
    return issueAt(layers[at.layer]!.source, { ...error, path: at.path });
  };
  throwIfAny(sortIssues(mergeErrors.map(toIssue)));

  const errors = schemaErrors(FormatFile, merged);
  throwIfAny(sortIssues(errors.map(toIssue)));

  const format = merged as FormatFile;
  const cards = collectCards(catalog, format);
  const references = [
    ...formatReferenceErrors(format, new Set(catalog.cardSets.keys())),
    ...ruleNameErrors(format, catalog.registry.modules),
  ].map(toIssue);
  throwIfAny(sortIssues([...references, ...cards.issues]));

  return {
    ...format,
    version: format.version ?? 1,
    path: entry.path,
    chain: chain.map((link) => link.id),
    cardDefs: cards.cardDefs,
    decks: cards.decks,
  };
}

/** The formats from the root base down to `entry`; a broken link throws. */
function extendsChain(catalog: Catalog, entry: FormatEntry): FormatEntry[] {
  const chain = [entry];
  throwIfAny(entry.issues);
  for (let current = entry; current.value.extends !== undefined; ) {
    const baseId = current.value.extends;
    const fail = (message: string): never => {
      throw new LoadError([issueAt(current.source, { path: ['extends'], message })]);
    };
    if (typeof baseId !== 'string') return fail(`extends: expected a format id, got ${JSON.stringify(baseId)}`);
    const base = catalog.formats.get(baseId);
    if (!base) return fail(`unknown base format "${baseId}" (${knownIds(catalog.formats)})`);
    if (chain.includes(base)) {
      return fail(`extends cycle: ${[...chain.map((link) => link.id), base.id].join(' → ')}`);
    }
    throwIfAny(base.issues);
    chain.push(base);
    current = base;
  }
  return chain.reverse();
}

/** Cards and decks of the format's sets; an id in two sets is ambiguous, so an issue. */
function collectCards(catalog: Catalog, format: FormatFile) {
  const issues: Issue[] = [];
  const cardDefs: Record<string, CardDef> = {};
  const decks: Record<string, Deck> = {};
  const cardFrom = new Map<string, CardSetEntry>();
  const deckFrom = new Map<string, CardSetEntry>();
  for (const setId of (format.cards ?? []).flatMap((entry) => matchingSets(entry, catalog.cardSets.keys()))) {
    const set = catalog.cardSets.get(setId);
    if (!set) continue; // reported by the reference checks
    if (set.issues.length > 0) {
      issues.push(...set.issues);
      continue;
    }
    set.value.cards.forEach((card, index) => {
      const other = cardFrom.get(card.id);
      if (other) {
        issues.push(
          issueAt(set.source, {
            path: ['cards', index, 'id'],
            message: `card id "${card.id}" is also in card set "${other.id}" (${other.path}); ${format.id} uses both`,
          }),
        );
      } else {
        cardFrom.set(card.id, set);
        cardDefs[card.id] = card;
      }
    });
    for (const [deckId, deck] of Object.entries(set.value.decks ?? {})) {
      const other = deckFrom.get(deckId);
      if (other) {
        issues.push(
          issueAt(set.source, {
            path: ['decks', deckId],
            atKey: true,
            message: `deck "${deckId}" is also in card set "${other.id}" (${other.path}); ${format.id} uses both`,
          }),
        );
      } else {
        deckFrom.set(deckId, set);
        decks[deckId] = deck;
      }
    }
  }
  for (const [deckId, deck] of Object.entries(decks)) issues.push(...crossSetErrors(deckId, deck, deckFrom.get(deckId)!, cardFrom, format));
  return { cardDefs, decks, issues };
}

/** A deck's cards named `from:` another set: that set must be one the format uses, and hold the card. */
function crossSetErrors(deckId: string, deck: Deck, set: CardSetEntry, cardFrom: Map<string, CardSetEntry>, format: FormatFile): Issue[] {
  const issues: Issue[] = [];
  deck.cards.forEach((entry, index) => {
    if (entry.from === undefined || cardFrom.get(entry.card)?.id === entry.from) return;
    const path = ['decks', deckId, 'cards', index, 'card'];
    const problem = [...cardFrom.values()].some((s) => s.id === entry.from)
      ? `deck "${deckId}" names card "${entry.card}" from set ${entry.from}, which has no such card`
      : `deck "${deckId}" takes card "${entry.card}" from set ${entry.from}, which ${format.id} does not use`;
    issues.push(issueAt(set.source, { path, message: problem }));
  });
  return issues;
}

function knownIds(entries: ReadonlyMap<string, unknown>): string {
  return entries.size > 0 ? `known: ${[...entries.keys()].sort().join(', ')}` : 'none loaded';
}
