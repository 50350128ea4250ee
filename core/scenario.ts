// Scenarios: set up a board in a few lines, answer as the players would, check what a
// player would see. Used by the test suite and by `rules-sandbox scenario <file>`.
import type { Decision, GameEvent, Json } from './types.ts';
import type { RulesModule } from './rules-module.ts';
import type { Game } from './game.ts';
import type { ScenarioFile, Expectation, ScenarioAnswer } from './scenario-schema.ts';
import { resolveFormat, type Catalog } from './load/catalog.ts';
import { newGame } from './session.ts';
import { Driver } from './driver.ts';
import { cardBehind } from './engine.ts';
import { reasonText } from './reason.ts';

export interface Check {
  ok: boolean;
  text: string;
}

export interface ScenarioResult {
  name: string;
  passed: boolean;
  checks: Check[];
  game: Game;
  events: GameEvent[];
}

export function runScenario(scn: ScenarioFile, catalog: Catalog, modules: Record<string, RulesModule>): ScenarioResult {
  const format = resolveFormat(catalog, scn.format);
  const seed = scn.seed ?? 1;
  const game = newGame({
    format,
    modules,
    seed,
    seats: scn.seats,
    controllers: scn.controllers,
    options: scn.options,
    preset: scn.preset,
    params: scn.params,
    scenario: scn.setup,
    startPhase: scn.startPhase,
  });
  const events: GameEvent[] = [];
  game.events$.subscribe((e) => events.push(e));
  game.start();
  const driver = new Driver(game, seed);
  const checks: Check[] = [];
  driver.run();
  for (const [i, a] of (scn.answers ?? []).entries()) {
    const check = applyScripted(game, driver, a, i + 1);
    if (check) checks.push(check);
    if (check && !check.ok) return finish(scn, checks, game, events);
    driver.run();
  }
  if (scn.playOut) driver.run(100_000);
  const passed = passOnlyDecisions(game, driver);
  if (passed) checks.push({ ok: false, text: passed });
  for (const e of scn.expect) checks.push(expectation(game, events, e));
  return finish(scn, checks, game, events);
}

function finish(scn: ScenarioFile, checks: Check[], game: Game, events: GameEvent[]): ScenarioResult {
  return { name: scn.scenario, passed: checks.every((c) => c.ok), checks, game, events };
}

function describePending(game: Game): string {
  return (
    game.pending.map((d) => `${d.id} ${d.seat} ${d.kind} "${d.prompt}" [${d.options.map((o) => o.id).join(', ')}]`).join('; ') || 'none'
  );
}

/**
 * A decision with nothing to choose but to pass (a seat with no card it can play is asked all
 * the same) — unless the script's next answer tries, on this seat's decision of this kind, an
 * option it expects refused (a player who may not act here).
 */
const onlyPass = (next: ScenarioAnswer | undefined) => (d: Decision) =>
  d.options.length === 1 &&
  d.options[0]!.id === 'pass' &&
  !(next?.rejected !== undefined && (next.seat ?? d.seat) === d.seat && (next.kind ?? d.kind) === d.kind);

/** Pass every pending decision whose only option is to pass, the scenario's bots playing on between; returns why passing failed, if it did. */
function passOnlyDecisions(game: Game, driver: Driver, next?: ScenarioAnswer): string | null {
  const only = onlyPass(next);
  for (let d = game.pending.find(only); d; d = game.pending.find(only)) {
    const outcome = game.answer(d.seat, d.id, 'pass');
    if (!outcome.ok) return `passing ${d.seat}'s ${d.kind} failed: ${outcome.reason}`;
    driver.run();
  }
  return null;
}

/**
 * Apply one scripted answer; returns a check for expected rejections or for failures. A seat
 * with nothing to choose but to pass is asked all the same (its hand is hidden); the runner
 * passes there for the script, which says only what players choose.
 */
