// Checking a format's YAML as it is typed: the text replaces its file among every other
// source, then the format is resolved (extends merged, schema and references checked) the
// way a game would be. Problems come back with their file:line:col; the ones in the file
// being edited are the editor's lint marks.
import { stringify } from 'yaml';
import { addSources, loadCatalog, resolveFormat, type Catalog, type ResolvedFormat } from '../../core/load/catalog.ts';
import { LoadError, type Issue } from '../../core/load/issues.ts';
import type { SourceText } from '../catalog-model.ts';
import { registry } from '../../formats/index.ts';

export interface FormatCheck {
  /** The format id the text declares, if it declares one. */
  id?: string;
  /** Every problem, in this file or in the files it builds on. */
  issues: Issue[];
  /** The problems in the edited file itself. */
  own: Issue[];
  format?: ResolvedFormat;
  /** The format with its `extends` chain merged, as YAML (card definitions left out). */
  preview: string;
}

const bases = new WeakMap<readonly SourceText[], Map<string, Catalog>>();

/** Every source but `path`, loaded once per source list and path. */
function baseCatalog(sources: readonly SourceText[], path: string): Catalog {
  let byPath = bases.get(sources);
  if (!byPath) bases.set(sources, (byPath = new Map()));
  let catalog = byPath.get(path);
  if (!catalog) {
    catalog = loadCatalog(
      sources.filter((s) => s.path !== path),
      registry,
    );
    byPath.set(path, catalog);
  }
  return catalog;
}

export function checkFormat(sources: readonly SourceText[], path: string, text: string): FormatCheck {
  const catalog = addSources(baseCatalog(sources, path), [{ path, text }]);
  const entry = [...catalog.formats.values()].find((f) => f.path === path);
  const fileIssues = catalog.issues.filter((i) => i.file === path);
  if (!entry) {
    const issues = fileIssues.length ? fileIssues : [{ file: path, line: 1, col: 1, message: 'expected a format: a YAML map with an id:' }];
    return { issues, own: issues, preview: '' };
  }
  let format: ResolvedFormat | undefined;
  let issues: Issue[] = [...fileIssues];
  try {
    format = resolveFormat(catalog, entry.id);
  } catch (e) {
    const found = e instanceof LoadError ? e.issues : [{ file: path, line: 0, col: 0, message: (e as Error).message }];
    issues = dedupe([...issues, ...found]);
  }
  return { id: entry.id, issues, own: issues.filter((i) => i.file === path), format, preview: format ? previewOf(format) : '' };
}

function previewOf(format: ResolvedFormat): string {
  const { cardDefs, decks, path: _path, chain, ...rest } = format;
  const head =
    `# ${format.id}: ${chain.length > 1 ? `extends ${chain.slice(0, -1).join(' → ')}` : 'extends nothing'}; ` +
    `${Object.keys(cardDefs).length} card definitions and ${Object.keys(decks).length} decks from its card sets\n`;
  return head + stringify(rest, { lineWidth: 100 });
}

function dedupe(issues: Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.file}:${i.line}:${i.col}:${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
