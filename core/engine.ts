// The flow interpreter: a resumable stack of frames over plain data. `run` executes frames
// until the game needs a choice (pending decisions) or ends; `applyAnswer` checks a choice
// against the legal options and resumes. Win checks run after every step that changed something.
import type { Choice, Decision, Frame, GameEvent, GameState, Json, RandomStream, Seed, SeatId } from './types.ts';
import type { ResolvedFormat } from './format.ts';
import type { RulesModule } from './rules-module.ts';
import type { Step } from './schema/format-schema.ts';
import { bareEvents, RuleContext, RuleError, type QueuedFrame } from './context.ts';
import { evaluate } from './cond.ts';
import { runAtomic } from './builtin-steps.ts';
import { openWindow, stepWindow, PASS, type WindowStep } from './window.ts';
import {
  stepEvent,
  offerTriggers,
  onTriggerAnswer,
  responseTurn,
  onResponseTurn,
  OFFER_HOOK,
  ANSWER_HOOK,
  TURN_HOOK,
  TURN_ANSWER_HOOK,
} from './event-window.ts';
import { onPlayerOrder, PLAYER_ORDER_HOOK } from './player-order.ts';
import { EFFECTS_HOOK, onAbilityOpponent, onAbilityTarget, onActionEffects, OPPONENT_HOOK, TARGET_HOOK } from './ability/runtime.ts';
import { endPeriod } from './ability/periods.ts';
import { routeChoice } from './choices.ts';
import type { RuleHook } from './rules-module.ts';
import { MAX_OPTIONS, STEP_BUDGET } from './limits.ts';
import { keepTreaties, warnBreaches } from './treaty/keep.ts';
import { treatyHooks } from './treaty/negotiate.ts';
import { ASIDE_FRAME, offerAsides, stepAside, takeAside, withdrawFrom } from './aside.ts';
import { treatyState } from './treaty/record.ts';
import { seatsInOrder, teamsInOrder, buildSeats, extraSeats, playerRange, type SeatSpec } from './seats.ts';
import { dealStream, idStream, SeedError } from './rng.ts';
import { decisionForSeat } from './view.ts';
import { checkWins } from './win.ts';
import { toldOfChange } from './events.ts';
import { applyScenarioSetup, type ScenarioSetup } from './scenario-setup.ts';

export interface GameSetup {
  seats: SeatSpec[];
  /** Controller of seats given none whose role names none (human unless said otherwise). */
  defaultController?: string;
  options: Record<string, Json>;
  params: Record<string, Json>;
  seed: Seed;
  /** Scenario board, applied after the format's setup and before the first round. */
  scenario?: ScenarioSetup;
  /** Begin the first round at this phase instead of the first (scenarios). */
  startPhase?: string;
}

export interface Engine {
  format: ResolvedFormat;
  module: RulesModule;
}

