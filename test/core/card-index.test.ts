// The cards-by-definition index (core/card-index.ts) and the quick test event windows use
// with it (a vocabulary's `maybeSource`): both are derived from the state, so each is checked
// against what it stands for, after every answer of whole games. A stale index or a quick test
// that misses a card in play would silently drop a reaction or an interrupt.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameEvent, GameState } from '../../core/types.ts';
import { RuleContext } from '../../core/context.ts';
import { cardsOfDef } from '../../core/card-index.ts';
import { activeSources } from '../../formats/l5r/abilities.ts';
import { mayBeActiveSource } from '../../formats/l5r/board.ts';
import type { Game } from '../../core/game.ts';
import { format, humanGame, playRandomly } from './support.ts';

function assertIndexed(state: GameState, when: string): void {
  const defs = new Set(Object.values(state.cards).map((c) => c.def));
  for (const def of defs) {
    const expected = Object.values(state.cards)
      .filter((c) => c.def === def)
      .map((c) => c.id)
      .sort();
    assert.deepEqual([...cardsOfDef(state, def)].map((c) => c.id).sort(), expected, `${when}: cards of ${def}`);
    // The very objects of the state, so a change to a card is read through the index.
    for (const c of cardsOfDef(state, def)) assert.equal(c, state.cards[c.id], `${when}: ${c.id} is a stale copy`);
  }
}

function assertSourcesMaybe(game: Game, when: string): void {
  const ctx = new RuleContext(game.state, game.format, game.engine.module, [] as GameEvent[]);
  for (const seat of game.state.seats) {
    for (const card of activeSources(ctx, seat.id))
      assert.ok(
        mayBeActiveSource(card),
        `${when}: ${card.id} (${card.name}, ${card.zone}) is a source of ${seat.id} that mayBeActiveSource rules out`,
      );
  }
}

for (const [id, seats] of [
  ['l5r-stronghold', 2],
  ['l5r-shadowlands-coop', 3],
] as const) {
  test(`${id}: the cards-by-definition index and mayBeActiveSource agree with the board after every answer`, () => {
    for (const seed of [1, 2, 3]) {
      const { game } = humanGame(id, { seed, seats });
      assertIndexed(game.state, `seed ${seed} at the start`);
      let answers = 0;
      playRandomly(game, seed, 600, (g) => {
        answers++;
        assertSourcesMaybe(g, `seed ${seed} after ${answers} answers`);
        if (answers % 50 === 0) assertIndexed(g.state, `seed ${seed} after ${answers} answers`);
      });
      assert.ok(answers > 100, `seed ${seed}: only ${answers} answers`);
    }
  });
}

test('a card made or removed during the game is in the index (or out of it) at once', () => {
  const { game } = humanGame('l5r-stronghold', { seed: 4 });
  const state = structuredClone(game.state);
  const ctx = new RuleContext(state, format('l5r-stronghold'), game.engine.module, []);
  const def = Object.values(state.cards).find((c) => c.type === 'character')!.def;
  const before = cardsOfDef(state, def).length;
  const made = ctx.createCard(def, 'p1', 'p1.home', true);
  assert.equal(cardsOfDef(state, def).length, before + 1);
  assert.ok(cardsOfDef(state, def).includes(made));
  ctx.removeCard(made.id);
  assert.equal(cardsOfDef(state, def).length, before);
  assert.ok(!cardsOfDef(state, def).some((c) => c.id === made.id));
});
