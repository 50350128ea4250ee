// The secrecy properties every format must keep (ARCHITECTURE promise 7), checked over whole
// bot games by test/core/secrecy-*.test.ts, one file per family so a new format inherits them:
//
// 1. No id of a card hidden from a viewer is in its view (its decisions included), nor in the
//    events of an answer, unless the viewer could see the card at some moment of that answer:
//    just before it, after it, or in between (a card played, then shuffled back into a deck).
//    Nor is its name in any text (a reason, a label, a prompt), unless a card of that name is
//    one the viewer could see then too: redaction strikes ids, so words must not name cards.
// 2. Changing what the cards hidden from a viewer are (each zone's hidden cards passing their
//    identities along) leaves the viewer's view byte-identical; swapping two of them (same
//    zone, different cards) leaves its events and view after the same answer byte-identical
//    too, unless the answer showed it one of the two.
// 3. Subscribers that try to change what they receive (events, the state, the decisions)
//    change nothing: the game ends at the hash of the same game played without them.
import assert from 'node:assert/strict';
import type { CardInstance, Choice, Decision, GameEvent, GameState } from '../../core/types.ts';
import type { ResolvedFormat } from '../../core/format.ts';
import type { Game } from '../../core/game.ts';
import { newGame } from '../../core/session.ts';
import { applyAnswer } from '../../core/engine.ts';
import { answererFor, type Answerer } from '../../core/bots.ts';
import { asideOf, takesAsides } from '../../core/driver.ts';
import { SeededRandom } from '../../core/rng.ts';
import { cardVisibleTo, redactEvent, viewFor, type Viewer } from '../../core/view.ts';
import { modules } from './support.ts';

const CARD_ID = /\bc[0-9a-z]{6}\b/g;
const CARD_ID_ONLY = /^(c[0-9a-z]{6}|hidden:.*)$/;

export interface SecrecyRun {
  games: number;
  /** The share of answers before which the swap property is checked (it replays the answer twice per viewer). */
  swapRate: number;
  /** A game still going after this many answers is cut short (its answers were still checked). */
  maxAnswers: number;
}

export interface SecrecyReport {
  games: number;
  answers: number;
  viewerChecks: number;
  swapChecks: number;
}

/** Every seat a bot: the module's own bots and bot:random, taken in turn. */
function controllersFor(format: ResolvedFormat, seats: number, game: number): string[] {
  const bots = ['bot:random', ...Object.keys(modules[format.rules ?? '']?.bots ?? {}).map((b) => `bot:${b}`)];
  return Array.from({ length: seats }, (_, i) => bots[(game + i) % bots.length]!);
}

const visibleTo = (state: GameState, format: ResolvedFormat, card: CardInstance, viewer: Viewer) =>
  cardVisibleTo(state, format, card.zone, card.faceUp, card.owner, viewer);

function idsIn(text: string): string[] {
  return text.match(CARD_ID) ?? [];
}

/** What a viewer may know of a whole answer: its events, redacted as the game publishes them, and the view after. */
function outputFor(state: GameState, format: ResolvedFormat, events: readonly GameEvent[], viewer: Viewer): string[] {
  const module = modules[format.rules ?? ''];
  const view = viewFor(state, format, viewer) as unknown as Record<string, unknown>;
  return [
    ...events.map((e) => JSON.stringify(redactEvent(state, format, e, viewer, module?.events))),
    ...Object.keys(view)
      .sort()
      .map((key) => `view.${key}: ${JSON.stringify(view[key])}`),
  ];
}

/** The first line where two outputs differ, for a readable failure. */
function firstDifference(a: readonly string[], b: readonly string[]): string | null {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `\n  real:  ${a[i]?.slice(0, 600)}\n  other: ${b[i]?.slice(0, 600)}`;
  }
  return null;
}

/**
 * Cards an answer's events put, for a moment, where the viewer could see them: moved there,
 * or shown there (a card event carries the zone and face it was shown in, e.g. a card the
 * Shadowlands deck turns over as a randomizer).
 */
