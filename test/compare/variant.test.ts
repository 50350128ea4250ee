// Variant specs, inline and as YAML files: what each key sets, and the messages for mistakes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadVariantFile, parseVariantSpec, prepareVariant } from '../../core/compare/variant.ts';
import { LoadError } from '../../core/load/issues.ts';
import { format, modules } from '../core/support.ts';

test('an inline variant sets seats, preset, bots, options (bare, NAME=, option.NAME=) and params', () => {
  const v = parseVariantSpec(
    'l5r-shadowlands-coop  seats=2 preset=nightmare bots=greedy,random board=skirmish option.cunning=false relentless param.startingHonor=8 param.warlord=akuma-no-oni',
  );
  assert.deepEqual(v, {
    label:
      'l5r-shadowlands-coop seats=2 preset=nightmare bots=greedy,random board=skirmish option.cunning=false relentless param.startingHonor=8 param.warlord=akuma-no-oni',
    format: 'l5r-shadowlands-coop',
    seats: 2,
    preset: 'nightmare',
    bots: ['bot:greedy', 'bot:random'],
    options: { board: 'skirmish', cunning: 'false', relentless: true },
    params: { startingHonor: 8, warlord: 'akuma-no-oni' },
  });
});

test('inline mistakes name the variant and the key', () => {
  assert.throws(() => parseVariantSpec('fixture-shadows seats=two'), /variant "fixture-shadows seats=two": seats must be a whole number/);
  assert.throws(() => parseVariantSpec('fixture-shadows preset='), /preset needs a value/);
  assert.throws(() => parseVariantSpec('fixture-shadows param.gold'), /param.gold needs a value/);
  assert.throws(() => parseVariantSpec('fixture-shadows 3=x'), /"3=x" is not key=value/);
  assert.throws(() => parseVariantSpec('   '), /names no format/);
});

test('a variant file is read like an inline one; its mistakes point at file:line:col', () => {
  const v = loadVariantFile({
    path: 'hard.yaml',
    text: 'format: l5r-shadowlands-coop\nlabel: hard, two players\nseats: 2\nbots: greedy\noptions: { relentless: true }\nparams: { startingHonor: 8 }\n',
  });
  assert.deepEqual(v, {
    label: 'hard, two players',
    format: 'l5r-shadowlands-coop',
    seats: 2,
    preset: undefined,
    bots: ['bot:greedy'],
    options: { relentless: true },
    params: { startingHonor: 8 },
  });
  assert.throws(
    () => loadVariantFile({ path: 'bad.yaml', text: 'format: fixture-shadows\nseat: 2\n' }),
    (e: unknown) => e instanceof LoadError && /^bad\.yaml:2:1: .*seat/.test(e.message),
  );
  assert.throws(
    () => loadVariantFile({ path: 'bad.yaml', text: 'format: fixture-shadows\nseats: -1\n' }),
    /LoadError: bad\.yaml:2:8: seats: number -1 must be >= 1/,
  );
});

test('preparing checks every setting before any game: options, params, seats, bots, humans', () => {
  const coop = format('l5r-shadowlands-coop');
  const prepare = (spec: string) => prepareVariant(parseVariantSpec(spec), coop, modules);
  assert.throws(() => prepare('l5r-shadowlands-coop board=hexagonal'), /option "board" must be one of: stronghold, skirmish/);
  assert.throws(() => prepare('l5r-shadowlands-coop param.nosuch=1'), /unknown param "nosuch"/);
  assert.throws(() => prepare('l5r-shadowlands-coop seats=9'), /variant "l5r-shadowlands-coop seats=9": .*1–4 players, not 9/);
  assert.throws(() => prepare('l5r-shadowlands-coop bots=clever'), /unknown bot "clever"/);
  assert.throws(() => prepare('l5r-shadowlands-coop bots=human'), /bots only/);
  const ok = prepare('l5r-shadowlands-coop seats=3 bots=greedy');
  assert.equal(ok.seats, 3);
  assert.deepEqual(
    ok.table.map((s) => `${s.id}:${s.role}:${s.controller}`),
    ['p1:shadowlands:automaton:shadowlands', 'p2:player:bot:greedy', 'p3:player:bot:greedy', 'p4:player:bot:greedy'],
  );
});

test('a list of bots seats the players in order and leaves the deck its automaton; a list of another length is refused', () => {
  const coop = format('l5r-shadowlands-coop');
  const prepare = (spec: string) => prepareVariant(parseVariantSpec(spec), coop, modules);
  assert.deepEqual(
    prepare('l5r-shadowlands-coop seats=2 bots=greedy,random').table.map((s) => s.controller),
    ['automaton:shadowlands', 'bot:greedy', 'bot:random'],
  );
  assert.deepEqual(
    prepare('l5r-shadowlands-coop seats=2 bots=automaton:shadowlands,random,greedy').table.map((s) => s.controller),
    ['automaton:shadowlands', 'bot:random', 'bot:greedy'],
  );
  assert.throws(
    () => prepare('l5r-shadowlands-coop seats=3 bots=greedy,random'),
    /2 bots given for 4 seats: give 1 \(for all\), 3 \(one per seat its role doesn't automate\) or 4 \(one per seat\)/,
  );
});

test('a param given text where the format has a number is refused; setup problems show before any game', () => {
  const coop = format('l5r-shadowlands-coop');
  const prepare = (spec: string) => prepareVariant(parseVariantSpec(spec), coop, modules);
  assert.throws(
    () => prepare('l5r-shadowlands-coop param.extraFatePerPlayer=abc'),
    /l5r-shadowlands-coop: param "extraFatePerPlayer" is a whole number from 0 to 20, not "abc"/,
  );
  assert.throws(
    () => prepare('l5r-shadowlands-coop param.decks=nope,nope'),
    /variant "l5r-shadowlands-coop param.decks=nope,nope": no deck "nope"/,
  );
  assert.equal(prepare('l5r-shadowlands-coop param.extraFatePerPlayer=2').params.extraFatePerPlayer, 2);
});
