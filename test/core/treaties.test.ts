// Treaties over whole games (core/treaty, Enlightenment): random bots leave negotiation alone,
// diplomats negotiate, and whatever they do the record stays consistent — one treaty per pair,
// every ended treaty either broken (with its breakers' stakes lost) or dissolved, and the game
// ends with a winner. Scenarios check each rule; this checks that they hold together in play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameEvent } from '../../core/types.ts';
import { playOne } from '../../core/sim.ts';
import { rulesModules } from '../../formats/index.ts';
import { treatyState } from '../../core/treaty/record.ts';
import { format } from './support.ts';

function games(seats: number, bots: string[], n: number, each: (events: GameEvent[], index: number) => void): void {
  for (let i = 0; i < n; i++) {
    const events: GameEvent[] = [];
    let ended: ReturnType<typeof treatyState.read> | null = null;
    playOne(
      {
        format: format('l5r-enlightenment'),
        modules: rulesModules,
        games: 1,
        seed: 500,
        seats,
        bots,
        onEvent: (_g, e) => events.push(e),
        watch: (_g, game) => game.events$.subscribe((e) => e.type === 'gameEnded' && (ended = treatyState.read(game.state))),
      },
      i,
    );
    const record = ended!;
    assert.ok(record, `game ${i}: ended`);
    const pairs = record.active.map((t) => [...t.parties].sort().join('+'));
    assert.equal(new Set(pairs).size, pairs.length, `game ${i}: two treaties in force between one pair`);
    each(events, i);
  }
}

test('random bots never start a negotiation (a proposal in every window would flood the game)', () => {
  games(4, ['bot:random'], 6, (events, i) => {
    assert.equal(events.filter((e) => e.type === 'treatyProposed').length, 0, `game ${i}`);
    assert.ok(
      events.some((e) => e.type === 'gameEnded'),
      `game ${i}: no end`,
    );
  });
});

for (const seats of [3, 4, 6]) {
  test(`${seats} diplomats negotiate: treaties are formed and each one that ends is broken or dissolved, a breaker paying its stake`, () => {
    let formed = 0;
    games(seats, ['bot:diplomat'], 4, (events, i) => {
      formed += events.filter((e) => e.type === 'treatyFormed').length;
      for (const b of events.filter((e) => e.type === 'treatyBroken')) {
        const paid = events.find(
          (e) => e.seq > b.seq && e.type === 'countersChanged' && e.owner === b.by && e.reason === `broke the treaty with ${b.partner}`,
        );
        assert.ok(paid, `game ${i}: ${String(b.by)} broke ${String(b.treaty)} without losing the stake`);
        assert.equal(
          paid.delta === -Number(b.stake) || paid.to === 0,
          true,
          `game ${i}: stake ${String(b.stake)}, lost ${String(paid.delta)}`,
        );
      }
      const winner = events.find((e) => e.type === 'gameEnded')!.winner as { reason: string };
      assert.match(winner.reason, /Enlightenment|honor|eliminated/, `game ${i}`);
    });
    assert.ok(formed > 0, 'no treaty formed in any game');
  });
}