function seenDuring(state: GameState, format: ResolvedFormat, events: readonly GameEvent[], viewer: Viewer): Set<string> {
  const seen = new Set<string>();
  const specs = modules[format.rules ?? '']?.events ?? {};
  for (const e of events) {
    if (typeof e.card !== 'string') continue;
    // An event that shows its card to everyone (a card turned from a hidden deck).
    if (specs[e.type]?.reveals) {
      seen.add(e.card);
      continue;
    }
    const place = e.type === 'cardMoved' ? (e.to as string) : typeof e.zone === 'string' ? e.zone : null;
    if (place && cardVisibleTo(state, format, place, e.faceUp === true, (e.owner ?? null) as string | null, viewer))
      seen.add(e.card as string);
  }
  return seen;
}

/**
 * Property 1 for one viewer after one answer. Returns the ids the viewer can see now. The view
 * is read part by part: its zones and card map name visible cards and stubs, everything else
 * (decisions, vars, card and seat data) is searched for ids.
 */
function checkIds(
  state: GameState,
  format: ResolvedFormat,
  events: readonly GameEvent[],
  viewer: Viewer,
  seenBefore: ReadonlySet<string>,
  where: string,
): Set<string> {
  const module = modules[format.rules ?? ''];
  const during = seenDuring(state, format, events, viewer);
  const hidden = (id: string) => !!state.cards[id] && !visibleTo(state, format, state.cards[id]!, viewer) && !during.has(id);
  const view = viewFor(state, format, viewer);
  for (const d of view.standing ?? []) assert.equal(d.seat, viewer, `${where}: ${viewer}'s view holds ${d.seat}'s standing decision`);
  const visible = new Set<string>();
  for (const [key, card] of Object.entries(view.cards)) {
    if ('hidden' in card) continue;
    assert.ok(
      !hidden(key),
      `${where}: ${viewer}'s view shows ${key}, a card it can't see (${state.cards[key]?.name} in ${state.cards[key]?.zone})`,
    );
    visible.add(key);
  }
  const { cards, zones: _zones, ...rest } = view;
  const text = JSON.stringify([rest, Object.values(cards).map((c) => ('data' in c ? c.data : null))]);
  for (const id of idsIn(text)) {
    assert.ok(
      !hidden(id),
      `${where}: ${viewer}'s view names ${id}, a card it can't see (${state.cards[id]?.name} in ${state.cards[id]?.zone})`,
    );
  }
  const redacted = events.map((e) => redactEvent(state, format, e, viewer, module?.events));
  for (const [i, e] of redacted.entries()) {
    const text = JSON.stringify(e);
    for (const id of idsIn(text)) {
      assert.ok(
        !hidden(id) || seenBefore.has(id),
        `${where}: ${viewer}'s ${events[i]!.type} event names ${id}, a card it can't see (${state.cards[id]?.name} in ${state.cards[id]?.zone}): ${text}`,
      );
    }
  }
  checkNames(
    state,
    format,
    viewer,
    // Its own decisions aside: their options are the rules' to show it (LotR's starting fellowship, chosen from its deck by title).
    [
      ...redacted.filter((e) => !(e.type === 'decisionRequested' && e.seat === viewer)),
      { ...rest, pending: rest.pending.filter((d) => d.seat !== viewer) },
    ],
    [...visible, ...seenBefore, ...redacted.flatMap((e) => idsIn(JSON.stringify(e)))],
    where,
  );
  return visible;
}

/**
 * Property 1 for words: no text a viewer receives (`outputs`: its events and its view but for
 * its cards, zones and its own decisions, whose options are the rules' to show it) names a card
 * hidden from it, unless a card of that name is one it can see (`known`: ids seen now, before,
 * or during the answer). Names of known cards are struck from the text first, so that a hidden
 * "Harrowhold" is not found inside a known "Harrowhold Shieldbearer".
 */
function checkNames(
  state: GameState,
  format: ResolvedFormat,
  viewer: Viewer,
  outputs: unknown[],
  known: Iterable<string>,
  where: string,
): void {
  const allowed = new Set<string>();
  for (const id of known) if (state.cards[id]) allowed.add(state.cards[id]!.name);
  const secret = new Set<string>();
  for (const card of Object.values(state.cards))
    if (card.name.length > 3 && !allowed.has(card.name) && !visibleTo(state, format, card, viewer)) secret.add(card.name);
  if (secret.size === 0) return;
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.length > 3 && !CARD_ID_ONLY.test(value)) texts.push(value);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  outputs.forEach(collect);
  let text = texts.join('\n');
  for (const name of [...allowed].sort((a, b) => b.length - a.length)) if (text.includes(name)) text = text.split(name).join('\u0000');
  for (const name of secret) {
    if (!text.includes(name)) continue;
    const said = texts.find((t) => t.includes(name));
    assert.fail(`${where}: ${viewer} is told the name ${JSON.stringify(name)} of a card it can't see, in the text ${JSON.stringify(said)}`);
  }
}

