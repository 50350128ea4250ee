// `rules-sandbox compare`: the side-by-side table, the same figures for the same seed on
// any number of worker threads, CSV a spreadsheet reads, variant files, user mistakes, and
// Ctrl-C printing the games finished so far.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertBadInput, cli, root, scratchDir } from './run.ts';
import type { Comparison } from '../../core/compare/report.ts';

const dir = scratchDir();
after(() => rmSync(dir, { recursive: true, force: true }));
const A = 'fixture-shadows';
const B = 'fixture-shadows seats=4';

test('compare prints both variants side by side with intervals; the same seed prints the same table', () => {
  const first = cli('compare', A, B, '--games', '12', '--seed', '3');
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stdout, /^A {2}fixture-shadows {2}· {2}fixture-shadows v1, 2 players, 12 games$/m);
  assert.match(first.stdout, /^B {2}fixture-shadows seats=4 {2}· {2}fixture-shadows v1, 4 players, 12 games$/m);
  assert.match(first.stdout, /^ {2}p1 +\d+\.\d% \[\d+\.\d%–\d+\.\d%\] +\d+\.\d% \[/m);
  assert.match(first.stdout, /^power: total power at the end of the round$/m);
  assert.match(first.stderr, /24 games in [\d.]+ s on \d+ worker threads?/);
  const again = cli('compare', A, B, '--games', '12', '--seed', '3', '--workers', '1');
  assert.equal(again.stdout, first.stdout);
  assert.notEqual(cli('compare', A, B, '--games', '12', '--seed', '4').stdout, first.stdout);
});

test('the progress line says who plays the games: this thread with --workers 0 (it said "1 workers")', () => {
  const r = cli('compare', A, '--games', '10', '--workers', '0');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /^10\/10 games · [\d.]+ games\/s · this thread$/m);
  assert.doesNotMatch(r.stderr, /1 workers/);
});

test('--json: the same comparison in this thread and on two workers', () => {
  const inline = cli('compare', A, B, '--games', '10', '--json', '--workers', '0');
  const threads = cli('compare', A, B, '--games', '10', '--json', '--workers', '2');
  assert.equal(inline.status, 0, inline.stderr);
  assert.equal(threads.stdout, inline.stdout);
  const c = JSON.parse(inline.stdout) as Comparison;
  assert.deepEqual(
    c.variants.map((v) => [v.label, v.games, v.seats]),
    [
      [A, 10, 2],
      [B, 10, 4],
    ],
  );
  const wins = c.variants[0].teamWins;
  assert.equal(wins.p1.count + wins.p2.count + (wins.none?.count ?? 0), 10);
});

test('--csv: a header and one figure per line, every line the same number of fields', () => {
  const r = cli('compare', A, B, '--games', '10', '--csv', '--no-progress');
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stderr.split('\n').filter((l) => l.includes('/20 games')).length, 0, 'no progress with --no-progress');
  const [header, ...rows] = r.stdout.trim().split('\n');
  assert.equal(header, 'variant,label,section,key,value,ci_low,ci_high,count,games');
  for (const row of rows) assert.equal(row.split(',').length, 9, row);
  const teamWins = rows.filter((row) => row.startsWith('A,') && row.includes(',team wins,'));
  assert.equal(
    teamWins.reduce((n, row) => n + Number(row.split(',')[7]), 0),
    10,
  );
  assert.ok(rows.some((row) => /^B,fixture-shadows seats=4,series power,round 1,[\d.]+,[\d.-]+,[\d.-]+,,\d+$/.test(row)));
});

test('a variant file, with a format path relative to it', () => {
  const file = join(dir, 'four.yaml');
  writeFileSync(file, `format: ${join(root, 'test/fixtures/formats/fixture-shadows.yaml')}\nlabel: four seats\nseats: 4\nbots: random\n`);
  const r = cli('compare', file, A, '--games', '4', '--no-progress');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^A {2}four seats {2}· {2}fixture-shadows v1, 4 players, 4 games$/m);
});

test('an events metric gets a note only for a field no event of its type had, not for events that never came or never matched', () => {
  const file = join(dir, 'typo.yaml');
  writeFileSync(
    file,
    [
      'id: typo-shadows',
      'extends: fixture-shadows',
      'name: Typo',
      'metrics:',
      '  field: { doc: misspelt field, events: actionTaken, where: { actoin: marshal } }',
      '  never: { doc: an action no bot took, events: actionTaken, where: { action: no-such-action } }',
      '  none: { doc: a declared event no game of this format emits, events: treatyBroken, where: { kind: noConflict } }',
      '',
    ].join('\n'),
  );
  const r = cli('compare', file, `${file} seats=3`, '--games', '3', '--no-progress');
  assert.equal(r.status, 0, r.stderr);
  const notes = r.stderr.split('\n').filter((l) => l.startsWith('note: metric'));
  assert.deepEqual(notes, [
    'note: metric "field": no "actionTaken" event of any variant\'s games has a field "actoin": is its where: or sum: right?',
  ]);
});

test('a metric counting an event type the rules never emit is an error at its line, before any game', () => {
  const file = join(dir, 'typo-type.yaml');
  writeFileSync(file, 'id: typo-type\nextends: fixture-shadows\nname: Typo\nmetrics:\n  oops: { doc: misspelt, events: actionTakn }\n');
  assertBadInput(
    cli('compare', file, '--games', '3', '--no-progress'),
    /typo-type\.yaml:5:\d+: metric "oops": no event "actionTakn" in the core or rules module/,
  );
});

test('mistakes exit 2 with a message and no stack', () => {
  assertBadInput(cli('compare', 'no-such-format', A, '--games', '2'), /unknown format "no-such-format"/);
  assertBadInput(
    cli('compare', 'l5r-shadowlands-coop board=round', A, '--games', '2'),
    /variant "l5r-shadowlands-coop board=round": .*option "board" must be one of/,
  );
  assertBadInput(cli('compare', A, '--games', '2', '--json', '--csv'), /one of --json and --csv/);
  const bad = join(dir, 'bad.yaml');
  writeFileSync(bad, 'format: fixture-shadows\nseats: many\n');
  assertBadInput(cli('compare', bad, '--games', '2'), /bad\.yaml:2:8: seats/);
});

test('Ctrl-C stops the run and prints the games finished so far, exit 130', async () => {
  const child = spawn(process.execPath, ['bin/rules-sandbox.mjs', 'compare', A, B, '--games', '100000', '--workers', '1'], { cwd: root });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => {
    stderr += d;
    if (/\d+\/200000 games/.test(stderr) && !child.killed) child.kill('SIGINT');
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.equal(code, 130, stderr);
  const stopped = [...stdout.matchAll(/^[AB] {2}fixture-shadows.* \(stopped: (\d+) of 100000\)$/gm)].map((m) => m[1]);
  assert.equal(stopped.length, 2, stdout);
  assert.equal(stopped[0], stopped[1], 'both variants report the same games');
  assert.match(stdout, /^wins by team$/m);
  assert.match(stderr, /stopped, partial results/);
  assert.doesNotMatch(stderr, /\n {4}at /);
});
