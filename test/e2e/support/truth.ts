// The game a play URL deals, worked out in Node from the same settings: what the page's
// seats must not see, known to the test without asking the page (which holds no way to it).
import { newGame } from '../../../core/session.ts';
import { Driver } from '../../../core/driver.ts';
import type { GameState } from '../../../core/types.ts';
import { format, modules } from '../../core/support.ts';
import { parseRoute } from '../../../web/route.ts';

/**
 * The state of the game `#/play/...?seed=…` deals, when a person first has to answer: the
 * automated seats play first as the page's do (a chosen seed seeds the bots too).
 */
export function dealtState(hash: string): GameState {
  const route = parseRoute(hash);
  if (route.page !== 'play' || route.seed === undefined) throw new Error(`${hash} names no seeded game`);
  const game = newGame({
    format: format(route.formatId),
    modules,
    seed: route.seed,
    seats: route.seats,
    controllers: route.controllers,
    options: route.options,
    preset: route.preset,
  });
  game.start();
  new Driver(game, route.seed).run();
  return game.state;
}

/** The names of the cards in a zone ("p1.hand") of that game. */
export function dealtNames(hash: string, zone: string): string[] {
  const state = dealtState(hash);
  return (state.zones[zone] ?? []).map((id) => state.cards[id]!.name);
}

/**
 * Every string a page can reach, as one text: the whole DOM (text, attributes, form values,
 * through every shadow root) and every object reachable from its elements and `window`, their
 * properties and getters included, as a script in the page could read them. The format (the
 * public card pool) and the YAML sources are left out: every card name is in those by design.
 */
export const REACHABLE_TEXT = `(() => {
  const out = [];
  const seen = new WeakSet();
  const queue = [];
  const add = (v, depth) => {
    if (typeof v === 'string') { out.push(v); return; }
    if (v === null || (typeof v !== 'object' && typeof v !== 'function') || seen.has(v)) return;
    seen.add(v);
    if (typeof v === 'function') return;
    if ('cardDefs' in v && 'zones' in v && 'phases' in v) return; // a resolved format: the public card pool
    if (typeof v.path === 'string' && typeof v.text === 'string') return; // a YAML source file
    queue.push([v, depth]);
  };
  const walkDom = (node) => {
    if (node.nodeType === 3) out.push(node.textContent);
    if (node.nodeType === 1) {
      for (const a of node.attributes) out.push(a.value);
      if ('value' in node && typeof node.value === 'string') out.push(node.value);
      add(node, 0);
    }
    if (node.shadowRoot) walkDom(node.shadowRoot);
    for (const child of node.childNodes) walkDom(child);
  };
  walkDom(document.documentElement);
  out.push(location.href, document.title);
  for (const key of Object.getOwnPropertyNames(window)) {
    if (/^(on|webkit)/.test(key) || key === 'window' || key === 'self' || key === 'frames' || key === 'top' || key === 'parent') continue;
    try { const v = window[key]; if (v && typeof v === 'object' && !(v instanceof Node)) add(v, 0); } catch {}
  }
  const BUILTIN = [Object.prototype, Array.prototype, Map.prototype, Set.prototype, Node.prototype, Element.prototype, HTMLElement.prototype, EventTarget.prototype];
  for (let i = 0; i < queue.length && i < 400000; i++) {
    const [v, depth] = queue[i];
    if (depth > 12) continue;
    const next = (x) => add(x, depth + 1);
    if (v instanceof Map) { for (const [k, x] of v) { next(k); next(x); } continue; }
    if (v instanceof Set) { for (const x of v) next(x); continue; }
    if (Array.isArray(v)) { for (const x of v) next(x); continue; }
    if (v instanceof Node && depth > 0) continue; // elements are walked from the DOM
    for (const key of Object.getOwnPropertyNames(v)) {
      let x;
      try { x = v[key]; } catch { continue; }
      out.push(key);
      next(x);
    }
    // Getters on its classes (Lit keeps reactive properties behind accessors).
    for (let proto = Object.getPrototypeOf(v); proto && !BUILTIN.includes(proto); proto = Object.getPrototypeOf(proto)) {
      for (const [key, d] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
        if (!d.get || key === 'constructor') continue;
        try { next(v[key]); } catch {}
      }
    }
  }
  return out.join('\\n');
})()`;