/** Exchange what two cards are (definition, name, type, printed numbers); where they lie and what shows of them stay. */
function swapIdentity(state: GameState, a: string, b: string): void {
  const x = state.cards[a]!;
  const y = state.cards[b]!;
  [x.def, y.def] = [y.def, x.def];
  [x.name, y.name] = [y.name, x.name];
  [x.type, y.type] = [y.type, x.type];
  [x.stats, y.stats] = [y.stats, x.stats];
}

/** Each zone's cards hidden from the viewer whose identities differ, by zone. */
function hiddenByZone(state: GameState, format: ResolvedFormat, viewer: Viewer): string[][] {
  return Object.values(state.zones)
    .map((ids) => ids.filter((id) => !visibleTo(state, format, state.cards[id]!, viewer)))
    .filter((ids) => new Set(ids.map((id) => state.cards[id]!.def)).size > 1);
}

/**
 * The cards hidden from the viewer in the given zones pass what they are one place along
 * (the first becomes what the second was, ...): a world the viewer can't tell from the real one.
 */
function rotateIdentities(state: GameState, zones: readonly string[][]): void {
  for (const ids of zones) for (let i = 0; i + 1 < ids.length; i++) swapIdentity(state, ids[i]!, ids[i + 1]!);
}

/**
 * Property 2 for one viewer, before `decision` is answered with `choice`. First the view now,
 * in a world where every hidden card is another; then the events and the view after the answer,
 * in such a world (all zones at once, else one zone at a time) where the answer shows the viewer
 * none of the changed cards. Returns whether an answer was checked.
 */
function checkSwap(game: Game, viewer: Viewer, decision: Decision, choice: Choice, random: SeededRandom, where: string): boolean {
  const { format } = game;
  const zones = hiddenByZone(game.state, format, viewer);
  if (zones.length === 0) return false;
  const rotated = structuredClone(game.state);
  rotateIdentities(rotated, zones);
  assert.equal(
    JSON.stringify(viewFor(rotated, format, viewer)),
    JSON.stringify(viewFor(game.state, format, viewer)),
    `${where}: ${viewer}'s view depends on what its hidden cards are`,
  );
  const single = zones
    .map((z) => [z])
    .sort(() => random.int(0, 2) - 1)
    .slice(0, 3);
  const real = structuredClone(game.state);
  const before = applyAnswer(game.engine, real, decision.seat, decision.id, choice);
  assert.ok(before.ok, `${where}: the answer was refused`);
  const realOutput = outputFor(real, format, before.events, viewer);
  for (const changed of [zones, ...single]) {
    const other = structuredClone(game.state);
    rotateIdentities(other, changed);
    let after: ReturnType<typeof applyAnswer>;
    try {
      after = applyAnswer(game.engine, other, decision.seat, decision.id, choice);
    } catch {
      // The answer was chosen among options about the real cards: in the other world it may mean nothing.
      after = { ok: false, reason: 'no sense in the other world' };
    }
    if (!after.ok) {
      // The answering seat's own options may depend on its own cards; never the viewer's on hidden ones.
      assert.notEqual(decision.seat, viewer, `${where}: ${viewer}'s own options depend on cards hidden from it`);
      continue;
    }
    const ids = changed.flat();
    const seen = [...seenDuring(real, format, before.events, viewer), ...seenDuring(other, format, after.events, viewer)];
    if ([real, other].some((s) => ids.some((id) => visibleTo(s, format, s.cards[id]!, viewer) || seen.includes(id)))) continue;
    const difference = firstDifference(realOutput, outputFor(other, format, after.events, viewer));
    const what = changed.map((z) => real.cards[z[0]!]!.zone).join(', ');
    assert.equal(
      difference,
      null,
      `${where}: after ${decision.seat} answered ${JSON.stringify(choice)}, ${viewer} can tell what the hidden cards of ${what} are:${difference}`,
    );
    return true;
  }
  return false;
}

