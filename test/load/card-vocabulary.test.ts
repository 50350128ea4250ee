// A card set names only words its family defines (core/load/card-vocabulary.ts): an unknown
// trigger, condition, cost, target kind or filter, effect or period is a load error at its
// line and column. Before issue 12 an unknown condition was silently false in play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateCardSet } from '../../core/load/card-set.ts';
import { issuesOf, yaml } from './samples.ts';
import { cardSetIssues } from '../../core/load/card-set.ts';
import { parseSource } from '../../core/load/yaml-source.ts';
import { families } from '../../formats/index.ts';

/** An l5r set with one card whose one ability is `ability` (a flow mapping's fields). */
const withAbility = (ability: string) =>
  cardSetIssues(
    parseSource({
      path: 'cards.yaml',
      text: yaml(
        'set: starter',
        'family: l5r',
        'cards:',
        '  - id: a',
        '    name: A',
        '    type: character',
        '    abilities:',
        `      - { ${ability} }`,
      ),
    }),
    families,
  ).map((issue) => `${issue.line}:${issue.col}: ${issue.message}`);

test("every sample card set of the project names only its family's words", () => {
  // loadProjectCatalog in support.ts reports them as catalog issues: none.
  return import('../core/support.ts').then(({ catalog }) => assert.deepEqual(catalog.issues, []));
});

test('a known ability loads', () => {
  assert.deepEqual(
    withAbility(
      'type: action, condition: [{ participating: true }], cost: [{ bowSelf: true }], target: { character: { side: opponent } }, effects: [{ bow: target }]',
    ),
    [],
  );
});