/** A fresh game: seats, teams, counters, zones, and the flow stack ready to run. */
export function createState(engine: Engine, setup: GameSetup): GameState {
  const { format } = engine;
  const count = setup.seats.length - extraSeats(format);
  if (count < format.seats.min || count > format.seats.max) {
    throw new RuleError(`${format.id} takes ${playerRange(format.seats)}, not ${count}`);
  }
  const { seats, teams } = buildSeats(format, count, setup.seats, setup.defaultController);
  let rng: RandomStream;
  try {
    rng = dealStream(setup.seed);
  } catch (e) {
    if (e instanceof SeedError) throw new RuleError(e.message);
    throw e;
  }
  const state: GameState = {
    format: { id: format.id, version: format.version },
    options: setup.options,
    params: setup.params,
    seed: setup.seed,
    rng,
    idRng: idStream(setup.seed),
    nextId: 1,
    round: 0,
    phase: null,
    seats,
    teams,
    table: { counters: {}, data: {} },
    firstPlayer: null,
    cards: {},
    zones: {},
    stack: [],
    pending: [],
    answered: 0,
    winner: null,
    ended: false,
    vars: {},
    modules: {},
  };
  const ctx = new RuleContext(state, format, engine.module, []);
  for (const z of format.zones) {
    const owners =
      z.per === 'table'
        ? ['table']
        : z.per === 'team'
          ? teams.map((t) => t.id)
          : seats.filter((s) => !z.roles || z.roles.includes(s.role)).map((s) => s.id);
    for (const owner of owners) state.zones[`${owner}.${z.id}`] = [];
  }
  for (const [name, def] of Object.entries(format.counters?.seat ?? {})) {
    for (const s of seats) if (!def.roles || def.roles.includes(s.role)) s.counters[name] = ctx.num(def.start, 0);
  }
  for (const [name, def] of Object.entries(format.counters?.team ?? {})) for (const t of teams) t.counters[name] = ctx.num(def.start, 0);
  for (const [name, def] of Object.entries(format.counters?.table ?? {})) state.table.counters[name] = ctx.num(def.start, 0);
  const fp = format.firstPlayer ?? { kind: 'seat', choose: 'random' };
  const candidates =
    fp.kind === 'team'
      ? teams.map((t) => ({ id: t.id, role: seats.find((s) => s.team === t.id)!.role }))
      : seats.map((s) => ({ id: s.id, role: s.role }));
  const pool = fp.role ? candidates.filter((c) => c.role === fp.role) : candidates;
  const pick = fp.choose === 'first' ? pool[0] : pool[ctx.random(0, pool.length - 1)];
  state.firstPlayer = { kind: fp.kind, id: pick.id };
  const startPhase = setup.startPhase === undefined ? 0 : format.round.indexOf(setup.startPhase);
  if (startPhase < 0) throw new RuleError(`${format.id} has no phase "${setup.startPhase}" in its round (${format.round.join(', ')})`);
  state.stack.push(frame('round', null, { startPhase }));
  if (setup.scenario) state.stack.push(frame('scenarioSetup', setup.scenario as unknown as Json));
  if (format.setup?.length) state.stack.push(frame('steps', format.setup as unknown as Json));
  return state;
}

function frame(kind: string, step: Json, data: Record<string, Json> = {}): Frame {
  return { kind, step, pc: 0, data };
}

/**
 * Start a created game: emit gameStarted and run to the first decision. The seed stays out
 * of every event: from it and the format anyone could deal every hidden card (the log keeps it).
 */
/** Every counter's value before the first event, by owner (table, seats, teams). */
function startingCounters(state: GameState): Json {
  const bags: [string, Record<string, number>][] = [
    ['table', state.table.counters],
    ...state.seats.map((s) => [s.id, s.counters] as [string, Record<string, number>]),
    ...state.teams.map((t) => [t.id, t.counters] as [string, Record<string, number>]),
  ];
  return Object.fromEntries(bags.filter(([, bag]) => Object.keys(bag).length > 0));
}

export function start(engine: Engine, state: GameState, bare = false): GameEvent[] {
  const events: GameEvent[] = bare ? bareEvents() : [];
  const ctx = new RuleContext(state, engine.format, engine.module, events);
  ctx.emit('gameStarted', {
    format: state.format.id,
    version: state.format.version,
    seats: state.seats.map((s) => ({ id: s.id, role: s.role, team: s.team, controller: s.controller })) as unknown as Json,
    firstPlayer: state.firstPlayer as unknown as Json,
    // Counters start at their declared values without a countersChanged each: these are they.
    counters: startingCounters(state),
  });
  // Stored from the start, so a scenario's `modules.treaties` fields merge into a whole record.
  if (engine.format.treaties) treatyState.write(state);
  run(engine, state, events);
  return events;
}

