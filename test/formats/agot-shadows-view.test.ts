// Shadows, "While a card is in Shadows": "Cards remain facedown while they are in Shadows. A
// player can look at any card he or she controls, at any time, while it is in Shadows. Players
// cannot look at an opponent's cards that are in Shadows." What each seat's view, events and
// decisions show of a card in Shadows (formats/agot/SHADOWS.md, "Secrecy"): its owner sees it;
// every other seat and a spectator see a facedown stub `hidden:p1.shadows:0`, and no event or
// decision names it until it comes out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewFor, type Viewer } from '../../core/view.ts';
import type { CardInstance, GameEvent } from '../../core/types.ts';
import type { Game } from '../../core/game.ts';
import { format, humanGame } from '../core/support.ts';

const shadows = format('agot-shadows');
const others: Viewer[] = ['p2', 'spectator'];

/** p1's marshalling, with Fell Stalker (s1) in hand and 5 gold. */
function board() {
  return humanGame('agot-shadows', {
    params: { setupCards: false },
    startPhase: 'marshalling',
    scenario: {
      firstPlayer: 'p1',
      clear: ['p1.hand', 'p2.hand'],
      counters: { 'p1.gold': 5 },
      cards: [{ card: 'harrow-fell-stalker', zone: 'p1.hand' }],
    },
  });
}

/** Answer the only pending decision, of `seat` and `kind`, with the option whose label starts `label`. */
function answer(game: Game, seat: string, kind: string, label: string): void {
  const d = game.pending.find((p) => p.seat === seat && p.kind === kind);
  assert.ok(d, `no pending ${kind} for ${seat}: ${game.pending.map((p) => `${p.seat} ${p.kind}`).join('; ')}`);
  const option = d.options.find((o) => o.label.startsWith(label));
  assert.ok(option, `no option "${label}" in ${d.options.map((o) => o.label).join(' | ')}`);
  assert.deepEqual(game.answer(seat, d.id, option.id), { ok: true });
}

/** Pass every pending decision whose only option is to pass (as the scenario runner does). */
function passOnly(game: Game): void {
  for (
    let d = game.pending.find((p) => p.options.every((o) => o.id === 'pass'));
    d;
    d = game.pending.find((p) => p.options.every((o) => o.id === 'pass'))
  )
    assert.deepEqual(game.answer(d.seat, d.id, 'pass'), { ok: true });
}

const mentions = (value: unknown, text: string) => JSON.stringify(value).includes(text);

/** Events since `from`, as `viewer` is sent them (redacted against the state now: call right after the answer). */
const seen = (game: Game, events: GameEvent[], from: number, viewer: Viewer) => events.slice(from).map((e) => game.redact(e, viewer));

test('a card played into Shadows: its owner sees it facedown; another seat and a spectator see a stub, and no event names it', () => {
  const { game, events } = board();
  const [stalker] = game.state.zones['p1.hand']!;
  const from = events.length;
  answer(game, 'p1', 'action', 'Into Shadows: Fell Stalker');
  assert.deepEqual(game.state.zones['p1.shadows'], [stalker]);

  const own = viewFor(game.state, shadows, 'p1');
  assert.deepEqual(own.zones['p1.shadows'], [stalker]);
  const card = own.cards[stalker!] as CardInstance;
  assert.equal(card.name, 'Fell Stalker');
  assert.equal(card.faceUp, false);

  for (const viewer of others) {
    const view = viewFor(game.state, shadows, viewer);
    assert.deepEqual(view.zones['p1.shadows'], ['hidden:p1.shadows:0'], viewer);
    assert.deepEqual(view.cards['hidden:p1.shadows:0'], {
      id: 'hidden:p1.shadows:0',
      hidden: true,
      zone: 'p1.shadows',
      turned: false,
      tokens: {},
      status: [],
    });
    assert.ok(!mentions(view, stalker!) && !mentions(view, 'Fell Stalker') && !mentions(view, 'harrow-fell-stalker'), `${viewer}'s view`);
    const sent = seen(game, events, from, viewer);
    for (const e of sent) assert.ok(!mentions(e, stalker!) && !mentions(e, 'Fell Stalker'), `${viewer} is sent ${JSON.stringify(e)}`);
    // What it does learn: p1 played a card into Shadows for 2 gold.
    assert.deepEqual(
      sent.filter((e) => e.type === 'intoShadows').map(({ seq: _seq, ...e }) => e),
      [{ type: 'intoShadows', seat: 'p1', gold: 2, setup: false }],
    );
  }
  // p1's own events name its card.
  assert.ok(seen(game, events, from, 'p1').some((e) => e.type === 'cardMoved' && e.name === 'Fell Stalker'));
});

test("the chance to bring a card out: the owner's decision names its cards; others see only that it decides", () => {
  const { game, events } = board();
  answer(game, 'p1', 'action', 'Into Shadows: Fell Stalker');
  const [stalker] = game.state.zones['p1.shadows']!;
  const from = events.length;
  passOnly(game);
  // The beginning of the challenges phase: p1 (3 gold) may bring the Stalker out.
  const d = game.pending.find((p) => p.kind === 'comeOut')!;
  assert.equal(d.seat, 'p1');
  assert.ok(d.options.some((o) => o.card === stalker));
  const own = viewFor(game.state, shadows, 'p1');
  assert.ok(own.pending.some((p) => 'options' in p && p.options.some((o) => o.card === stalker)));
  for (const viewer of others) {
    const view = viewFor(game.state, shadows, viewer);
    assert.deepEqual(
      view.pending.map((p) => [p.seat, p.kind, 'options' in p]),
      [['p1', 'comeOut', false]],
    );
    for (const e of seen(game, events, from, viewer)) assert.ok(!mentions(e, stalker!) && !mentions(e, 'Fell Stalker'), JSON.stringify(e));
  }
  // Out of Shadows, the card is public.
  const out = events.length;
  answer(game, 'p1', 'comeOut', 'Bring out Fell Stalker');
  for (const viewer of others) {
    const view = viewFor(game.state, shadows, viewer);
    assert.equal((view.cards[stalker!] as CardInstance).name, 'Fell Stalker');
    const came = seen(game, events, out, viewer).find((e) => e.type === 'cameOutOfShadows')!;
    assert.equal(came.name, 'Fell Stalker');
  }
});

test('a card moved from play into Shadows by a card effect: a stub to others from then on', () => {
  const { game } = humanGame('agot-shadows', {
    params: { setupCards: false },
    startPhase: 'marshalling',
    scenario: {
      firstPlayer: 'p1',
      clear: ['p1.hand', 'p2.hand'],
      cards: [
        { card: 'harrow-back-to-the-fells', zone: 'p1.hand' },
        { card: 'harrow-fell-stalker', zone: 'p1.play' },
      ],
    },
  });
  const [stalker] = game.state.zones['p1.play']!;
  answer(game, 'p1', 'action', 'Play Back to the Fells');
  answer(game, 'p1', 'target', 'Fell Stalker');
  assert.deepEqual(game.state.zones['p1.shadows'], [stalker]);
  assert.equal((viewFor(game.state, shadows, 'p1').cards[stalker!] as CardInstance).name, 'Fell Stalker');
  for (const viewer of others) {
    const view = viewFor(game.state, shadows, viewer);
    assert.deepEqual(view.zones['p1.shadows'], ['hidden:p1.shadows:0']);
    assert.ok(!mentions(view, stalker!), viewer);
  }
});
