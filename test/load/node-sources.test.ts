import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findFormat, loadProjectCatalog, readFileSource, readSources } from '../../cli/node-sources.ts';
import { issuesOf, minimalFormat, registry } from './samples.ts';

/** A throwaway project root holding `files` (path → text). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'rules-sandbox-load-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('readSources reads the YAML under the source folders, sorted, and never test/fixtures/load', (t) => {
  const root = project({
    'formats/l5r/stronghold.yaml': minimalFormat('stronghold'),
    'formats/agot/joust.yml': minimalFormat('joust'),
    'core/schema/format-schema.ts': '',
    'cards/l5r/starter.yaml': 'set: starter\nfamily: l5r\ncards: []\n',
    'test/fixtures/formats/tiny.yaml': minimalFormat('tiny'),
    'test/fixtures/load/broken.yaml': 'id: [',
    'web/other.yaml': 'x: 1',
  });
  t.after(() => rmSync(root, { recursive: true }));
  assert.deepEqual(
    readSources(root).map((source) => source.path),
    ['cards/l5r/starter.yaml', 'formats/agot/joust.yml', 'formats/l5r/stronghold.yaml', 'test/fixtures/formats/tiny.yaml'],
  );
  const catalog = loadProjectCatalog(root, registry);
  assert.deepEqual(catalog.issues, []);
  assert.deepEqual([...catalog.formats.keys()].sort(), ['joust', 'stronghold', 'tiny']);
});

test('findFormat takes an id, or a path to a file that may extend a catalog format', (t) => {
  const root = project({ 'formats/base.yaml': minimalFormat('base') });
  const elsewhere = project({ 'mine.yaml': 'id: mine\nextends: base\nname: Mine\n' });
  t.after(() => {
    rmSync(root, { recursive: true });
    rmSync(elsewhere, { recursive: true });
  });
  const catalog = loadProjectCatalog(root, registry);
  assert.equal(findFormat(catalog, 'base', root).path, 'formats/base.yaml');
  assert.equal(findFormat(catalog, join(root, 'formats/base.yaml'), root).id, 'base');
  const mine = findFormat(catalog, join(elsewhere, 'mine.yaml'), root);
  assert.deepEqual(mine.chain, ['base', 'mine']);
  assert.equal(catalog.formats.has('mine'), false, 'the catalog given is not changed');
});

test('findFormat refuses a file whose id is taken by another file', (t) => {
  const root = project({ 'formats/base.yaml': minimalFormat('base'), 'copy.yaml': minimalFormat('base') });
  t.after(() => rmSync(root, { recursive: true }));
  const issues = issuesOf(() => findFormat(loadProjectCatalog(root, registry), join(root, 'copy.yaml'), root));
  assert.deepEqual(
    issues.map((issue) => `${issue.file}:${issue.line}: ${issue.message}`),
    ['copy.yaml:1: duplicate format id "base": already defined in formats/base.yaml'],
  );
});

test('a missing file is a one-line error, not a stack trace', () => {
  assert.deepEqual(
    issuesOf(() => readFileSource('no/such/format.yaml')),
    [{ file: 'no/such/format.yaml', line: 0, col: 0, message: 'cannot read: no such file' }],
  );
});
