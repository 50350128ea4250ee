// Every rule name a rules module hands the engine in its TypeScript — the continuation of
// ctx.ask, ctx.choose and inPlayerOrder, ctx.call, a raised event's change, a
// pushed step's `then` — is a hook of that module (or the core's), so a misspelt name fails
// here, not in the one game that reaches it. (Issue 12: typed seams.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './support.ts';
import { fixtureRules } from '../../formats/fixtures/rules.ts';
import { l5rRules } from '../../formats/l5r/rules.ts';
import { shadowlandsRules } from '../../formats/l5r/shadowlands/rules.ts';
import { enlightenmentRules } from '../../formats/l5r/enlightenment/rules.ts';
import { challengeRules } from '../../formats/l5r/shadowlands/challenge/rules.ts';
import type { RulesModule } from '../../core/rules-module.ts';

/** Each module's own folder; a file belongs to the deepest folder listed. */
const FOLDERS: [string, RulesModule][] = [
  ['formats/l5r/shadowlands/challenge', challengeRules],
  ['formats/l5r/shadowlands', shadowlandsRules],
  ['formats/l5r/enlightenment', enlightenmentRules],
  ['formats/l5r', l5rRules],
  ['formats/fixtures', fixtureRules],
];

const NAME = "'([A-Za-z][\\w.]*)'";
/** Where a rule name is written: after the decision or list it continues, as a call, a change or a step's then. */
const WRITTEN = [
  new RegExp(`\\.call\\(\\s*${NAME}`, 'g'),
  new RegExp(`[}\\]]\\s*,\\s*${NAME}`, 'g'),
  new RegExp(`\\)\\s*,\\s*${NAME},?\\s*\\n`, 'g'),
  new RegExp(`,\\s*${NAME},\\s*\\{`, 'g'),
  new RegExp(`\\brule: ${NAME}`, 'g'),
  new RegExp(`\\bthen: ${NAME}`, 'g'),
];

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

function namesWritten(text: string): Set<string> {
  const names = new Set<string>();
  for (const pattern of WRITTEN) for (const m of text.matchAll(pattern)) names.add(m[1]!);
  return names;
}

test("every rule name a module writes in its TypeScript is one of its hooks or the core's", () => {
  let checked = 0;
  const unknown: string[] = [];
  for (const file of tsFiles(join(root, 'formats'))) {
    const path = relative(root, file).split('\\').join('/');
    const owner = FOLDERS.find(([folder]) => path.startsWith(`${folder}/`));
    if (!owner) continue;
    const hooks = owner[1].hooks ?? {};
    const text = readFileSync(file, 'utf8');
    // A hook a format may add, called only where it has (`if (ctx.module.hooks?.name)`).
    const optional = new Set([...text.matchAll(/hooks\?\.(\w+)/g)].map((m) => m[1]));
    for (const name of namesWritten(text)) {
      checked++;
      if (!(name in hooks) && !name.startsWith('core.') && !optional.has(name))
        unknown.push(`${path}: "${name}" is not a hook of rules module ${owner[1].name}`);
    }
  }
  assert.deepEqual(unknown, []);
  assert.ok(checked >= 37, `only ${checked} names found: has the way names are written changed?`);
});

test('the name finder sees the ways names are written', () => {
  const sample = `ctx.ask({ seat, options }, 'onAsked', { card });
    ctx.call('next');
    ctx.choose(asks.map((a) => ({ ...a }))[0],
      'onFirst',
    );
    inPlayerOrder(ctx, seats.filter((s) => s !== x), 'eachInTurn', {});
    ctx.raise({ name: 'played' }, { rule: 'enter', args: {} });
    ctx.push([{ simultaneous: { id: 'bid', then: 'onBids' } }]);
    ctx.addCounter(seat, 'fate', 1, 'income');`;
  assert.deepEqual([...namesWritten(sample)].sort(), ['eachInTurn', 'enter', 'next', 'onAsked', 'onBids', 'onFirst']);
});