/** Execute frames until a decision is pending, the game ends or the stack empties. */
export function run(engine: Engine, state: GameState, events: GameEvent[]): void {
  const limit = engine.format.roundLimit ?? 200;
  let steps = 0;
  while (!state.ended && state.pending.length === 0 && state.stack.length > 0) {
    // A flow that never asks (a repeat with no decision in it) would run, and grow, for ever.
    if (++steps > STEP_BUDGET)
      throw new RuleError(
        `${STEP_BUDGET.toLocaleString('en')} steps without a decision: a repeat or window that never asks anyone? (running ${describeFrame(state.stack[state.stack.length - 1]!)}, round ${state.round}, phase ${state.phase})`,
      );
    const top = state.stack[state.stack.length - 1];
    const bind = (top.data.bind ?? {}) as Record<string, Json>;
    const ctx = new RuleContext(state, engine.format, engine.module, events, bind);
    const before = events.length;
    stepFrame(ctx, top, limit);
    pushQueued(state, ctx.queued);
    if (engine.format.treaties) keepTreaties(ctx, events, before);
    // Every change a win check can read (a counter, a card, a zone, a seat out, a round's end)
    // is told by an event: a step that told none (a frame pushed or popped, a decision asked,
    // a pass) changed nothing the checks read, and most steps are such.
    if (!state.ended && toldOfChange(events, before)) checkWins(ctx);
  }
  if (engine.format.treaties) offerAsides(new RuleContext(state, engine.format, engine.module, events));
}

/** A frame in words for an error: its kind and the step or rule it runs. */
function describeFrame(frame: Frame): string {
  const step = frame.step as Record<string, Json> | string | null;
  const what =
    typeof step === 'string'
      ? step
      : step && typeof step === 'object' && 'rule' in step
        ? String(step.rule)
        : JSON.stringify(step)?.slice(0, 80);
  return `a ${frame.kind} frame (${what})`;
}

function pushQueued(state: GameState, queued: QueuedFrame[]): void {
  for (let i = queued.length - 1; i >= 0; i--) {
    const q = queued[i];
    if (q.kind === 'steps') state.stack.push(frame('steps', q.steps as unknown as Json, { bind: (q.bind ?? {}) as Json }));
    else if (q.kind === 'call') state.stack.push(frame('call', { rule: q.rule, args: q.args } as Json, { bind: (q.bind ?? {}) as Json }));
    else if (q.kind === 'event') state.stack.push(frame('event', null, { event: q.event as Json, change: q.change as unknown as Json }));
    else
      state.stack.push(
        frame('ask', { decisions: q.decisions, then: q.then, ...(q.routed ? { routed: true } : {}) } as unknown as Json, {
          payload: q.data as Json,
        }),
      );
  }
}

function pop(ctx: RuleContext): void {
  ctx.state.stack.pop();
}

function stepFrame(ctx: RuleContext, top: Frame, roundLimit: number): void {
  switch (top.kind) {
    case 'round':
      return stepRound(ctx, top, roundLimit);
    case 'phase':
      return stepPhase(ctx, top);
    case 'steps':
      return stepSequence(ctx, top);
    case 'call': {
      pop(ctx);
      const { rule, args } = top.step as { rule: string; args: Record<string, Json> };
      return callRule(ctx, rule, args);
    }
    case 'ask':
      return stepAsk(ctx, top);
    case 'event':
      if (!stepEvent(ctx, top)) pop(ctx);
      return;
    case 'window':
      return stepWindowFrame(ctx, top);
    case 'each':
      return stepEach(ctx, top);
    case 'repeat':
      return stepRepeat(ctx, top);
    case 'simultaneous':
      return stepSimultaneous(ctx, top);
    case ASIDE_FRAME:
      return stepAside(ctx, top);
    case 'scenarioSetup':
      pop(ctx);
      return applyScenarioSetup(ctx, top.step as unknown as ScenarioSetup);
    default:
      throw new RuleError(`unknown frame kind ${top.kind}`);
  }
}

function stepRound(ctx: RuleContext, top: Frame, roundLimit: number): void {
  const { format, state } = ctx;
  if (top.data.inRound !== true) {
    if (state.round >= roundLimit) {
      ctx.endGame({ teams: [], seats: [], reason: `round limit (${roundLimit}) reached` });
      return;
    }
    state.round++;
    top.data.inRound = true;
    top.pc = (top.data.startPhase as number) ?? 0;
    top.data.startPhase = 0;
    ctx.emit('roundStarted', { round: state.round });
  }
  if (top.pc < format.round.length) {
    state.stack.push(frame('phase', format.round[top.pc++]));
    return;
  }
  top.data.inRound = false;
  endPeriod(ctx, 'round');
  ctx.emit('roundEnded', { round: state.round });
  ctx.roundEnded = true;
}

