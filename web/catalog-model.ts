// What the catalog page lists: every format found in the sources, resolved or with the
// problems that stopped it resolving, plus the files that did not load at all.
// Plain functions over core/load, so the catalog and play pages share one loaded catalog.
import { loadCatalog, resolveFormat, type Catalog, type ResolvedFormat } from '../core/load/catalog.ts';
import { LoadError, type Issue } from '../core/load/issues.ts';
import { mergeFormat } from '../core/load/merge.ts';
import { playerRange } from '../core/seats.ts';
import type { SourceText } from '../core/load/yaml-source.ts';
import { registry } from '../formats/index.ts';

export type { SourceText };

export interface CatalogRow {
  id: string;
  name: string;
  /** The YAML file that defines the format. */
  path: string;
  /** The rules document the format follows (`source:`), if it names one. */
  source?: string;
  family?: string;
  description?: string;
  seats?: { min: number; max: number; default?: number };
  /** A test format (`fixture: true`): proof of generality, not a game anyone plays. */
  fixture: boolean;
  /** Empty when the format resolves and can be played. */
  issues: Issue[];
  format?: ResolvedFormat;
}

const catalogs = new WeakMap<readonly SourceText[], Catalog>();

/** The catalog of these sources, loaded once per array. */
export function catalogOf(sources: readonly SourceText[]): Catalog {
  let catalog = catalogs.get(sources);
  if (!catalog) {
    catalog = loadCatalog(sources, registry);
    catalogs.set(sources, catalog);
  }
  return catalog;
}

/** Resolve a format, turning any failure into issues (never a stack trace). */
export function tryResolve(catalog: Catalog, id: string): { format?: ResolvedFormat; issues: Issue[] } {
  try {
    return { format: resolveFormat(catalog, id), issues: [] };
  } catch (error) {
    if (error instanceof LoadError) return { issues: error.issues };
    return { issues: [{ file: catalog.formats.get(id)?.path ?? '', line: 0, col: 0, message: String((error as Error).message ?? error) }] };
  }
}

/** One row per format, played formats first, then test formats; each by family and name. */
export function catalogRows(catalog: Catalog): CatalogRow[] {
  const rows = [...catalog.formats.values()].map((entry): CatalogRow => {
    const { format, issues } = tryResolve(catalog, entry.id);
    // A format that doesn't resolve still shows what its files say.
    const raw = format ? entry.value : bestEffortMerge(catalog, entry.id);
    const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : undefined);
    return {
      id: entry.id,
      name: format?.name ?? text('name') ?? entry.id,
      path: entry.path,
      source: format?.source ?? text('source'),
      family: format?.family ?? text('family'),
      description: format?.description ?? text('description'),
      seats: format?.seats ?? rawSeats(raw.seats),
      fixture: format?.fixture ?? raw.fixture === true,
      issues,
      format,
    };
  });
  return rows.sort(
    (a, b) => Number(a.fixture) - Number(b.fixture) || (a.family ?? '').localeCompare(b.family ?? '') || a.name.localeCompare(b.name),
  );
}

/** The format merged along as much of its `extends` chain as exists, for display only. */
function bestEffortMerge(catalog: Catalog, id: string): Record<string, unknown> {
  const chain: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  for (let current = catalog.formats.get(id); current && !seen.has(current.id); ) {
    seen.add(current.id);
    chain.unshift(current.value);
    const base = current.value.extends;
    current = typeof base === 'string' ? catalog.formats.get(base) : undefined;
  }
  return chain.slice(1).reduce((base, variant) => mergeFormat(base, variant), chain[0] ?? {});
}

function rawSeats(value: unknown): CatalogRow['seats'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const { min, max } = value as Record<string, unknown>;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : undefined;
}

/** "2–5 players" / "1 player" */
export function seatRange(seats: CatalogRow['seats']): string {
  return seats ? playerRange(seats) : 'players ?';
}
