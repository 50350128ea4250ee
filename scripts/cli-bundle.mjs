// The CLI, its worker threads and the bench run from one esbuild bundle of the TypeScript
// (build/cli/, gitignored): transpiling with tsx at every start cost more CPU than a short
// run's games. `npm ci` builds it (the prepare script); a run finds it stale when any file
// it was built from changed (size or time) and rebuilds it first (~0.1 s), so editing the
// source needs no build step. Where no bundle can be written (a read-only install), the
// entry runs from the TypeScript through tsx, as in development before.
//   node scripts/cli-bundle.mjs          build it now (npm ci's prepare)
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './virtual-sources.mjs';

/** The bundle's entry points by name: the name is the output file beside its shared chunks. */
export const entries = {
  main: 'cli/main.ts',
  // node-workers.ts starts `thread.mjs` beside itself when bundled.
  thread: 'cli/workers/thread.ts',
  bench: 'test/bench/run.ts',
};

const home = path.join(repoRoot, 'build', 'cli');
const currentFile = path.join(home, 'current.json');
/** A bundle left behind by a rebuild is removed once older than this (a run may still be using it). */
const OLD_MS = 60 * 60 * 1000;

/** Size and modification time of a file, or null when it is gone. */
function stamp(file) {
  try {
    const s = statSync(path.join(repoRoot, file));
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return null;
  }
}

/** The bundle (its directory and code id) if every file it was built from is as it was then. */
function currentBundle() {
  let current;
  try {
    current = JSON.parse(readFileSync(currentFile, 'utf8'));
  } catch {
    return null;
  }
  const fresh = Object.entries(current.inputs).every(([file, was]) => stamp(file) === was);
  return fresh ? { dir: path.join(home, current.dir), code: current.code } : null;
}

/**
 * Build into a new directory, then point current.json at it with an atomic rename: processes
 * starting at the same moment each build their own and none reads a half-written one.
 */
async function rebuild() {
  const esbuild = await import('esbuild');
  const dir = `b${Date.now().toString(36)}-${process.pid}`;
  const outdir = path.join(home, dir);
  const result = await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out })),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // The dependencies go in too (Node's loader resolving and compiling each of their CommonJS
    // files cost more than the games of a short run), but the queue's, which load native code,
    // and the server's: PGlite reads its WebAssembly and data files from beside its own module,
    // and pg and ws require optional native add-ons when present.
    external: ['bullmq', 'ioredis', '@electric-sql/pglite', 'pg', 'ws'],
    // A CommonJS dependency's require() of a Node built-in, inside an ES module.
    banner: { js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);" },
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live as long as this run does.
  await esbuild.stop();
  // The dependencies bundled in are named by package-lock.json: their hundreds of files need no stamps.
  const own = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
  const files = [...own, 'scripts/cli-bundle.mjs', 'tsconfig.json', 'package-lock.json'].sort();
  const inputs = Object.fromEntries(files.map((file) => [file, stamp(file)]));
  const code = codeId(files);
  const temporary = `${currentFile}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify({ dir, code, inputs }));
  renameSync(temporary, currentFile);
  removeOldBundles(dir);
  return { dir: outdir, code };
}

/**
 * A hash of what the bundle was built from, the dependencies' versions included: the same on
 * every machine with the same checkout, so a sweep's workers can tell they play the caller's
 * rules (cli/queue/), and a cached format stays good across a rebuild of the same code.
 */
function codeId(files) {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(repoRoot, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

function removeOldBundles(keep) {
  for (const entry of readdirSync(home)) {
    const full = path.join(home, entry);
    if (entry === keep || !entry.startsWith('b')) continue;
    try {
      if (Date.now() - statSync(full).mtimeMs > OLD_MS) rmSync(full, { recursive: true, force: true });
    } catch {
      // another process removed it first
    }
  }
}

/** The bundle's directory and code id, built or rebuilt when needed; null when it can't be written here. */
export async function cliBundle() {
  const ready = currentBundle();
  if (ready) return ready;
  try {
    mkdirSync(home, { recursive: true });
    return await rebuild();
  } catch (error) {
    if (error.errors) throw error; // a compile error in the source: say so rather than run it some other way
    return null;
  }
}

/** Run one entry of the bundle (or its TypeScript through tsx when there is no bundle). */
export async function runEntry(name) {
  const bundle = await cliBundle();
  if (bundle) {
    // Names the code that runs (cli/running-code.ts reads it).
    process.env.RULES_SANDBOX_BUILD = bundle.code;
    return import(pathToFileURL(path.join(bundle.dir, `${name}.mjs`)).href);
  }
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(path.join(repoRoot, entries[name])).href);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  rmSync(currentFile, { force: true });
  if (!(await cliBundle())) {
    console.error(`cli-bundle: could not write ${path.relative(repoRoot, home)}; the CLI will run through tsx`);
  }
}
