// Runs web-test-runner once and returns its counts ({passed, failed}, from the summary reporter
// of test/support/wtr-reporter.mjs, with `files`: each file's time in its tests): for `npm test`
// and `npm run soak`. A runner that exits non-zero without a counted failure (a crash, a bad
// config) counts one.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './virtual-sources.mjs';

/**
 * `env` is added to this process's. With `quiet`, the runner's output is kept in the result's
 * `output` instead of shown (the soak runs two at once and shows a failed one's whole).
 */
export async function runWtr(args, { env = {}, quiet = false } = {}) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'rules-sandbox-wtr-'));
  const summaryFile = path.join(scratch, 'web.json');
  let output = '';
  const exitCode = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/@web/test-runner/dist/bin.js'), ...args], {
      cwd: repoRoot,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env, WTR_SUMMARY_FILE: summaryFile },
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve(code ?? 1));
  });
  const counts = existsSync(summaryFile) ? JSON.parse(readFileSync(summaryFile, 'utf8')) : { passed: 0, failed: 0, files: [] };
  rmSync(scratch, { recursive: true, force: true });
  if (exitCode !== 0 && counts.failed === 0) {
    console.error(`web: runner exited with code ${exitCode} without a counted failure; counting one`);
    return { passed: counts.passed, failed: 1, files: counts.files, output };
  }
  return { ...counts, output };
}