test('an unknown condition is a load error at its key (it was silently false in play)', () => {
  const [issue] = withAbility('type: action, condition: [{ partcipating: true }], effects: [{ gainFate: 1 }]');
  assert.match(
    issue!,
    /^8:39: unknown condition "partcipating" for family l5r \(known: attachedReady, attacking, conflictType, .*participating/,
  );
});

test('an unknown effect, cost and trigger are load errors at their keys', () => {
  assert.match(withAbility('type: action, effects: [{ gainFame: 1 }]')[0]!, /^8:37: unknown effect "gainFame" for family l5r/);
  assert.match(
    withAbility('type: action, cost: [{ bowSelf: true }, { payHonour: 1 }], effects: [{ gainFate: 1 }]')[0]!,
    /^8:53: unknown cost "payHonour"/,
  );
  assert.match(
    withAbility('type: reaction, when: wonConflikt, effects: [{ gainFate: 1 }]')[0]!,
    /^8:33: unknown trigger "wonConflikt" for family l5r \(known: conflictDeclaredAgainst/,
  );
});

test('a reaction or interrupt without a trigger is an error: it could never be used', () => {
  assert.match(withAbility('type: interrupt, effects: [{ gainFate: 1 }]')[0]!, /^8:17: an interrupt needs `when:`/);
});

test('an unknown target kind or filter is a load error at its key', () => {
  assert.match(
    withAbility('type: action, target: { province: {} }, effects: [{ bow: target }]')[0]!,
    /^8:35: unknown target kind "province"/,
  );
  assert.match(
    withAbility('type: action, target: { character: { maxCots: 2 } }, effects: [{ bow: target }]')[0]!,
    /^8:48: unknown character filter "maxCots" \(known: bowed, hasFate, maxCost/,
  );
});

test('an effect checks its own value: a sacrifice filter, a duration', () => {
  assert.match(
    withAbility('type: action, effects: [{ opponentSacrifices: { partcipating: true } }]')[0]!,
    /^8:37: opponentSacrifices: unknown character filter "partcipating"/,
  );
  assert.match(
    withAbility('type: action, effects: [{ modifySkill: { military: 2, until: turn } }]')[0]!,
    /^8:37: modifySkill: until: unknown period "turn" \(round, phase, conflict\)/,
  );
  assert.deepEqual(withAbility('type: action, effects: [{ modifySkill: { military: 2, until: round } }]'), []);
});

test('a use limit counts per a period the family knows', () => {
  assert.deepEqual(withAbility('type: action, limit: 2, per: conflict, effects: [{ gainFate: 1 }]'), []);
  assert.match(
    withAbility('type: action, per: turn, effects: [{ gainFate: 1 }]')[0]!,
    /^8:30: unknown period "turn" \(known: conflict, game, phase, round\)/,
  );
});

test('a card set of an unknown family is refused: its words could not be checked', () => {
  const issues = issuesOf(() => validateCardSet({ path: 'cards.yaml', text: yaml('set: starter', 'family: l5rr', 'cards: []') }, families));
  assert.deepEqual(
    issues.map((i) => `${i.line}:${i.col}: ${i.message}`),
    ['2:9: unknown card family "l5rr" (known: agot, fixtures, l5r, l5r-ccg, lotr)'],
  );
});

test("`script:` is no longer a field: an ability says what it does in its family's words", () => {
  assert.match(withAbility('type: action, script: myHook, effects: [{ gainFate: 1 }]')[0]!, /unknown key "script"/);
});

/** The issues of an l5r-ccg set holding one card `a` of `type`, its further lines as given. */
const ccgCard = (type: string, ...lines: string[]) =>
  cardSetIssues(
    parseSource({
      path: 'cards.yaml',
      text: yaml('set: starter', 'family: l5r-ccg', 'cards:', '  - id: a', '    name: A', `    type: ${type}`, ...lines),
    }),
    families,
  ).map((issue) => `${issue.line}:${issue.col}: ${issue.message}`);

/** An l5r-ccg set with one card whose one ability is `ability`. */
const ccgAbility = (ability: string) => ccgCard('strategy', '    abilities:', `      - { ${ability} }`);

test("an action says when it is taken in a family that names timings (the CCG's open, limited, battle), one of those", () => {
  assert.deepEqual(ccgAbility('type: action, timing: limited, effects: [{ drawFate: 1 }]'), []);
  assert.match(
    ccgAbility('type: action, effects: [{ drawFate: 1 }]')[0]!,
    /^8:17: an action of family l5r-ccg says when it is taken: timing: open \| limited \| battle \| revealed/,
  );
  assert.match(
    ccgAbility('type: action, timing: limitted, effects: [{ drawFate: 1 }]')[0]!,
    /^8:33: unknown timing "limitted" for family l5r-ccg/,
  );
});

test('a timing belongs to actions, and to families that name timings', () => {
  assert.match(
    ccgAbility('type: reaction, when: recruited, timing: open, effects: [{ drawFate: 1 }]')[0]!,
    /^8:\d+: only an action has a timing, not a reaction/,
  );
  assert.match(
    withAbility('type: action, timing: open, effects: [{ gainFate: 1 }]')[0]!,
    /unknown timing "open" for family l5r \(it defines none\)/,
  );
});

test('a family reads persistent abilities only on the card types it names (the CCG: clock cards)', () => {
  assert.match(
    ccgAbility('type: persistent, effects: [{ personalityForce: 1 }]')[0]!,
    /^8:17: family l5r-ccg reads persistent abilities only on clock cards, not on a strategy/,
  );
});

test("an ability's keywords are its family's (the CCG's unstoppable), at the keyword", () => {
  assert.deepEqual(ccgAbility('type: action, timing: battle, keywords: [unstoppable], effects: [{ drawFate: 1 }]'), []);
  assert.match(
    ccgAbility('type: action, timing: battle, keywords: [unstopable], effects: [{ drawFate: 1 }]')[0]!,
    /^8:\d+: unknown ability keyword "unstopable" for family l5r-ccg \(known: unstoppable\)/,
  );
  assert.match(
    withAbility('type: action, keywords: [unstoppable], effects: [{ gainFate: 1 }]')[0]!,
    /unknown ability keyword "unstoppable" for family l5r \(it defines none\)/,
  );
  assert.match(
    ccgAbility('type: reaction, when: recruited, keywords: [unstoppable], effects: [{ drawFate: 1 }]')[0]!,
    /^8:\d+: only an action has keywords \(Unstoppable\), not a reaction/,
  );
});

test('an effect that cancels belongs to interrupts: after the change there is nothing left to cancel', () => {
  assert.deepEqual(ccgAbility('type: interrupt, when: opponentsAction, effects: [{ cancel: true }]'), []);
  assert.match(
    ccgAbility('type: action, timing: open, effects: [{ cancel: true }]')[0]!,
    /^8:\d+: cancel cancels the event an interrupt answers: only an interrupt may use it, not an action/,
  );
});

test('a CCG figure is a number or a Rank (Siege: <+1>, <10>), in an effect and in a printed stat, at its line and column', () => {
  assert.deepEqual(ccgAbility("type: action, timing: battle, effects: [{ fear: '<+1>' }]"), []);
  assert.match(
    ccgAbility("type: action, timing: battle, effects: [{ fear: '<+x>' }]")[0]!,
    /^8:\d+: fear: "<\+x>" is neither a number nor a Rank \(<\+1>, <10>\)/,
  );
  const stat = (force: string) =>
    cardSetIssues(
      parseSource({
        path: 'cards.yaml',
        text: yaml(
          'set: starter',
          'family: l5r-ccg',
          'cards:',
          '  - id: a',
          '    name: A',
          '    type: personality',
          `    stats: { force: ${force} }`,
        ),
      }),
      families,
    ).map((issue) => `${issue.line}:${issue.col}: ${issue.message}`);
  assert.deepEqual(stat("'<10>'"), []);
  assert.match(stat("'ten'")[0]!, /^7:\d+: force: "ten" is neither a number nor a Rank/);
});