function stepPhase(ctx: RuleContext, top: Frame): void {
  const id = top.step as string;
  const def = ctx.format.phases[id];
  if (top.pc === 0) {
    top.pc = 1;
    ctx.state.phase = id;
    ctx.emit('phaseStarted', { phase: id, round: ctx.state.round });
    ctx.state.stack.push(frame('steps', def.steps as unknown as Json));
    if (def.beginning?.length) ctx.state.stack.push(frame('steps', def.beginning as unknown as Json));
    return;
  }
  pop(ctx);
  endPeriod(ctx, 'phase');
  ctx.emit('phaseEnded', { phase: id, round: ctx.state.round });
}

function stepSequence(ctx: RuleContext, top: Frame): void {
  const steps = top.step as unknown as Step[];
  if (top.pc >= steps.length) {
    pop(ctx);
    return;
  }
  const step = steps[top.pc++];
  if (runAtomic(ctx, step)) return;
  const bind = { bind: ctx.bind as Json };
  if (step.rule !== undefined) return callRule(ctx, step.rule, {});
  if (step.call) return callRule(ctx, step.call.rule, step.call.args ?? {});
  if (step.if) {
    const branch = evaluate(ctx, step.if.cond) ? step.if.then : step.if.else;
    if (branch?.length) ctx.state.stack.push(frame('steps', branch as unknown as Json, bind));
    return;
  }
  if (step.window) {
    ctx.state.stack.push(frame('window', step.window as unknown as Json, { ...bind, ...openWindow(ctx, step.window) }));
    return;
  }
  if (step.each) {
    const units =
      step.each.over === 'team'
        ? teamsInOrder(ctx.state).map((t) => t.id)
        : seatsInOrder(ctx.state, step.each.order ?? 'firstPlayer', (r) => ctx.seatRef(r)).map((s) => s.id);
    ctx.state.stack.push(frame('each', step.each as unknown as Json, { ...bind, units }));
    return;
  }
  if (step.repeat) {
    ctx.state.stack.push(frame('repeat', step.repeat as unknown as Json, { ...bind, count: 0 }));
    return;
  }
  if (step.simultaneous) {
    ctx.state.stack.push(frame('simultaneous', step.simultaneous as unknown as Json, { ...bind, answers: {} }));
    return;
  }
  throw new RuleError(`unknown step ${JSON.stringify(step)}`);
}

/** The core's own continuations, named like a module's hooks (`core.` names no module may take). */
const CORE_HOOKS: Record<string, RuleHook> = {
  [PLAYER_ORDER_HOOK]: onPlayerOrder,
  [OFFER_HOOK]: offerTriggers,
  [ANSWER_HOOK]: onTriggerAnswer,
  [TURN_HOOK]: responseTurn,
  [TURN_ANSWER_HOOK]: onResponseTurn,
  [TARGET_HOOK]: onAbilityTarget,
  [OPPONENT_HOOK]: onAbilityOpponent,
  [EFFECTS_HOOK]: onActionEffects,
  ...treatyHooks,
};

export function callRule(
  ctx: RuleContext,
  rule: string,
  args: Record<string, Json>,
  answer: Choice | null = null,
  data: Record<string, Json> = {},
): void {
  const hook = CORE_HOOKS[rule] ?? ctx.module.hooks?.[rule];
  if (!hook) throw new RuleError(`rules module ${ctx.module.name} has no rule "${rule}" (used by ${ctx.format.id})`);
  const sub = ctx.derive({}, args, answer, data);
  hook(sub);
  ctx.queued.push(...sub.queued);
}

/**
 * Put a decision to its seat, as that seat may see it (decisionForSeat): where an option is
 * about a card the seat can't see, the engine's own option ids stay in `frame` to read the
 * answer by. Returns the decision's id.
 */
