// Runs the real command, `node bin/rules-sandbox.mjs ...`, from the repo root, as a user would.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function cli(...args: string[]): Run {
  const r = spawnSync(process.execPath, ['bin/rules-sandbox.mjs', ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A user mistake: exit 2, a message on stderr, and no stack trace anywhere. */
export function assertBadInput(r: Run, message: RegExp): void {
  assert.equal(r.status, 2, `exit ${r.status}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`);
  assert.match(r.stderr, message);
  assert.doesNotMatch(r.stderr, /\n {4}at /, 'a stack trace on stderr');
  assert.doesNotMatch(r.stdout, /\n {4}at /, 'a stack trace on stdout');
}

export function scratchDir(): string {
  return mkdtempSync(join(tmpdir(), 'rules-sandbox-cli-'));
}
