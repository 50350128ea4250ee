// Shadows, "Playing a card into Shadows": "Cards without the ☞ crest and the Shadows cost cannot
// be marshalled or moved into Shadows." Every card of ours that moves a card into Shadows says
// "a card with the ☞ crest" in its own target, so no scenario reaches the rule behind it: here
// the effect itself (`returnToShadows`, shadows.ts `moveIntoShadows`) refuses a card without the
// crest, whatever an effect's target allows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RuleContext } from '../../core/context.ts';
import type { GameEvent } from '../../core/types.ts';
import { format, humanGame } from '../core/support.ts';
import { moveIntoShadows } from '../../formats/agot/shadows.ts';
import { agotVocabulary } from '../../formats/agot/vocabulary.ts';

const shadows = format('agot-shadows');

function board() {
  const { game } = humanGame('agot-shadows', {
    params: { setupCards: false },
    startPhase: 'marshalling',
    scenario: {
      firstPlayer: 'p1',
      clear: ['p1.hand', 'p2.hand'],
      cards: [
        { card: 'harrow-marcher-recruit', zone: 'p1.play' },
        { card: 'harrow-fell-stalker', zone: 'p1.play' },
      ],
    },
  });
  const state = structuredClone(game.state);
  const events: GameEvent[] = [];
  const ctx = new RuleContext(state, shadows, game.engine.module, events);
  const [recruit, stalker] = state.zones['p1.play']!.map((id) => state.cards[id]!);
  assert.equal(recruit!.name, 'Marcher Recruit');
  assert.equal(stalker!.name, 'Fell Stalker');
  return { ctx, state, events, recruit: recruit!, stalker: stalker! };
}

test('a card without the crest is not moved into Shadows by an effect: nothing changes', () => {
  const { ctx, state, events, recruit } = board();
  assert.equal(moveIntoShadows(ctx, recruit), false);
  assert.deepEqual(state.zones['p1.shadows'], []);
  assert.equal(state.cards[recruit.id]!.zone, 'p1.play');
  assert.deepEqual(events, []);
  // And the effect word says it would change nothing, so no effect may choose it.
  const use = { source: recruit, seat: 'p1' };
  assert.equal(agotVocabulary.effects.returnToShadows!.changes!(ctx, recruit, true, use), false);
});

test('a card with the crest is: facedown into its controller’s Shadows area', () => {
  const { ctx, state, stalker } = board();
  const use = { source: stalker, seat: 'p1' };
  assert.equal(agotVocabulary.effects.returnToShadows!.changes!(ctx, stalker, true, use), true);
  assert.equal(moveIntoShadows(ctx, stalker), true);
  assert.deepEqual(state.zones['p1.shadows'], [stalker.id]);
  assert.equal(state.cards[stalker.id]!.faceUp, false);
});