function ask(ctx: RuleContext, frame: Frame, d: Omit<Decision, 'id'>): string {
  // A decision with nothing to choose would wait forever (a secret bid of 1..0 included).
  if (d.options.length === 0 && !d.text) throw new RuleError(`${d.seat}'s decision "${d.prompt}" (${d.kind}) has no options`);
  if (d.options.length > MAX_OPTIONS)
    throw new RuleError(`${d.seat}'s decision "${d.prompt}" (${d.kind}) has ${d.options.length} options; at most ${MAX_OPTIONS}`);
  const made: Decision = { ...(ctx.format.treaties ? warnBreaches(ctx, d) : d), id: `d${ctx.state.nextId++}` };
  const { decision, real } = decisionForSeat(ctx.state, ctx.format, made);
  if (real) ((frame.data.real ??= {}) as Record<string, Json>)[decision.id] = real;
  ctx.state.pending.push(decision);
  ctx.emit('decisionRequested', { decision: decision as unknown as Json, seat: decision.seat });
  return decision.id;
}

function stepAsk(ctx: RuleContext, top: Frame): void {
  let step = top.step as unknown as { decisions: Omit<Decision, 'id' | 'team'>[]; then: string; routed?: boolean };
  if (step.routed && top.data.answers === undefined && !top.data.asked) {
    // A choice for another side (ctx.choose): put to the seat that makes it, or drawn now.
    const routed = routeChoice(ctx, step.decisions[0]!);
    if ('answer' in routed) top.data.answers = { chance: routed.answer };
    else top.step = (step = { ...step, decisions: [routed.ask] }) as unknown as Json;
  }
  const answers = top.data.answers as Record<string, Choice> | undefined;
  if (answers === undefined) {
    if (top.data.asked) throw new RuleError('ask frame resumed without an answer');
    const asked: Record<string, number> = {};
    step.decisions.forEach((d, i) => (asked[ask(ctx, top, { ...d, team: ctx.seat(d.seat).team })] = i));
    top.data.asked = asked;
    return;
  }
  pop(ctx);
  const payload = (top.data.payload ?? {}) as Record<string, Json>;
  const { __bind, ...data } = payload;
  const sub = ctx.derive((__bind ?? {}) as Record<string, Json>);
  callRule(sub, step.then, {}, Object.values(answers)[0], data);
  ctx.queued.push(...sub.queued);
}

function stepWindowFrame(ctx: RuleContext, top: Frame): void {
  const answers = top.data.answers as Record<string, Choice> | undefined;
  if (answers !== undefined) {
    const asked = top.data.asked as unknown as Record<string, Decision>;
    top.data.answerOptions = Object.entries(answers).map(
      ([id, choice]) => asked[id].options.find((o) => o.id === choice)!,
    ) as unknown as Json;
    delete top.data.answers;
    delete top.data.asked;
  }
  const result = stepWindow(ctx, top, top.step as unknown as WindowStep);
  if (result === 'closed') pop(ctx);
  else if (result !== 'acted') {
    const asked: Record<string, Decision> = {};
    for (const d of result) {
      const id = ask(ctx, top, d);
      asked[id] = { ...d, id };
    }
    top.data.asked = asked as unknown as Json;
  }
}

function stepEach(ctx: RuleContext, top: Frame): void {
  const units = top.data.units as string[];
  const each = top.step as unknown as NonNullable<Step['each']>;
  // Skip seats eliminated since the loop began.
  while (top.pc < units.length && isOut(ctx, units[top.pc])) top.pc++;
  if (top.pc >= units.length) {
    pop(ctx);
    return;
  }
  const current = units[top.pc++];
  ctx.state.stack.push(frame('steps', each.steps as unknown as Json, { bind: { ...ctx.bind, current } }));
}

function isOut(ctx: RuleContext, unit: string): boolean {
  const seat = ctx.state.seats.find((s) => s.id === unit);
  return seat ? seat.eliminated : ctx.team(unit).eliminated;
}