/** Plays `run.games` bot games of a format, checking properties 1 and 2 at every answer. */
export function checkSecrecy(format: ResolvedFormat, run: SecrecyRun): SecrecyReport {
  const report: SecrecyReport = { games: 0, answers: 0, viewerChecks: 0, swapChecks: 0 };
  for (let g = 0; g < run.games; g++) {
    const seats = format.seats.min + (g % (format.seats.max - format.seats.min + 1));
    const seed = 7_000 + g * 101;
    const controllers = controllersFor(format, seats, g);
    const game = newGame({ format, modules, seed, seats, controllers: undefined, defaultController: 'bot:random' });
    const seatControllers = game.state.seats.map((s, i) =>
      s.controller.startsWith('automaton:') ? s.controller : controllers[i % controllers.length]!,
    );
    const bots: Answerer[] = seatControllers.map((c, i) => answererFor(c, game.engine.module, format, seed * 13 + i)!);
    const viewers: Viewer[] = [...game.state.seats.map((s) => s.id), 'spectator'];
    const random = new SeededRandom(seed);
    let batch: GameEvent[] = [];
    game.events$.subscribe((e) => batch.push(e));
    let seen = new Map<Viewer, Set<string>>(viewers.map((v) => [v, new Set()]));
    const check = (where: string) => {
      seen = new Map(viewers.map((v) => [v, checkIds(game.state, format, batch, v, seen.get(v)!, where)]));
      report.viewerChecks += viewers.length;
      batch = [];
    };
    game.start();
    check(`${format.id} seed ${seed}, start`);
    let n = 0;
    while (!game.ended && n < run.maxAnswers) {
      const next = game.pending[0]!;
      const seatIndex = game.state.seats.findIndex((s) => s.id === next.seat);
      // A bot that takes asides (a diplomat proposing a treaty) may take one first, as in play (core/driver.ts).
      const aside = takesAsides(game, seatControllers[seatIndex]!) ? asideOf(game, bots[seatIndex]!, next.seat) : undefined;
      const decision = aside?.decision ?? next;
      const choice = aside?.choice ?? bots[seatIndex]!(game.state, decision);
      const where = `${format.id} seed ${seed}, ${seats} seats, answer ${n + 1} (${decision.seat} ${decision.kind})`;
      if (random.int(0, 999) < run.swapRate * 1000)
        for (const v of viewers) if (checkSwap(game, v, decision, choice, random, where)) report.swapChecks++;
      const outcome = game.answer(decision.seat, decision.id, choice);
      assert.ok(outcome.ok, `${where}: ${(outcome as { reason: string }).reason}`);
      n++;
      check(where);
    }
    report.games++;
    report.answers += n;
  }
  return report;
}

/**
 * Property 3: one game played twice with the same answers, once with subscribers that try to
 * change everything they receive. Returns how many changes were refused (frozen).
 */
export function checkMeddlers(format: ResolvedFormat, seed: number): { hash: string; refused: number } {
  const play = (meddle: boolean) => {
    const game = newGame({ format, modules, seed, defaultController: 'bot:random' });
    let refused = 0;
    const attempt = (change: () => void) => {
      try {
        change();
      } catch {
        refused++;
      }
    };
    if (meddle) {
      game.events$.subscribe((e) => attempt(() => Object.assign(e, { type: 'meddled', card: 'c000000' })));
      game.events$.subscribe((e) => {
        if (e.type === 'decisionRequested') attempt(() => ((e.decision as unknown as Decision).options.length = 0));
      });
      game.state$.subscribe((s) => {
        attempt(() => (s.seats[0]!.counters.honor = 99));
        attempt(() => s.pending.splice(0));
        attempt(() => (s.round = -1));
      });
      game.decisions$.subscribe((ds) => attempt(() => (ds as Decision[]).splice(0)));
    }
    const bots = game.state.seats.map((s, i) => answererFor(s.controller, game.engine.module, format, seed + i)!);
    game.start();
    for (let n = 0; !game.ended && n < 400; n++) {
      const d = game.pending[0]!;
      const outcome = game.answer(d.seat, d.id, bots[game.state.seats.findIndex((s) => s.id === d.seat)]!(game.state, d));
      assert.ok(outcome.ok, (outcome as { reason: string }).reason);
    }
    return { hash: game.hash(), answered: game.state.answered, refused };
  };
  const quiet = play(false);
  const meddled = play(true);
  assert.equal(meddled.answered, quiet.answered);
  assert.equal(meddled.hash, quiet.hash, `${format.id}: subscribers changed the game`);
  return { hash: meddled.hash, refused: meddled.refused };
}
