import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseOptionEntry, resolveSettings } from '../../core/load/options.ts';
import { issuesOf, minimalFormat, resolveFrom, yaml } from './samples.ts';

const format = resolveFrom(
  [
    {
      path: 'formats/coop.yaml',
      text: yaml(
        minimalFormat('coop'),
        'params:',
        '  fatePerPlayer: 5',
        '  clockSize: { default: 10, doc: Cards in the clock deck }',
        'options:',
        '  cunning: { default: false, doc: The deck plays its best card }',
        '  greedy: { default: false, doc: More fate, params: { fatePerPlayer: 7 } }',
        '  waves: { default: 3, doc: Number of waves, values: [3, 4, 5] }',
        '  mode: { default: open, doc: Hand visibility }',
        'presets:',
        '  nightmare: [cunning, greedy, waves=5]',
      ),
    },
  ],
  'coop',
);

test('defaults: params from their values or {default}, options from their defaults', () => {
  assert.deepEqual(resolveSettings(format), {
    options: { cunning: false, greedy: false, waves: 3, mode: 'open' },
    params: { fatePerPlayer: 5, clockSize: 10 },
  });
});

test('a preset turns its options on, explicit options override it, an option on sets its params', () => {
  assert.deepEqual(resolveSettings(format, { preset: 'nightmare', options: { cunning: false } }), {
    options: { cunning: false, greedy: true, waves: 5, mode: 'open' },
    params: { fatePerPlayer: 7, clockSize: 10 },
  });
});

test("string values from the command line take the option's type", () => {
  const { options } = resolveSettings(format, { options: { cunning: 'true', waves: '4', mode: 'closed' } });
  assert.deepEqual(options, { cunning: true, greedy: false, waves: 4, mode: 'closed' });
  assert.deepEqual(parseOptionEntry('waves=4'), ['waves', '4']);
  assert.deepEqual(parseOptionEntry('cunning'), ['cunning', true]);
});

test('values that do not fit are clear errors, all reported at once', () => {
  const issues = issuesOf(() => resolveSettings(format, { options: { cunning: 'yes', waves: '6', greedy: 'lots' } }));
  assert.deepEqual(
    issues.map((issue) => `${issue.file}:${issue.line}: ${issue.message}`),
    [
      'formats/coop.yaml:0: option "cunning" is true or false (got "yes")',
      'formats/coop.yaml:0: option "waves" must be one of: 3, 4, 5 (got 6)',
      'formats/coop.yaml:0: option "greedy" is true or false (got "lots")',
    ],
  );
});

test('an unknown option or preset lists the known ones', () => {
  assert.deepEqual(
    issuesOf(() => resolveSettings(format, { preset: 'nightmere', options: { cunnning: true } })).map((issue) => issue.message),
    ['unknown preset "nightmere" for coop (known: nightmare)', 'unknown option "cunnning" for coop (known: cunning, greedy, waves, mode)'],
  );
});