function stepRepeat(ctx: RuleContext, top: Frame): void {
  const r = top.step as unknown as NonNullable<Step['repeat']>;
  const count = top.data.count as number;
  const done =
    (r.times !== undefined && count >= ctx.num(r.times)) ||
    (r.while !== undefined && !evaluate(ctx, r.while)) ||
    (r.until !== undefined && count > 0 && evaluate(ctx, r.until));
  if (done) {
    pop(ctx);
    return;
  }
  top.data.count = count + 1;
  ctx.state.stack.push(frame('steps', r.steps as unknown as Json, { bind: ctx.bind as Json }));
}

function stepSimultaneous(ctx: RuleContext, top: Frame): void {
  const s = top.step as unknown as NonNullable<Step['simultaneous']>;
  const answers = top.data.answers as Record<string, Choice>;
  if (!top.data.asked) {
    const seats = ctx.owners(s.who ?? 'each');
    const asked: Record<string, SeatId> = {};
    for (const seat of seats) {
      const options = s.choices
        ? choicesFor(ctx, s.choices, seat)
        : range(ctx.num(s.range?.[0], 1), ctx.num(s.range?.[1], 1)).map((n) => ({ id: String(n), label: String(n) }));
      asked[ask(ctx, top, { seat, team: ctx.seat(seat).team, kind: s.id, prompt: s.prompt, options, min: 1, max: 1, secret: true })] = seat;
    }
    top.data.asked = asked;
    return;
  }
  const asked = top.data.asked as Record<string, SeatId>;
  pop(ctx);
  const choices: Record<string, Json> = {};
  for (const [decision, seat] of Object.entries(asked)) choices[seat] = answers[decision] as Json;
  ctx.emit('choicesRevealed', { id: s.id, choices });
  callRule(ctx, s.then, {}, null, { choices });
}

function choicesFor(ctx: RuleContext, rule: string, seat: SeatId) {
  const fn = ctx.module.choices?.[rule];
  if (!fn) throw new RuleError(`rules module ${ctx.module.name} has no choices "${rule}"`);
  return fn(ctx.derive({ current: seat }), seat);
}

function range(from: number, to: number): number[] {
  // Checked before the list is built: 1..1e8 would fill memory before ask could refuse it.
  const length = to - from + 1;
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to))
    throw new RuleError(`a range of choices runs from ${from} to ${to}: whole numbers only`);
  if (length > MAX_OPTIONS) throw new RuleError(`a range of choices from ${from} to ${to} has ${length} options; at most ${MAX_OPTIONS}`);
  return Array.from({ length: Math.max(0, length) }, (_, i) => from + i);
}

export type AnswerResult = { ok: true; events: GameEvent[] } | { ok: false; reason: string };

/** Why `choice` is not a legal answer to `decision`, or null if it is. */
export function illegalReason(decision: Decision, choice: unknown): string | null {
  if (decision.text) return wordsProblem(choice, decision.text.maxLength);
  const ids = new Set(decision.options.map((o) => o.id));
  const list = Array.isArray(choice) ? choice : [choice];
  if (list.some((c) => typeof c !== 'string')) return `a choice is an option id (string), got ${JSON.stringify(choice)}`;
  if (decision.max === 1 && list.length === 1 && !ids.has(list[0] as string)) {
    return `"${list[0]}" is not one of the options of ${decision.id} (${decision.options.map((o) => o.id).join(', ')})`;
  }
  for (const c of list) if (!ids.has(c as string)) return `"${c}" is not one of the options of ${decision.id}`;
  if (new Set(list).size !== list.length) return 'the same option is chosen twice';
  if (list.length < decision.min || list.length > decision.max) {
    return `choose ${decision.min === decision.max ? decision.min : `${decision.min}–${decision.max}`} option(s), not ${list.length}`;
  }
  return null;
}

/** Why an answer in words is refused: not a line of text, empty, or too long. */
function wordsProblem(choice: unknown, maxLength: number): string | null {
  if (typeof choice !== 'string') return `the answer is a line of words, got ${JSON.stringify(choice)}`;
  if (choice.trim() === '') return 'the answer is empty: write a few words';
  if (choice.length > maxLength) return `the answer has ${choice.length} characters; at most ${maxLength}`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(choice)) return 'the answer is one line of text, without control characters';
  return null;
}

