// What each seat's view, events and decisions show in a LotR game (formats/lotr/README.md,
// "Secrecy"): a hand is its owner's, a deck no one's; the starting fellowship is chosen from the
// deck by title in a decision only its owner sees the options of, and the companion chosen is
// public once in play; a Shadow player's options in its Shadow phase (its hand) are its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewFor } from '../../core/view.ts';
import type { GameEvent } from '../../core/types.ts';
import type { Game } from '../../core/game.ts';
import { format, humanGame } from '../core/support.ts';

const lotr = format('lotr');

const seen = (game: Game, events: GameEvent[], from: number, viewer: string) => events.slice(from).map((e) => game.redact(e, viewer));

test('the starting fellowship: only its owner sees the titles its deck offers; the companion chosen is seen by all once in play', () => {
  // Seed 2 draws p1 to go first: the starting fellowship is chosen in player order before a scenario's board is set.
  const { game, events } = humanGame('lotr', { seats: 3, seed: 2 });
  const offer = game.pending.find((d) => d.seat === 'p1' && d.kind === 'startingCompanion');
  assert.ok(offer, `p1 is asked for its starting fellowship: ${game.pending.map((d) => `${d.seat} ${d.kind}`).join('; ')}`);
  // The option names a title, not a card: the deck is hidden, even from its owner.
  assert.ok(offer.options.every((o) => o.id === 'done' || (o.id.startsWith('def:') && o.card === undefined)));
  for (const viewer of ['p2', 'p3', 'spectator']) {
    const other = viewFor(game.state, lotr, viewer).pending.find((d) => d.id === offer.id);
    assert.ok(other && !('options' in other), `${viewer} sees none of p1's options`);
    assert.ok(!JSON.stringify(other).includes(offer.options[0]!.label), `${viewer} sees no title p1 was offered`);
  }
  const from = events.length;
  const pick = offer.options.find((o) => o.id !== 'done')!;
  assert.deepEqual(game.answer('p1', offer.id, pick.id), { ok: true });
  const chosen = game.state.zones['p1.fellowship']!.map((id) => game.state.cards[id]!).find((c) => pick.label.startsWith(c.name));
  assert.ok(chosen, 'the chosen title is in p1’s fellowship');
  for (const viewer of ['p2', 'spectator']) {
    assert.ok(viewFor(game.state, lotr, viewer).zones['p1.fellowship']!.includes(chosen.id), `${viewer} sees the companion in play`);
    const moved = seen(game, events, from, viewer).find((e) => e.type === 'cardMoved' && e.to === 'p1.fellowship');
    assert.equal(moved?.name, chosen.name, `${viewer} is told which companion came into play`);
  }
});

test("a hand is its owner's: no other seat's view, event or pending options name a card in it", () => {
  const { game, events } = humanGame('lotr', { seats: 3, params: { startingFellowship: 0 }, scenario: { firstPlayer: 'p1' } });
  const hand = game.state.zones['p2.hand']!;
  assert.equal(hand.length, 8, 'p2 drew its starting hand');
  const names = hand.map((id) => game.state.cards[id]!.name);
  for (const viewer of ['p1', 'p3', 'spectator']) {
    const view = viewFor(game.state, lotr, viewer);
    assert.ok(
      view.zones['p2.hand']!.every((id) => id.startsWith('hidden:')),
      `${viewer} sees stubs in p2's hand`,
    );
    assert.ok(
      hand.every((id) => !JSON.stringify(view).includes(id)),
      `${viewer}'s view names no card id of p2's hand`,
    );
    const told = seen(game, events, 0, viewer).filter((e) => e.type === 'cardMoved' && e.to === 'p2.hand');
    assert.equal(told.length, 8, `${viewer} is told of 8 draws`);
    assert.ok(
      told.every((e) => e.card === null && e.name === null),
      `${viewer} is told no name of a card drawn by p2`,
    );
  }
  assert.ok(names.length > 0);
});

test("a Shadow player's options in its Shadow phase are its own: others see who decides, not what it may play", () => {
  const { game } = humanGame('lotr', {
    seats: 3,
    params: { startingFellowship: 0 },
    scenario: { firstPlayer: 'p1', clear: ['p1.hand'], counters: { 'table.twilight': 10 } },
  });
  // p1's fellowship phase: nothing in hand, so it passes; the fellowship moves; p3 (to p1's right) has the first Shadow phase.
  const fellowship = game.pending.find((d) => d.seat === 'p1')!;
  assert.deepEqual(game.answer('p1', fellowship.id, 'pass'), { ok: true });
  const shadow = game.pending.find((d) => d.seat === 'p3');
  assert.ok(shadow, `p3 has the first Shadow phase: ${game.pending.map((d) => `${d.seat} ${d.kind}`).join('; ')}`);
  assert.ok(shadow.options.length > 1, 'p3 may play Shadow cards from its hand');
  for (const viewer of ['p1', 'p2', 'spectator']) {
    const other = viewFor(game.state, lotr, viewer).pending.find((d) => d.id === shadow.id);
    assert.ok(other && !('options' in other), `${viewer} sees none of p3's options`);
  }
});
