// Property tests over every fixture format (`fixture: true`): random seeds, seat counts
// within the format's min..max and random bots. The game never throws, every card is in
// exactly one zone (and its `zone` field names that zone) after every answer, and every game
// ends — with a winner or at the round limit — within a bounded number of decisions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { GameState } from '../../core/types.ts';
import type { ResolvedFormat } from '../../core/format.ts';
import { newGame } from '../../core/session.ts';
import { Driver } from '../../core/driver.ts';
import { fixtureFormats, modules } from './support.ts';

/** Far above what any fixture game needs; a game still going after this many never ends. */
const MAX_DECISIONS = 5_000;

function assertCardsPlaced(state: GameState, when: string): void {
  const seen = new Map<string, string>();
  for (const [zone, list] of Object.entries(state.zones)) {
    for (const id of list) {
      assert.ok(!seen.has(id), `${when}: ${id} is in ${seen.get(id)} and ${zone}`);
      seen.set(id, zone);
      const card = state.cards[id];
      assert.ok(card, `${when}: ${zone} lists ${id}, which is no card`);
      assert.equal(card.zone, zone, `${when}: ${id} is listed in ${zone} but says it is in ${card.zone}`);
    }
  }
  for (const id of Object.keys(state.cards)) assert.ok(seen.has(id), `${when}: ${id} is in no zone`);
}

/** A bot for each seat: random, or the rules module's own bots where it has any. */
function botsFor(f: ResolvedFormat): string[] {
  const named = Object.keys(modules[f.rules ?? '']?.bots ?? {});
  return ['bot:random', ...named.map((b) => `bot:${b}`)];
}

test('the fixture formats are all found', () => {
  const found = fixtureFormats.map((f) => f.id);
  for (const id of [
    'fixture-automaton-window',
    'fixture-elimination',
    'fixture-ffa-clockwise',
    'fixture-pass-final',
    'fixture-responses',
    'fixture-responses-once',
    'fixture-secret-bid',
    'fixture-shadow-players',
    'fixture-shadows',
    'fixture-team-window',
  ]) {
    assert.ok(found.includes(id), `${id} is missing (found: ${found.join(', ')})`);
  }
});

for (const f of fixtureFormats) {
  test(`${f.id}: random games never throw, keep every card in one zone, and end`, () => {
    const bots = botsFor(f);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc
          .integer({ min: f.seats.min, max: f.seats.max })
          .chain((seats) => fc.tuple(fc.constant(seats), fc.array(fc.constantFrom(...bots), { minLength: seats, maxLength: seats }))),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (seed, [seats, controllers], botSeed) => {
          // A format's extra seats (an automated side) come on top of `seats`: the bots play them too.
          const game = newGame({ format: f, modules, seed, seats, controllers, defaultController: 'bot:random' });
          game.start();
          assertCardsPlaced(game.state, 'at the start');
          const driver = new Driver(game, botSeed);
          let decisions = 0;
          while (!game.ended) {
            assert.ok(game.pending.length > 0, `round ${game.state.round}: no decision pending and no end`);
            assert.ok(driver.step(), 'the bots could not answer');
            decisions++;
            assertCardsPlaced(game.state, `after answer ${decisions}`);
            assert.ok(decisions <= MAX_DECISIONS, `no end after ${MAX_DECISIONS} decisions (round ${game.state.round})`);
          }
          const { winner } = game.state;
          assert.ok(winner, 'ended without a winner record');
          const limit = f.roundLimit ?? 200;
          assert.ok(winner.teams.length > 0 || winner.reason.includes('round limit'), `ended with no winner: ${winner.reason}`);
          assert.ok(game.state.round <= limit, `round ${game.state.round} beyond the limit ${limit}`);
          assert.equal(game.pending.length, 0);
        },
      ),
      { numRuns: 25 },
    );
  });
}