/**
 * Apply `seat`'s answer to one of its decisions. An illegal answer, or an answer to another
 * seat's decision, is rejected with a reason before anything changes. The caller owns
 * atomicity against rule errors (Game rebuilds the state from its log). `bare`: no one reads
 * the events (core/context.ts bareEvents).
 */
export function applyAnswer(
  engine: Engine,
  state: GameState,
  seat: SeatId,
  decisionId: string,
  choice: unknown,
  bare = false,
): AnswerResult {
  if (state.ended) return { ok: false, reason: 'the game is over' };
  const standing = state.standing?.find((d) => d.id === decisionId);
  const decision = standing ?? state.pending.find((d) => d.id === decisionId);
  if (!decision) {
    const pending = state.pending.map((d) => `${d.id} (${d.seat}: ${d.prompt})`).join(', ') || 'none';
    return { ok: false, reason: `no pending decision "${decisionId}" (pending: ${pending})` };
  }
  if (decision.seat !== seat) return { ok: false, reason: `${decisionId} is ${decision.seat}'s decision: ${seat} can't answer it` };
  const why = illegalReason(decision, choice);
  if (why) return { ok: false, reason: why };
  const normalized: Choice =
    decision.max === 1 && Array.isArray(choice) && choice.length === 1 ? (choice[0] as string) : (choice as Choice);
  const events: GameEvent[] = bare ? bareEvents() : [];
  const ctx = new RuleContext(state, engine.format, engine.module, events);
  state.answered++;
  if (standing) {
    takeAside(ctx, standing, normalized as string);
    run(engine, state, events);
    return { ok: true, events };
  }
  state.pending = state.pending.filter((d) => d.id !== decisionId);
  const top = state.stack[state.stack.length - 1];
  // The seat answered with the ids it was shown; the engine reads its own.
  const realIds = top.data.real as Record<string, string[]> | undefined;
  const real = realIds?.[decisionId];
  if (real) delete realIds![decisionId];
  const engineId = (id: string) => (real ? real[decision.options.findIndex((o) => o.id === id)]! : id);
  const engineChoice: Choice = Array.isArray(normalized) ? normalized.map(engineId) : engineId(normalized);
  top.data.answers = { ...((top.data.answers ?? {}) as Record<string, Json>), [decisionId]: engineChoice as Json };
  const chosen = Array.isArray(normalized) ? normalized : [normalized];
  const cards = decision.options.filter((o) => o.card && chosen.includes(o.id)).map((o) => cardBehind(state, o.card!));
  ctx.emit('decisionAnswered', {
    decision: decisionId,
    seat: decision.seat,
    kind: decision.kind,
    choice: normalized as Json,
    cards,
    secret: decision.secret,
  });
  withdrawOthers(ctx, top, decisionId, engineChoice);
  if (state.pending.length === 0) run(engine, state, events);
  else if (engine.format.treaties) offerAsides(ctx);
  return { ok: true, events };
}

/**
 * Several decisions asked by one frame at once that aren't a simultaneous choice are one
 * opportunity offered to several players (a team's): the first to act takes it, so the
 * others' decisions are withdrawn. A pass leaves them waiting, to act or pass in turn.
 */
function withdrawOthers(ctx: RuleContext, frame: Frame, decisionId: string, choice: Choice): void {
  if (choice === PASS || frame.kind === 'simultaneous') return;
  const asked = (frame.data.asked ?? {}) as Record<string, Json>;
  for (const d of ctx.state.pending.filter((p) => p.id !== decisionId && p.id in asked)) {
    ctx.state.pending = ctx.state.pending.filter((p) => p.id !== d.id);
    withdrawFrom(ctx, frame, d);
  }
}

/** The card an option names: its id, or the card behind a stub shown to a seat that can't see it. */
export function cardBehind(state: GameState, ref: string): string {
  if (!ref.startsWith('hidden:')) return ref;
  const [, zone, index] = ref.split(':');
  return state.zones[zone!]![Number(index)]!;
}
