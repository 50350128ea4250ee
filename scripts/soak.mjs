// `npm run soak [-- --games N] [--jobs J] [--node-only | --web-only]`: the property tests' long
// samples. `npm test` runs every property test on a small fixed sample; the soak runs the same
// tests (those that size their sample with test/support/sample.ts) with N games each (default
// 20): the Node ones in one runner, J files at a time, then the browser ones a format at a
// time, J at once (default 2), each format's line shown as it finishes and a failed one's
// output whole. Ends with the same plain line as `npm test`: `tests: N passed, N failed`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { aloneCommand, isWebTest, runNodeTests, testFiles } from './node-test-run.mjs';
import { repoRoot } from './virtual-sources.mjs';
import { runWtr } from './wtr-run.mjs';

const { values: flags } = parseArgs({
  options: {
    games: { type: 'string', default: '20' },
    jobs: { type: 'string', default: '2' },
    'node-only': { type: 'boolean' },
    'web-only': { type: 'boolean' },
  },
});
const games = Number(flags.games);
const jobs = Number(flags.jobs);
for (const [name, value] of [
  ['games', games],
  ['jobs', jobs],
]) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} takes a whole number of at least 1, not "${flags[name]}"`);
    process.exit(2);
  }
}
const env = { RULES_SANDBOX_SOAK_GAMES: String(games) };

const sampled = testFiles().filter((file) => readFileSync(path.join(repoRoot, file), 'utf8').includes('support/sample.ts'));
const totals = { passed: 0, failed: 0 };
const add = (counts) => {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
};

const nodeFiles = flags['web-only'] ? [] : sampled.filter((file) => !isWebTest(file));
if (nodeFiles.length > 0) {
  console.log(`soak: ${nodeFiles.length} Node test files, ${games} game${games === 1 ? '' : 's'} a sample: ${nodeFiles.join(', ')}`);
  const run = await runNodeTests(nodeFiles, { env, args: [`--test-concurrency=${jobs}`] });
  add(run);
  for (const f of run.failures) console.log(`failed: ${f.file} > ${f.name}\n  alone: RULES_SANDBOX_SOAK_GAMES=${games} ${aloneCommand(f)}`);
}

const webFiles = flags['node-only'] ? [] : sampled.filter(isWebTest);
if (webFiles.length > 0) {
  const formats = playableFormats();
  console.log(
    `soak: ${webFiles.join(', ')} in Chromium, ${games} game${games === 1 ? '' : 's'} of each of ${formats.length} formats, ${jobs} at once`,
  );
  const queue = [...formats];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const started = performance.now();
      // Two runners starting at once could both pick the first free port: each gets its own.
      const port = await freePort();
      const run = await runWtr(['--config', 'web-test-runner.config.mjs', '--port', String(port), ...webFiles], {
        env: { ...env, RULES_SANDBOX_SOAK_FORMAT: id },
        quiet: true,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`${id}: ${run.passed} passed, ${run.failed} failed in ${seconds} s`);
      if (run.failed > 0) console.log(run.output);
      add(run);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, formats.length) }, worker));
}

console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed > 0 ? 1 : 0;

/** The formats a person can play (the catalog's, less the tests' fixtures), as every-view.ts counts them. */
function playableFormats() {
  const list = `
    import { loadProjectCatalog } from './cli/node-sources.ts';
    import { registry } from './formats/index.ts';
    const catalog = loadProjectCatalog('.', registry);
    console.log(JSON.stringify([...catalog.formats.values()].filter((f) => f.value.fixture !== true).map((f) => f.id).sort()));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', list], { cwd: repoRoot, encoding: 'utf8' });
  return JSON.parse(out);
}

/** A TCP port nothing listens on just now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
