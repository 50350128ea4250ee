// The only loader file that touches the file system (the rest also runs in the browser).
// Paths are reported relative to the project root, the way a user types them there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { addSources, loadCatalog, resolveFormat, type Catalog, type ResolvedFormat, type RulesRegistry } from '../core/load/catalog.ts';
import { LoadError } from '../core/load/issues.ts';
import type { SourceText } from '../core/load/yaml-source.ts';

/** Where formats and card sets live. test/fixtures/load/ holds broken files on purpose. */
const SOURCE_DIRS = ['formats', 'cards', 'test/fixtures/formats', 'test/fixtures/cards'];

const isYaml = (file: string) => file.endsWith('.yaml') || file.endsWith('.yml');

export function readSources(root: string): SourceText[] {
  const files = SOURCE_DIRS.flatMap((dir) => {
    const absolute = join(root, dir);
    if (!existsSync(absolute)) return [];
    return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
      .filter(isYaml)
      .map((file) => toSlashes(join(dir, file)));
  });
  return files.sort().map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

export function readFileSource(path: string): SourceText {
  try {
    return { path, text: readFileSync(path, 'utf8') };
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new LoadError([{ file: path, line: 0, col: 0, message: `cannot read: ${reason}` }]);
  }
}

/** The project's formats and card sets, plus files named on the command line. */
export function loadProjectCatalog(root: string, registry: RulesRegistry, extraFiles: readonly string[] = []): Catalog {
  const sources = readSources(root);
  const known = new Set(sources.map((source) => source.path));
  const extras = extraFiles
    .filter((file) => !known.has(displayPath(root, file)))
    .map((file) => ({ ...readFileSource(file), path: displayPath(root, file) }));
  return loadCatalog([...sources, ...extras], registry);
}

/**
 * `--format` takes a format id or the path of a format file (anything with a slash or a
 * .yaml/.yml ending); a file not in the catalog yet is added first, and may extend any
 * format there. `resolve` resolves a format of `catalog` by id (validate keeps each it resolved).
 */
export function findFormat(
  catalog: Catalog,
  idOrPath: string,
  root: string,
  resolve: (catalog: Catalog, id: string) => ResolvedFormat = resolveFormat,
): ResolvedFormat {
  if (!namesFormatFile(idOrPath)) return resolve(catalog, idOrPath);
  const path = displayPath(root, idOrPath);
  const inCatalog = [...catalog.formats.values()].find((entry) => entry.path === path);
  if (inCatalog) return resolve(catalog, inCatalog.id);

  const withFile = addSources(catalog, [{ ...readFileSource(idOrPath), path }]);
  const added = [...withFile.formats.values()].find((entry) => entry.path === path);
  const fileIssues = withFile.issues.slice(catalog.issues.length);
  if (fileIssues.length > 0) throw new LoadError(fileIssues);
  if (!added) throw new LoadError([{ file: path, line: 0, col: 0, message: 'not a format file (a format has an id: key)' }]);
  return resolveFormat(withFile, added.id);
}

/** Is a file named on the command line one the project's catalog reads itself (readSources)? */
export function inProject(root: string, file: string): boolean {
  const path = displayPath(root, file);
  return isYaml(path) && SOURCE_DIRS.some((dir) => path.startsWith(`${dir}/`)) && existsSync(join(root, path));
}

/**
 * A file named on the command line (relative to the working directory) as the catalog
 * names it: relative to the root when inside it, so one file has one name.
 */
function displayPath(root: string, file: string): string {
  const fromRoot = relative(root, resolve(file));
  const outside = fromRoot === '..' || fromRoot.startsWith(`..${sep}`) || isAbsolute(fromRoot);
  return outside ? file : toSlashes(fromRoot);
}

/** Does a `--format` value name a file (a slash, or a .yaml/.yml ending) rather than a format id? */
export function namesFormatFile(idOrPath: string): boolean {
  return idOrPath.includes('/') || idOrPath.includes(sep) || isYaml(idOrPath);
}

export function toSlashes(path: string): string {
  return path.split(sep).join('/');
}
