// The sources are formatted by prettier (.prettierrc.json: 140 columns, the project's quotes
// and commas), so a diff shows changes, not layout. `npx prettier --write .` fixes a failure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './core/support.ts';

test('prettier --check: every TypeScript and JavaScript source is formatted', () => {
  const prettier = join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  const result = spawnSync(process.execPath, [prettier, '--check', '.'], { cwd: root, encoding: 'utf8' });
  assert.equal(result.status, 0, `not formatted (npx prettier --write . fixes it):\n${result.stdout}${result.stderr}`);
});
