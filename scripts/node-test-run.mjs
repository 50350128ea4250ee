// The test files, and Node's test runner run once over some of them, for `npm test` and
// `npm run soak`. Its counts ({passed, failed}) are read from a TAP copy of its report while
// people read the spec one. Node counts a file that fails to load as a failed test; a
// cancelled test (a timeout, a failed hook) is a failure here too, and so is a runner that
// exits non-zero without a counted failure (a crash).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './virtual-sources.mjs';

/** A path with forward slashes, as the test files are named whatever the platform. */
export const toPosix = (p) => p.split(path.sep).join('/');

/** Every test file (a .test.ts under test/) as a path from the repository's root, sorted: Node 20's --test doesn't glob .ts files. */
export function testFiles() {
  return readdirSync(path.join(repoRoot, 'test'), { recursive: true })
    .map((entry) => `test/${toPosix(entry)}`)
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
}

/** Browser tests live under test/web/; web-test-runner runs them, Node the rest. */
export const isWebTest = (file) => file.startsWith('test/web/');

/**
 * Runs `files` (with `env` added to this process's, and `args` to the runner's) and returns the
 * counts, with `failures`: each failed test's file and name.
 */
export async function runNodeTests(files, { env = {}, args: more = [] } = {}) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'rules-sandbox-node-'));
  const tapFile = path.join(scratch, 'node.tap');
  const args = ['--import', 'tsx', '--test', ...more, '--test-reporter=spec', '--test-reporter-destination=stdout'];
  args.push('--test-reporter=tap', `--test-reporter-destination=${tapFile}`, ...files);
  const exitCode = await new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  rmSync(scratch, { recursive: true, force: true });
  const total = (name) => Number([...tap.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? 0);
  const counts = { passed: total('pass'), failed: total('fail') + total('cancelled'), failures: failuresIn(tap) };
  if (exitCode !== 0 && counts.failed === 0) {
    console.error(`node: runner exited with code ${exitCode} without a counted failure; counting one`);
    counts.failed = 1;
  }
  return counts;
}

/** The tests a TAP report says failed (not the suites failing because of them): { file, name }. */
function failuresIn(tap) {
  const failures = [];
  const lines = tap.split('\n');
  for (const [i, line] of lines.entries()) {
    const failed = /^(\s*)not ok \d+ - (.*)$/.exec(line);
    if (!failed) continue;
    const [, indent, name] = failed;
    let location;
    let ofSubtests = false;
    // Its YAML block, indented two more: up to the line that closes it.
    for (let j = i + 1; j < lines.length && lines[j] !== `${indent}  ...`; j++) {
      // (Its line is the one tsx compiled, not the source's, so only the file is kept.)
      location ??= /^\s*location: '(.*):\d+:\d+'$/.exec(lines[j]);
      if (/^\s*failureType: 'subtestsFailed'$/.test(lines[j])) ofSubtests = true;
    }
    if (ofSubtests) continue;
    const file = location ? toPosix(path.relative(repoRoot, location[1])) : undefined;
    failures.push({ file, name: name.replace(/\\#/g, '#') });
  }
  return failures;
}

/** How to run one failed Node test alone (a line to paste into a shell at the repository's root). */
export function aloneCommand({ file, name }) {
  const pattern = `^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`;
  return `node --import tsx --test --test-name-pattern='${pattern.replace(/'/g, "'\\''")}' ${file}`;
}
