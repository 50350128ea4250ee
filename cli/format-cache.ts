// A resolved format kept on disk between runs (build/cache/formats/, gitignored): loading
// the catalog — parsing every YAML file and compiling its schemas — cost most of a short
// run's CPU. An entry is used only when its key matches: a hash of every source file the
// catalog would read, of the file named on the command line, and of the code that resolved
// it (cli/running-code.ts). Run from the TypeScript (tsx, tests) there is no code id to name,
// so nothing is cached.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedFormat } from '../core/format.ts';
import { namesFormatFile, readFileSource, readSources } from './node-sources.ts';
import { runningCode } from './running-code.ts';

export function cachedFormat(root: string, idOrPath: string, resolve: () => ResolvedFormat): ResolvedFormat {
  const code = runningCode();
  if (!code) return resolve();
  const key = cacheKey(root, code, idOrPath);
  const file = join(root, 'build', 'cache', 'formats', `${createHash('sha256').update(idOrPath).digest('hex').slice(0, 16)}.json`);
  try {
    const entry = JSON.parse(readFileSync(file, 'utf8')) as { key: string; format: ResolvedFormat };
    if (entry.key === key) return entry.format;
  } catch {
    // no entry yet, or a damaged one: resolve it again
  }
  const format = resolve();
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    // Written whole, then renamed: a run reading at the same moment sees the old entry or the new.
    const temporary = `${file}.${process.pid}`;
    writeFileSync(temporary, JSON.stringify({ key, format }));
    renameSync(temporary, file);
  } catch {
    // a read-only install: resolve every time
  }
  return format;
}

function cacheKey(root: string, code: string, idOrPath: string): string {
  const hash = createHash('sha256').update(code).update('\0').update(idOrPath);
  const sources = readSources(root);
  if (namesFormatFile(idOrPath)) sources.push(readFileSource(idOrPath));
  for (const { path, text } of sources) hash.update('\0').update(path).update('\0').update(text);
  return hash.digest('hex');
}