function applyScripted(game: Game, driver: Driver, a: ScenarioAnswer, n: number): Check | null {
  const asked = (d: Decision) => (!a.seat || d.seat === a.seat) && (!a.kind || d.kind === a.kind);
  // An aside (a treaty proposed at any time, core/aside.ts) is taken where the game waits now,
  // named by its kind: nothing is passed for it first.
  const aside = a.kind ? game.state.standing?.find(asked) : undefined;
  const passed = aside ? null : passOnlyDecisions(game, driver, a);
  if (passed) return { ok: false, text: `answer ${n}: ${passed}` };
  const decision = aside ?? game.pending.find(asked);
  if (!decision) {
    return {
      ok: false,
      text: `answer ${n}: no pending decision${a.seat ? ` for ${a.seat}` : ''}${a.kind ? ` of kind ${a.kind}` : ''} (pending: ${describePending(game)}${game.ended ? '; the game has ended' : ''})`,
    };
  }
  const chosen = Array.isArray(a.choose) ? a.choose.map(String) : [String(a.choose)];
  const ids: string[] = [];
  for (const w of chosen) ids.push(optionId(game, decision, w, ids));
  const choice = Array.isArray(a.choose) ? ids : ids[0];
  const before = game.hash();
  const outcome = game.answer(decision.seat, decision.id, choice);
  if (a.rejected !== undefined) {
    const ok = !outcome.ok && outcome.reason.includes(a.rejected) && game.hash() === before;
    const got = outcome.ok ? 'it was accepted' : `"${outcome.reason}"${game.hash() === before ? '' : ' and the state changed'}`;
    return { ok, text: `answer ${n} (${a.choose}) is rejected with "${a.rejected}": ${ok ? 'yes' : got}` };
  }
  if (!outcome.ok) return { ok: false, text: `answer ${n} (${a.seat ?? decision.seat}: ${a.choose}) was rejected: ${outcome.reason}` };
  return null;
}

/**
 * An option by id, else by label, else by the name of its card (case-insensitive; the first
 * of several copies), so scenarios can say "Hida Guardian". Unknown text passes through to be rejected.
 */
function optionId(game: Game, decision: Decision, wanted: string, taken: string[]): string {
  if (decision.options.some((o) => o.id === wanted)) return wanted;
  const w = wanted.toLowerCase();
  const free = decision.options.filter((o) => !taken.includes(o.id));
  const byLabel = free.find((o) => o.label.toLowerCase() === w);
  if (byLabel) return byLabel.id;
  // A scenario knows every card: a facedown province is chosen by name.
  const byCard = free.find((o) => o.card && game.state.cards[cardBehind(game.state, o.card)]?.name.toLowerCase() === w);
  return byCard ? byCard.id : wanted;
}

function getPath(root: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, key) => (v === null || v === undefined ? undefined : (v as Record<string, unknown>)[key]), root);
}

function compare(actual: unknown, e: Expectation): { ok: boolean; want: string } {
  const wants: string[] = [];
  let ok = true;
  if (e.equals !== undefined) {
    wants.push(`= ${JSON.stringify(e.equals)}`);
    ok &&= sameJson(actual, e.equals);
  }
  if (e.atLeast !== undefined) {
    wants.push(`>= ${e.atLeast}`);
    ok &&= typeof actual === 'number' && actual >= e.atLeast;
  }
  if (e.atMost !== undefined) {
    wants.push(`<= ${e.atMost}`);
    ok &&= typeof actual === 'number' && actual <= e.atMost;
  }
  return { ok, want: wants.join(' and ') };
}

const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** An event has these fields; a `reason` is matched as read, its `{card}` named (core/reason.ts). */
function matches(event: GameEvent, fields: Record<string, unknown>): boolean {
  return Object.entries(fields).every(([k, v]) =>
    k === 'reason' && typeof v === 'string' ? reasonText(event) === v : sameJson(event[k], v),
  );
}

