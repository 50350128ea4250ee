// The core's ability runtime (core/ability/) with a family's vocabulary (here L5R's): use
// limits count per period — a round by default, or what the card's `per:` names — on the card
// until it leaves play, and a lasting effect stays until its period ends. Checked on a real game state through a
// RuleContext; each test fails if periods stop being kept apart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Ability, CardDef } from '../../cards/schema/card-schema.ts';
import type { GameEvent } from '../../core/types.ts';
import type { ResolvedFormat } from '../../core/format.ts';
import { RuleContext } from '../../core/context.ts';
import { abilitiesOf, usable, useAbility } from '../../core/ability/runtime.ts';
import { endPeriod, recordUse } from '../../core/ability/periods.ts';
import { skill } from '../../formats/l5r/board.ts';
import { format, humanGame } from './support.ts';

const drill = (ability: Record<string, unknown>): CardDef => ({
  id: 'drill-sergeant',
  name: 'Drill Sergeant',
  type: 'character',
  cost: 1,
  stats: { military: 2, political: 1, glory: 1 },
  abilities: [{ type: 'action', text: 'drill', effects: [{ modifySkill: { military: 1, on: 'self' } }], ...ability } as Ability],
});

/** A context over a fresh stronghold game whose p1 has a Drill Sergeant at home with `ability`. */
function withSergeant(ability: Record<string, unknown>) {
  const base = format('l5r-stronghold');
  const withCard: ResolvedFormat = { ...base, cardDefs: { ...base.cardDefs, 'drill-sergeant': drill(ability) } };
  const { game } = humanGame('l5r-stronghold', { seed: 3 });
  const state = structuredClone(game.state);
  const events: GameEvent[] = [];
  const ctx = new RuleContext(state, withCard, game.engine.module, events);
  const card = ctx.createCard('drill-sergeant', 'p1', 'p1.home', true);
  return { ctx, card: () => ctx.card(card.id), events };
}

test('limit: an ability is used once per round by default; a phase ending does not reset it', () => {
  const { ctx, card } = withSergeant({});
  assert.equal(usable(ctx, card(), 0, 'p1'), true);
  recordUse(ctx, card(), 0, abilitiesOf(ctx, card())[0]!);
  assert.equal(usable(ctx, card(), 0, 'p1'), false);
  endPeriod(ctx, 'phase');
  endPeriod(ctx, 'conflict');
  assert.equal(usable(ctx, card(), 0, 'p1'), false, 'still used this round');
  endPeriod(ctx, 'round');
  assert.equal(usable(ctx, card(), 0, 'p1'), true);
});

test('limit: `limit: 2, per: conflict` allows two uses each conflict', () => {
  const { ctx, card } = withSergeant({ limit: 2, per: 'conflict' });
  recordUse(ctx, card(), 0, abilitiesOf(ctx, card())[0]!);
  assert.equal(usable(ctx, card(), 0, 'p1'), true);
  recordUse(ctx, card(), 0, abilitiesOf(ctx, card())[0]!);
  assert.equal(usable(ctx, card(), 0, 'p1'), false);
  endPeriod(ctx, 'round');
  assert.equal(usable(ctx, card(), 0, 'p1'), false, 'a round ending is not the conflict ending');
  endPeriod(ctx, 'conflict');
  assert.equal(usable(ctx, card(), 0, 'p1'), true);
});

test('limit: a card that leaves play and comes back is a new object, its uses counted afresh', () => {
  const { ctx, card } = withSergeant({});
  recordUse(ctx, card(), 0, abilitiesOf(ctx, card())[0]!);
  ctx.moveCard(card().id, 'p2.home', { staysInPlay: true });
  ctx.moveCard(card().id, 'p1.home', { staysInPlay: true });
  assert.equal(usable(ctx, card(), 0, 'p1'), false, 'a change of control keeps the object');
  ctx.moveCard(card().id, 'p1.hand');
  ctx.moveCard(card().id, 'p1.home');
  assert.equal(usable(ctx, card(), 0, 'p1'), true);
});

test('limit: `limit: none` never runs out', () => {
  const { ctx, card } = withSergeant({ limit: 'none' });
  for (let i = 0; i < 5; i++) recordUse(ctx, card(), 0, abilitiesOf(ctx, card())[0]!);
  assert.equal(usable(ctx, card(), 0, 'p1'), true);
});

test('duration: a skill bonus lasts until the end of the conflict by default', () => {
  const { ctx, card, events } = withSergeant({});
  useAbility(ctx, 'p1', card(), 0);
  assert.equal(skill(ctx.state, card(), 'military'), 3);
  assert.ok(events.some((e) => e.type === 'abilityUsed' && e.name === 'Drill Sergeant'));
  endPeriod(ctx, 'phase');
  assert.equal(skill(ctx.state, card(), 'military'), 3, 'a phase ending is not the conflict ending');
  endPeriod(ctx, 'conflict');
  assert.equal(skill(ctx.state, card(), 'military'), 2);
  assert.equal(card().data.lasting, undefined, 'nothing left on the card');
});

test('duration: `until: round` outlasts the conflict and ends with the round', () => {
  const { ctx, card } = withSergeant({ effects: [{ modifySkill: { military: 1, on: 'self', until: 'round' } }] });
  useAbility(ctx, 'p1', card(), 0);
  endPeriod(ctx, 'conflict');
  assert.equal(skill(ctx.state, card(), 'military'), 3);
  endPeriod(ctx, 'round');
  assert.equal(skill(ctx.state, card(), 'military'), 2);
});
