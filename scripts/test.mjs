// `npm test [-- --node-only | --web-only] [paths...]`
// Runs test/**/*.test.ts under Node (except test/web/) and test/web/**/*.test.ts in Chromium
// via web-test-runner, then ends with the one line CI reads: `tests: N passed, N failed`,
// summed over both runners. Exits non-zero on any failure, including a file that can't load.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './virtual-sources.mjs';
import { runWtr } from './wtr-run.mjs';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'node-only': { type: 'boolean' }, 'web-only': { type: 'boolean' } },
});

const toPosix = (p) => p.split(path.sep).join('/');
const isWebTest = (file) => file.startsWith('test/web/');

// Node 20's --test doesn't glob .ts files, so the test files are listed here.
const allTests = readdirSync(path.join(repoRoot, 'test'), { recursive: true })
  .map((entry) => `test/${toPosix(entry)}`)
  .filter((file) => file.endsWith('.test.ts'))
  .sort();

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

const scratch = mkdtempSync(path.join(tmpdir(), 'rules-sandbox-test-'));

function run(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// A runner that exits non-zero without reporting a failure (a crash, a bad config) still fails.
function settle(counts, exitCode, name) {
  if (exitCode !== 0 && counts.failed === 0) {
    console.error(`${name}: runner exited with code ${exitCode} without a counted failure; counting one`);
    return { passed: counts.passed, failed: 1 };
  }
  return counts;
}

async function runNodeTests(files) {
  const tapFile = path.join(scratch, 'node.tap');
  // Spec is for people; the TAP copy is the one counted. Node counts a file that fails to
  // load as a failed test, and a cancelled test (timeout, failed hook) is a failure here too.
  const exitCode = await run([
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    ...files,
  ]);
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const total = (name) => Number([...tap.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? 0);
  return settle({ passed: total('pass'), failed: total('fail') + total('cancelled') }, exitCode, 'node');
}

const runWebTests = (files) => runWtr(['--config', 'web-test-runner.config.mjs', ...files]);

const nodeFiles = flags['web-only'] ? [] : selected.filter((file) => !isWebTest(file));
const webFiles = flags['node-only'] ? [] : selected.filter(isWebTest);
const results = [];
if (nodeFiles.length > 0) results.push(await runNodeTests(nodeFiles));
else if (!flags['web-only']) console.log('node: no test files selected, skipped');
if (webFiles.length > 0) results.push(await runWebTests(webFiles));
else if (!flags['node-only']) console.log('web: no test/web/**/*.test.ts selected, skipped');
rmSync(scratch, { recursive: true, force: true });

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
