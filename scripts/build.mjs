// `npm run build`: bundles the web app into dist/ (gitignored), ready to serve as static files:
// main.js (the app), compare-worker.js (the comparison page's Web Worker) and the chunks they
// share; the comparison page and uPlot are chunks of their own, loaded when first needed.
import * as esbuild from 'esbuild';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, virtualSourcesPlugin } from './virtual-sources.mjs';

// DIST moves it (a test serving its own copy beside another test run).
export const outdir = process.env.DIST ? path.resolve(process.env.DIST) : path.join(repoRoot, 'dist');

/** The comparison page's worker, at compare-worker.js beside main.js. */
export const workerEntry = { in: 'web/compare/worker.ts', out: 'compare-worker' };

export const buildOptions = {
  absWorkingDir: repoRoot,
  entryPoints: [{ in: 'web/main.ts', out: 'main' }, workerEntry],
  outdir,
  bundle: true,
  format: 'esm',
  // The engine both entries use goes in a shared chunk; each dynamic import (the comparison
  // page, uPlot) in its own.
  splitting: true,
  target: 'es2022',
  minify: true,
  sourcemap: true,
  loader: { '.yaml': 'text' },
  plugins: [virtualSourcesPlugin()],
  metafile: true,
  logLevel: 'warning',
};

/** An empty output folder with the page in it: files from an earlier build (a renamed chunk, a removed asset) don't linger. */
export async function prepareOutdir() {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await copyFile(path.join(repoRoot, 'web/index.html'), path.join(outdir, 'index.html'));
}

/** The files a build wrote, with their sizes. */
export function reportBuild(result) {
  for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) {
    if (!file.endsWith('.map')) console.log(`${file}  ${(bytes / 1024).toFixed(1)} KiB`);
  }
}

export async function build() {
  await prepareOutdir();
  reportBuild(await esbuild.build(buildOptions));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await build().catch((err) => {
    if (!err.errors) console.error(err); // esbuild has already printed its own errors
    process.exitCode = 1;
  });
}
