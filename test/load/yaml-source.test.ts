import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import { formatIssues, LoadError } from '../../core/load/issues.ts';
import { locate, parseSource } from '../../core/load/yaml-source.ts';
import { fixture, issuesOf, yaml } from './samples.ts';
import { registry } from '../../formats/index.ts';

test('a YAML syntax error reports its file, line and column, also when the format is asked for', () => {
  const catalog = loadCatalog([fixture('syntax-error.yaml')], registry);
  assert.equal(catalog.issues.length, 1);
  const [issue] = catalog.issues;
  assert.deepEqual([issue!.file, issue!.line, issue!.col], ['test/fixtures/load/syntax-error.yaml', 3, 7]);
  assert.match(issue!.message, /mapping/);
  assert.deepEqual(
    issuesOf(() => resolveFormat(catalog, 'syntax-error')),
    catalog.issues,
  );
});

test('an alias to a missing anchor is an issue, not a crash', () => {
  const source = parseSource({ path: 'a.yaml', text: 'a: *nowhere\n' });
  assert.equal(source.value, undefined);
  assert.match(formatIssues(source.issues), /^a\.yaml:1:1: .*nowhere/);
});

test('locate points at the value of a scalar, the key of a collection, the parent of a missing key', () => {
  const source = parseSource({
    path: 'f.yaml',
    text: yaml('id: x', 'seats:', '  min: 1', '  colour: red', 'list:', '  - a', '  - b'),
  });
  const at = (path: (string | number)[], atKey = false) => {
    const { line, col } = locate(source.doc, source.lineCounter, path, atKey);
    return `${line}:${col}`;
  };
  assert.equal(at(['seats', 'min']), '3:8');
  assert.equal(at(['seats']), '2:1');
  assert.equal(at(['seats', 'max']), '2:1', 'a missing key points at its parent');
  assert.equal(at(['seats', 'colour'], true), '4:3', 'an unknown key points at the key');
  assert.equal(at(['list', 1]), '7:5');
  assert.equal(at([]), '1:1');
});

test('LoadError lists every issue as file:line:col, and positionless ones without numbers', () => {
  const error = new LoadError([
    { file: 'a.yaml', line: 3, col: 5, message: 'first' },
    { file: 'a.yaml', line: 0, col: 0, message: 'second' },
    { file: '', line: 0, col: 0, message: 'third' },
  ]);
  assert.equal(error.message, 'a.yaml:3:5: first\na.yaml: second\nthird');
});
