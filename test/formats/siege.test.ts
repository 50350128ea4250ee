// Siege: Heart of Darkness (formats/l5r-ccg/l5r-ccg-siege.yaml) at setup and in its data: the
// Dark Naga alignment only for the Challenge deck, the territory row in the document's order,
// the clock deck with the Hour of the Serpent at its bottom, a clock deck picked by param from
// any set the format's `cards: l5r-ccg-siege-clock-*` finds, Rank, and the team's shared hands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { format, humanGame, modules } from '../core/support.ts';
import { settingsWarnings } from '../../core/session.ts';
import { cardsIn } from '../../core/zones.ts';
import { viewFor, isHidden } from '../../core/view.ts';
import { matchingSets } from '../../core/load/format-checks.ts';
import { rankFor, rankLabel } from '../../formats/l5r-ccg/rank.ts';

const siege = (settings: Parameters<typeof humanGame>[1] = {}) =>
  humanGame('l5r-ccg-siege', { seats: 3, params: { cycle: false }, ...settings }).game;

test('the Dark Naga alignment is refused on a Rokugani player’s deck (Siege §1): only the role param challengeRole names may have it', () => {
  assert.throws(
    () => siege({ params: { cycle: false, decks: 'ccg-crab,siege-dark-naga,ccg-lion,ccg-crane' } }),
    /deck siege-dark-naga: Knot of Serpents is of the dark-naga alignment, which only a Siege Challenge deck may have/,
  );
  assert.doesNotThrow(() => siege());
});

test('the clock card is turned at the start of the Challenge player’s turn, before its cards straighten', () => {
  const { events } = humanGame('l5r-ccg-siege', {
    seats: 3,
    params: { cycle: false },
    startPhase: 'clock',
    scenario: { firstPlayer: 'p1', cards: [{ card: 'siege-constrictor-guard', zone: 'p1.home', turned: true }] },
  });
  const revealed = events.findIndex((e) => e.type === 'clockRevealed');
  const straightened = events.findIndex(
    (e) => e.type === 'cardChanged' && e.name === 'Constrictor Guard' && (e.change as { turned?: boolean }).turned === false,
  );
  assert.ok(revealed >= 0 && straightened > revealed, `turned at ${revealed}, straightened at ${straightened}`);
});

test('the territory row is laid out in the document’s order, intact, owned by the Rokugani team', () => {
  const { state } = siege();
  const row = cardsIn(state, 'rokugani.territories');
  assert.deepEqual(
    row.map((t) => t.name),
    ['Peasant District', 'Artisan District', 'Merchant District', 'Temple District', 'Military District', 'Imperial District'],
  );
  assert.ok(row.every((t) => t.owner === null && t.status.length === 0 && t.faceUp));
});

test('the clock deck: eleven cards shuffled over the Hour of the Serpent, set at its bottom, whatever the seed', () => {
  const tops = new Set<string>();
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    // Started, the game may be in the Challenge player's first turn, its first clock card turned.
    const { state } = humanGame('l5r-ccg-siege', { seats: 3, seed, params: { cycle: false } }).game;
    const deck = cardsIn(state, 'p1.clockDeck');
    const turned = cardsIn(state, 'p1.clockDiscard');
    assert.equal(deck.length + turned.length, 12);
    assert.equal(deck[0].name, 'Hour of the Serpent', `seed ${seed}: the bottom card`);
    assert.ok(deck.every((c) => !c.faceUp));
    tops.add(deck.at(-1)!.name);
  }
  assert.ok(tops.size > 1, 'the eleven are shuffled');
});

test('param clockDeck picks another clock deck from any set named l5r-ccg-siege-clock-*', () => {
  const { state } = siege({ params: { cycle: false, clockDeck: 'tide-clock' } });
  const names = cardsIn(state, 'p1.clockDeck').map((c) => c.name);
  assert.ok(names.includes('High Water') && names[0] === 'Hour of the Serpent');
  assert.deepEqual(matchingSets('l5r-ccg-siege-clock-*', ['l5r-ccg-siege-clock-tide', 'l5r-ccg-crab', 'l5r-ccg-siege-clock-serpent']), [
    'l5r-ccg-siege-clock-serpent',
    'l5r-ccg-siege-clock-tide',
  ]);
  assert.deepEqual(matchingSets('l5r-ccg-crab', ['l5r-ccg-crab']), ['l5r-ccg-crab']);
  assert.throws(
    () => siege({ params: { cycle: false, clockDeck: 'no-such-clock' } }),
    /no clock deck "no-such-clock" in the card sets of l5r-ccg-siege \(param clockDeck\)/,
  );
});

test('Rank: a signed number adds to the Rokugani players, a plain one multiplies (the document’s examples)', () => {
  assert.equal(rankFor('<+1>', 4), 5);
  assert.equal(rankFor('<10>', 3), 30);
  assert.equal(rankFor('<-1>', 3), 2);
  assert.equal(rankFor(7, 3), null);
  assert.equal(rankLabel('<+1>', 4), '⟨+1⟩ = 5');
});

test('the Rokugani share their hands (they "may freely share information"); the Challenge player’s stays its own', () => {
  const game = siege();
  const p2 = viewFor(game.state, game.format, 'p2');
  assert.ok(p2.zones['p3.hand'].length > 0 && p2.zones['p3.hand'].every((id) => !isHidden(p2.cards[id])));
  assert.ok(p2.zones['p1.hand'].length > 0 && p2.zones['p1.hand'].every((id) => isHidden(p2.cards[id])));
  const p1 = viewFor(game.state, game.format, 'p1');
  assert.ok(p1.zones['p2.hand'].every((id) => isHidden(p1.cards[id])));
});

test("simulate's deck warnings: a clock deck the settings play that isn't the Hour of the Serpent under eleven others is named; the sample clocks aren't", () => {
  const f = structuredClone(format('l5r-ccg-siege'));
  const serpent = f.decks['serpent-clock']!;
  assert.deepEqual(settingsWarnings(f, modules, { clockDeck: 'serpent-clock' }), []);
  assert.deepEqual(settingsWarnings(f, modules, { clockDeck: 'tide-clock' }), []);
  // Two Hours of the Serpent: the threat level runs one further, and a second final hour waits under the first.
  f.decks.doubled = {
    ...serpent,
    cards: serpent.cards.map((c) => ((f.cardDefs[c.card] as { finalHour?: boolean } | undefined)?.finalHour ? { ...c, count: 2 } : c)),
  };
  assert.deepEqual(settingsWarnings(f, modules, { clockDeck: 'doubled', decks: 'siege-dark-naga,ccg-crab' }), [
    'clock deck "doubled" holds 11 clock cards and 2 final hours; the document\'s is the Hour of the Serpent under eleven others, so the threat level reaches 12 at the Hour',
  ]);
});
