// The names a format's YAML gives its rules module — a step's `rule:`, a `call:`, a
// simultaneous step's `choices:` and `then:`, an automated unit's rule, a window's actions, a
// `rule:` condition or win check, the event type a metric counts — checked against that module
// (and the core's events) when the format loads, so a misspelt name is an error at its
// file:line:col rather than a failure when play reaches it, or a metric that counts nothing.
import { CORE_MODULE, type RulesModule } from '../rules-module.ts';
import { CORE_EVENTS } from '../events.ts';
import type { FormatFile } from '../schema/format-schema.ts';
import type { Json } from '../types.ts';
import { forEachStep } from './format-steps.ts';
import type { Path, PathError } from './yaml-source.ts';

/** Everything a rules module offers a format by name, by what the YAML names it as. */
const KINDS = {
  rule: (m: RulesModule) => m.hooks,
  predicate: (m: RulesModule) => m.predicates,
  'win check': (m: RulesModule) => m.winChecks,
  choices: (m: RulesModule) => m.choices,
} as const;
type Kind = keyof typeof KINDS;

export function ruleNameErrors(format: FormatFile, modules: Readonly<Record<string, RulesModule>>): PathError[] {
  const name = format.rules;
  const module = name === undefined ? CORE_MODULE : Object.hasOwn(modules, name) ? modules[name] : undefined;
  if (!module) return [{ path: ['rules'], message: `no rules module "${name}" (known: ${Object.keys(modules).join(', ') || 'none'})` }];
  const errors: PathError[] = [];
  const check = (kind: Kind, name: string, path: Path) => {
    const named = KINDS[kind](module) ?? {};
    if (Object.hasOwn(named, name)) return;
    const known = Object.keys(named).sort();
    const list = known.length === 0 ? 'it has none' : `known: ${known.join(', ')}`;
    errors.push({ path, message: `rules module ${module.name} has no ${kind} "${name}" (${list})` });
  };
  const checkAction = (name: string, path: Path) => {
    if (Object.hasOwn(format.actions ?? {}, name) || Object.hasOwn(module.actions ?? {}, name)) return;
    const known = [...Object.keys(format.actions ?? {}), ...Object.keys(module.actions ?? {})].sort();
    errors.push({
      path,
      message: `no action "${name}" in the format's actions or rules module ${module.name} (known: ${known.join(', ')})`,
    });
  };
  const checkCond = (cond: Json | undefined, path: Path) => walkConds(cond, path, (name, at) => check('predicate', name, at));
  forEachStep(format, (step, at) => {
    const { rule, call, simultaneous, window, repeat } = step;
    if (rule !== undefined) check('rule', rule, [...at, 'rule']);
    if (call) check('rule', call.rule, [...at, 'call', 'rule']);
    if (simultaneous) {
      if (simultaneous.choices !== undefined) check('choices', simultaneous.choices, [...at, 'simultaneous', 'choices']);
      check('rule', simultaneous.then, [...at, 'simultaneous', 'then']);
    }
    if (window) {
      window.actions.forEach((name, i) => checkAction(name, [...at, 'window', 'actions', i]));
      if (window.automated) check('rule', window.automated.rule, [...at, 'window', 'automated', 'rule']);
    }
    if (repeat) {
      checkCond(repeat.while as Json, [...at, 'repeat', 'while']);
      checkCond(repeat.until as Json, [...at, 'repeat', 'until']);
    }
    if (step.if) checkCond(step.if.cond as Json, [...at, 'if', 'cond']);
  });
  for (const [id, action] of Object.entries(format.actions ?? {})) {
    checkCond(action.requires as Json, ['actions', id, 'requires']);
    action.do.forEach((effect, i) => {
      if (effect.rule !== undefined) check('rule', effect.rule, ['actions', id, 'do', i, 'rule']);
    });
  }
  format.win.forEach((win, i) => {
    if (win.rule !== undefined) check('win check', win.rule, ['win', i, 'rule']);
  });
  // Every event a game emits is declared (RuleContext.emit refuses any other).
  for (const [name, metric] of Object.entries(format.metrics ?? {})) {
    const type = metric.events;
    if (type === undefined || Object.hasOwn(CORE_EVENTS, type) || Object.hasOwn(module.events ?? {}, type)) continue;
    errors.push({
      path: ['metrics', name, 'events'],
      message: `metric "${name}": no event "${type}" in the core or rules module ${module.name} (its events: ${
        Object.keys(module.events ?? {})
          .sort()
          .join(', ') || 'none'
      }; the core's are in core/README.md)`,
    });
  }
  return errors;
}

/** Every `rule:` (a predicate) in a condition, however deeply nested in not/all/any. */
function walkConds(cond: Json | undefined, path: Path, found: (name: string, path: Path) => void): void {
  if (cond === undefined || cond === null || typeof cond !== 'object' || Array.isArray(cond)) return;
  if (typeof cond.rule === 'string') found(cond.rule, [...path, 'rule']);
  if (cond.not !== undefined) walkConds(cond.not, [...path, 'not'], found);
  for (const key of ['all', 'any'] as const) {
    const list = cond[key];
    if (Array.isArray(list)) list.forEach((c, i) => walkConds(c, [...path, key, i], found));
  }
}