/** Equal as JSON: lists in order, objects whatever the order of their keys (a seat's bid is p2's whoever bid first). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const fields = (o: object) => Object.entries(o).filter(([, v]) => v !== undefined);
  const [x, y] = [fields(a), new Map(fields(b))];
  return x.length === y.size && x.every(([k, v]) => y.has(k) && sameJson(v, y.get(k)));
}

function expectation(game: Game, events: GameEvent[], e: Expectation): Check {
  const state = game.state;
  const label = e.note ? ` (${e.note})` : '';
  if (e.card !== undefined) {
    // Card ids are drawn at random per game: a scenario names a card.
    const ids = e.zone !== undefined ? (state.zones[e.zone] ?? []) : Object.keys(state.cards);
    const card = ids.map((id) => state.cards[id]).find((c) => c.name.toLowerCase() === e.card!.toLowerCase());
    const where = e.zone !== undefined ? ` in ${e.zone}` : '';
    if (!card) return { ok: false, text: `no card named ${e.card}${where}${label}` };
    const actual = e.path ? getPath(card, e.path) : card.name;
    const { ok, want } = compare(actual, e);
    return { ok, text: `${e.card}${where}${e.path ? ` ${e.path}` : ''} ${want}: got ${JSON.stringify(actual)}${label}` };
  }
  if (e.counter !== undefined) {
    const [owner, name] = e.counter.split('.');
    const bag =
      owner === 'table'
        ? state.table.counters
        : (state.seats.find((s) => s.id === owner) ?? state.teams.find((t) => t.id === owner))?.counters;
    const actual = bag?.[name];
    const { ok, want } = compare(actual, e);
    return { ok, text: `${e.counter} ${want}: got ${JSON.stringify(actual)}${label}` };
  }
  if (e.path !== undefined) {
    const actual = getPath(state, e.path);
    const { ok, want } = compare(actual, e);
    return { ok, text: `${e.path} ${want}: got ${JSON.stringify(actual)}${label}` };
  }
  if (e.zone !== undefined) {
    const ids = state.zones[e.zone];
    if (!ids) return { ok: false, text: `no zone ${e.zone} (zones: ${Object.keys(state.zones).join(', ')})` };
    const names = ids.map((id) => state.cards[id].name);
    const contains = asList(e.contains);
    const lacks = asList(e.lacks);
    const ok =
      (e.count === undefined || names.length === e.count) &&
      contains.every((n) => names.includes(n)) &&
      lacks.every((n) => !names.includes(n));
    const want = [
      e.count !== undefined ? `${e.count} cards` : '',
      contains.length ? `contains ${contains.join(', ')}` : '',
      lacks.length ? `lacks ${lacks.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return { ok, text: `${e.zone} ${want}: got [${names.join(', ')}]${label}` };
  }
  if (e.event !== undefined) {
    const found = events.filter((ev) => ev.type === e.event && matches(ev, e.with ?? {}));
    const ok = e.count === undefined ? found.length > 0 : found.length === e.count;
    return {
      ok,
      text: `event ${e.event}${e.with ? ' ' + JSON.stringify(e.with) : ''} ${e.count === undefined ? 'happened' : `× ${e.count}`}: got ${found.length}${label}`,
    };
  }
  if (e.winner !== undefined || e.reason !== undefined) {
    const w = state.winner;
    const who =
      e.winner === undefined ||
      (e.winner === 'none' ? !w || w.teams.length === 0 : !!w && (w.teams.includes(e.winner) || w.seats.includes(e.winner)));
    const why = e.reason === undefined || (!!w && w.reason.includes(e.reason));
    return {
      ok: who && why,
      text: `winner ${e.winner ?? ''}${e.reason ? ` by "${e.reason}"` : ''}: got ${w ? `${w.teams.join('+') || 'none'} (${w.reason})` : 'no winner yet'}${label}`,
    };
  }
  if (e.pending !== undefined) {
    const p = e.pending;
    const matching = state.pending.filter((x) => (!p.seat || x.seat === p.seat) && (!p.kind || x.kind === p.kind));
    if (e.count !== undefined) {
      return { ok: matching.length === e.count, text: `pending ${JSON.stringify(p)} × ${e.count}: got ${describePending(game)}${label}` };
    }
    const d = matching[0];
    const options = d ? d.options.flatMap((o) => [o.id, o.label]) : [];
    const ok = !!d && (p.options ?? []).every((o) => options.includes(o));
    return { ok, text: `pending ${JSON.stringify(p)}: got ${describePending(game)}${label}` };
  }
  if (e.eliminated !== undefined) {
    const seat = state.seats.find((s) => s.id === e.eliminated);
    return { ok: !!seat?.eliminated, text: `${e.eliminated} eliminated: ${seat ? seat.eliminated : 'no such seat'}${label}` };
  }
  return { ok: false, text: `expectation ${JSON.stringify(e as Json)} checks nothing` };
}
