// Counter redirection declared in YAML (a seat counter's `redirect:`, core/counter-redirect.ts):
// the shapes the L5R family needs — the Shadowlands deck's honor is the general pool's (Under Fu
// Leng's Shadow, Shadowlands Faction › "Honor"), and Siege: Heart of Darkness's Political
// tokens (the Challenge player's honor lost to a Rokugani card, and any honor a Rokugani player
// would gain, become the Rokugani team's tokens; the Challenge player gains none and loses none
// to its own cards or the rules) — checked on a small format written here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newGame } from '../../core/session.ts';
import { RuleContext } from '../../core/context.ts';
import type { GameEvent } from '../../core/types.ts';
import { modules } from './support.ts';
import { issuesOf, resolveFrom, yaml } from '../load/samples.ts';

const counters = (redirects: string[], extra: string[] = []) =>
  yaml(
    'id: redirects',
    'name: Redirected counters',
    'seats:',
    '  min: 1',
    '  max: 3',
    '  roles: [{ role: challenge, count: 1, extra: true }, { role: rokugani }, { role: deck, count: 1, extra: true }]',
    'teams: byRole',
    'counters:',
    '  seat:',
    '    honor:',
    '      start: 5',
    '      roles: [challenge, rokugani]',
    '      redirect:',
    ...redirects.map((r) => `        - ${r}`),
    '  team: { politicalTokens: { start: 0 } }',
    ...extra,
    'zones: []',
    'round: [main]',
    'phases: { main: { steps: [] } }',
    'win: []',
  );

const SIEGE = [
  '{ roles: [challenge], change: lose, by: opponent, to: byTeam.politicalTokens }',
  '{ roles: [challenge], to: none }',
  '{ roles: [rokugani], change: gain, to: team.politicalTokens }',
  '{ roles: [deck], to: pool }',
];

/** p1 challenge, p2 rokugani, p3 the deck (no honor of its own), each on its own team. */
function table() {
  const format = resolveFrom([{ path: 'redirects.yaml', text: counters(SIEGE) }], 'redirects');
  const game = newGame({ format, modules, seed: 1, seats: 1 });
  const events: GameEvent[] = [];
  const ctx = new RuleContext(structuredClone(game.state), format, game.engine.module, events);
  const roleSeat = (role: string) => ctx.state.seats.find((s) => s.role === role)!.id;
  const [challenge, rokugani, deck] = ['challenge', 'rokugani', 'deck'].map(roleSeat) as [string, string, string];
  const tokens = () => ctx.counter(ctx.seat(rokugani).team, 'politicalTokens');
  return { ctx, events, challenge, rokugani, deck, tokens };
}

test("redirect: honor the Challenge player would lose to a Rokugani card becomes the Rokugani team's Political tokens", () => {
  const { ctx, events, challenge, rokugani, tokens } = table();
  ctx.addCounter(challenge, 'honor', -2, 'a Rokugani card', rokugani);
  assert.equal(ctx.counter(challenge, 'honor'), 5);
  assert.equal(tokens(), 2);
  assert.ok(
    events.some((e) => e.type === 'counterRedirected' && e.owner === challenge && e.to === 'byTeam.politicalTokens' && e.delta === -2),
  );
});

test('redirect: the Challenge player gains no honor, and loses none to its own cards or the rules', () => {
  const { ctx, challenge, tokens } = table();
  ctx.addCounter(challenge, 'honor', 3, 'anything');
  ctx.addCounter(challenge, 'honor', -1, 'its own card', challenge);
  ctx.addCounter(challenge, 'honor', -1, 'the rules');
  assert.equal(ctx.counter(challenge, 'honor'), 5);
  assert.equal(tokens(), 0);
});

test("redirect: honor a Rokugani player would gain becomes its team's tokens; a loss is its own", () => {
  const { ctx, rokugani, challenge, tokens } = table();
  ctx.addCounter(rokugani, 'honor', 3, 'the rules');
  ctx.addCounter(rokugani, 'honor', 1, 'the Challenge card', challenge);
  assert.equal(ctx.counter(rokugani, 'honor'), 5);
  assert.equal(tokens(), 4);
  ctx.addCounter(rokugani, 'honor', -2, 'a cost');
  assert.equal(ctx.counter(rokugani, 'honor'), 3);
});

test('redirect to the pool: honor taken from or given to a seat without honor comes from or goes to the general pool', () => {
  const { ctx, rokugani, deck, tokens } = table();
  // The pool pays the whole 2; what the Rokugani player would gain is its team's tokens here.
  assert.equal(ctx.transfer(deck, rokugani, 'honor', 2, 'duel bids'), 2);
  assert.equal(tokens(), 2);
  assert.equal(ctx.transfer(rokugani, deck, 'honor', 3, 'duel bids'), 3);
  assert.equal(ctx.counter(rokugani, 'honor'), 2);
  assert.equal(ctx.counter(deck, 'honor'), 0, 'the deck keeps none');
});

test("without a redirect, a seat outside the counter's roles takes no change, and an exchange with it moves nothing", () => {
  const format = resolveFrom([{ path: 'redirects.yaml', text: counters(SIEGE.slice(0, 3)) }], 'redirects');
  const game = newGame({ format, modules, seed: 1, seats: 1 });
  const ctx = new RuleContext(structuredClone(game.state), format, game.engine.module, []);
  const deck = ctx.state.seats.find((s) => s.role === 'deck')!.id;
  const rokugani = ctx.state.seats.find((s) => s.role === 'rokugani')!.id;
  assert.equal(ctx.transfer(deck, rokugani, 'honor', 2), 0);
  assert.equal(ctx.counter(rokugani, 'honor'), 5);
});

test('a redirect names roles of the format and a team counter, and only seat counters have one: each mistake at its line', () => {
  const text = counters(
    ['{ roles: [challange], to: team.politicalTokens }', '{ roles: [deck], to: team.tokens }'],
    ['  table: { pool: { start: 0, redirect: [{ to: none }] } }'],
  );
  const issues = issuesOf(() => resolveFrom([{ path: 'r.yaml', text }], 'redirects'));
  assert.deepEqual(
    issues.map((i) => `${i.line}:${i.col}: ${i.message}`),
    [
      '14:21: no role "challange" (roles: challenge, rokugani, deck)',
      '15:32: no team counter "tokens" (team counters: politicalTokens)',
      '17:30: counter "pool": only seat counters are redirected (a table counter has no seat to redirect from)',
    ],
  );
});
