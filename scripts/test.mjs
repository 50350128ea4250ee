// `npm test [-- --node-only | --web-only] [--timings] [paths...]`
// Runs test/**/*.test.ts under Node (except test/web/) and test/web/**/*.test.ts in Chromium
// via web-test-runner, then ends with the one line CI reads: `tests: N passed, N failed`,
// summed over both runners. Exits non-zero on any failure, including a file that can't load,
// and lists each failed test with the command that runs it alone. The two runners run side by
// side. --timings: they take turns, each Node file runs in a runner of its own, and before
// the last line comes each file's wall and CPU time (its processes' and theirs', as Linux
// counts a waited-for child), slowest first, then the browser part's, with each browser
// file's time in its tests.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './virtual-sources.mjs';
import { aloneCommand, isWebTest, runNodeTests as runNodeFiles, testFiles, toPosix } from './node-test-run.mjs';
import { runWtr } from './wtr-run.mjs';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'node-only': { type: 'boolean' }, 'web-only': { type: 'boolean' }, timings: { type: 'boolean' } },
});

const allTests = testFiles();

// npm runs scripts from the repo root; INIT_CWD is where the user typed the paths.
const wanted = positionals.map((p) => toPosix(path.relative(repoRoot, path.resolve(process.env.INIT_CWD ?? '.', p))));
const matches = (file, target) => target === '' || file === target || file.startsWith(`${target}/`);
for (const target of wanted) {
  if (!allTests.some((file) => matches(file, target))) {
    console.error(`No test file matches ${target}`);
    process.exit(1);
  }
}
const selected = allTests.filter((file) => wanted.length === 0 || wanted.some((target) => matches(file, target)));

/** CPU seconds of this process's waited-for children so far (Linux's cutime + cstime), or null where /proc has none. */
function childrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields 16 and 17 of stat(5), counted from the state (field 3), in clock ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/** Wall and CPU seconds of each Node file (with --timings) and of the browser part. */
const timings = [];

/** Runs `work`, noting its wall and CPU seconds under `name` in `timings`. */
async function timed(name, work) {
  const [wall, cpu] = [performance.now(), childrenCpu()];
  const result = await work();
  const after = childrenCpu();
  timings.push({ name, wall: (performance.now() - wall) / 1000, cpu: cpu === null || after === null ? null : after - cpu });
  return result;
}

/** The Node files: in one runner, as many at a time as there are cores; with --timings, each in a runner of its own, one after another. */
async function runNodeParts(files) {
  if (!flags.timings) return runNodeFiles(files, { args: [`--test-concurrency=${availableParallelism()}`] });
  const counts = { passed: 0, failed: 0, failures: [] };
  for (const file of files) {
    const c = await timed(file, () => runNodeFiles([file]));
    counts.passed += c.passed;
    counts.failed += c.failed;
    counts.failures.push(...c.failures);
  }
  return counts;
}

const webTimings = [];

/** The browser files in one web-test-runner; beside the Node part, its output is kept and shown once the Node part is done. */
async function runWebTests(files, { quiet }) {
  const counts = await timed(`browser part (${files.length} file${files.length === 1 ? '' : 's'} in Chromium)`, () =>
    runWtr(['--config', 'web-test-runner.config.mjs', ...files], { quiet }),
  );
  for (const f of counts.files ?? []) webTimings.push({ name: toPosix(path.relative(repoRoot, f.file)), wall: f.ms / 1000 });
  return counts;
}

/** The timings, slowest first: Node files and the browser part (wall and CPU), then each browser file's time in its tests. */
function printTimings() {
  const s = (x) => (x === null ? '    —' : x.toFixed(1).padStart(6));
  console.log('\ntimings: wall s, CPU s (slowest first)');
  for (const t of [...timings].sort((a, b) => b.wall - a.wall)) console.log(`${s(t.wall)} ${s(t.cpu)}  ${t.name}`);
  if (webTimings.length) {
    console.log('browser files: s in their tests (they share one Chromium, several at once)');
    for (const t of [...webTimings].sort((a, b) => b.wall - a.wall)) console.log(`${s(t.wall)}  ${t.name}`);
  }
}

const nodeFiles = flags['web-only'] ? [] : selected.filter((file) => !isWebTest(file));
const webFiles = flags['node-only'] ? [] : selected.filter(isWebTest);
if (nodeFiles.length === 0 && !flags['web-only']) console.log('node: no test files selected, skipped');
if (webFiles.length === 0 && !flags['node-only']) console.log('web: no test/web/**/*.test.ts selected, skipped');
// The two parts run side by side: each keeps a core busy. With --timings they take turns, so
// that each file's CPU time is its own.
const side = nodeFiles.length > 0 && webFiles.length > 0 && !flags.timings;
const web = webFiles.length > 0 && side ? runWebTests(webFiles, { quiet: true }) : undefined;
const node = nodeFiles.length > 0 ? await runNodeParts(nodeFiles) : undefined;
const browser = webFiles.length > 0 ? await (web ?? runWebTests(webFiles, { quiet: false })) : undefined;
if (side) process.stdout.write(browser.output);
if (flags.timings) printTimings();

const results = [node, browser].filter(Boolean);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const alone = [
  ...(node?.failures ?? []).map((f) => `${f.file ?? '?'} > ${f.name}\n    alone: ${aloneCommand(f)}`),
  ...(browser?.files ?? [])
    .filter((f) => f.failures?.length)
    .flatMap((f) => {
      const file = toPosix(path.relative(repoRoot, f.file));
      return f.failures.map((name) => `${file} > ${name}\n    alone: npm test -- ${file}`);
    }),
];
if (alone.length > 0)
  console.log(`\nfailed, and how to run each alone (what it saw is in its report above):\n${alone.map((l) => `  ${l}`).join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
