// The whole project type-checks (tsc --noEmit with tsconfig.json). tsx runs TypeScript
// without checking types, so without this a type error would only surface as a wrong
// behaviour; hook and continuation names typed as such are checked here too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './core/support.ts';

test('tsc --noEmit finds no type error', () => {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', 'tsconfig.json'], { cwd: root, encoding: 'utf8' });
  assert.equal(result.status, 0, `tsc reported:\n${result.stdout}${result.stderr}`);
});
