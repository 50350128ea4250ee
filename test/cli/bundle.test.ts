// The CLI runs from a bundle of its TypeScript (scripts/cli-bundle.mjs) and keeps resolved
// formats in a cache (cli/format-cache.ts): neither may ever run stale code or a stale format.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertBadInput, cli, root, scratchDir } from './run.ts';

const dir = scratchDir();
after(() => rmSync(dir, { recursive: true, force: true }));

const current = () =>
  JSON.parse(readFileSync(join(root, 'build/cli/current.json'), 'utf8')) as { dir: string; inputs: Record<string, string> };

test('the CLI runs from its bundle, and a source file changed since it was built rebuilds it first', () => {
  assert.equal(cli('simulate', '--format', 'fixture-secret-bid', '--games', '1').status, 0);
  const before = current();
  assert.ok(existsSync(join(root, 'build/cli', before.dir, 'main.mjs')));
  assert.ok('core/engine.ts' in before.inputs, 'the bundle lists the sources it was built from');

  // A new modification time is a change as far as the bundle knows (an edit, a checkout).
  const source = join(root, 'core/hash.ts');
  const { atime, mtime } = statSync(source);
  utimesSync(source, atime, new Date(mtime.getTime() + 1000));
  try {
    assert.equal(cli('simulate', '--format', 'fixture-secret-bid', '--games', '1').status, 0);
    const after = current();
    assert.notEqual(after.dir, before.dir, 'rebuilt');
    assert.ok(existsSync(join(root, 'build/cli', after.dir, 'main.mjs')));
  } finally {
    utimesSync(source, atime, mtime);
  }
});

test('a format read from a file is resolved again when the file changes: a cached copy never hides an edit', () => {
  const file = join(dir, 'ffa.yaml');
  copyFileSync(join(root, 'test/cli/fixtures/ffa-with-options.yaml'), file);
  const first = cli('simulate', '--format', file, '--games', '3', '--json');
  assert.equal(first.status, 0, first.stderr);
  assert.equal(cli('simulate', '--format', file, '--games', '3', '--json').stdout, first.stdout, 'the cached format plays the same');

  writeFileSync(file, readFileSync(file, 'utf8').replace('extends: fixture-ffa-clockwise', 'extends: fixture-no-such-format'));
  assertBadInput(cli('simulate', '--format', file, '--games', '3'), /fixture-no-such-format/);

  copyFileSync(join(root, 'test/cli/fixtures/ffa-with-options.yaml'), file);
  assert.equal(cli('simulate', '--format', file, '--games', '3', '--json').stdout, first.stdout);
});
