// Action windows: units (seats or teams) take turns taking one action or passing.
//   consecutive — the window closes when every unit has passed in a row (an action resets it);
//   final       — a unit that passed can't act again; closes when all have passed;
//   once        — each unit gets exactly one opportunity, in order.
// `closedBy` names a unit whose pass ends the window at once, the others passing with it (the
// cooperative players: "once the team of players passes, the Shadowlands deck immediately
// passes as well"). An `automated` unit asks no one: on its turn a rule takes its action.
// A unit whose only legal option is to pass passes without being asked, where that tells no one
// anything: when every action of the window is read from what all can see. Otherwise it is asked
// all the same (a player with no card to play says pass like anyone), or its opponents would
// learn that its hand holds nothing it can play.
// A team's opportunity goes to each of its players at once, each with its own options: the
// first to act uses it (the others' decisions are withdrawn); the team passes when they all pass.
import type { Decision, DecisionOption, Frame, Json } from './types.ts';
import type { Step } from './schema/format-schema.ts';
import type { RuleContext } from './context.ts';
import { actionOptions, performAction } from './actions.ts';
import { seatsInGame, seatsInOrder, teamsInOrder } from './seats.ts';

export type WindowStep = NonNullable<Step['window']>;

interface WindowData {
  units: string[];
  turn: number;
  passesInRow: number;
  out: string[];
  firstPassDone: boolean;
  [k: string]: Json;
}

export const PASS = 'pass';

export function openWindow(ctx: RuleContext, w: WindowStep): WindowData {
  const units = w.by === 'team' ? teamUnits(ctx, w) : seatUnits(ctx, w);
  const first = w.startWith ? unitOf(ctx, w, w.startWith) : undefined;
  const at = first === undefined ? -1 : units.indexOf(first);
  if (at > 0) units.push(...units.splice(0, at));
  ctx.emit('windowOpened', { window: w.id ?? 'actions', by: w.by, units });
  return { units, turn: 0, passesInRow: 0, out: [], firstPassDone: false };
}

/** A seat window's units in its order: every seat, or only those its `who` names (read as it opens). */
function seatUnits(ctx: RuleContext, w: WindowStep): string[] {
  const seats = seatsInOrder(ctx.state, w.order ?? 'firstPlayer', (r) => ctx.seatRef(r)).map((s) => s.id);
  if (w.who === undefined) return seats;
  const taking = new Set(ctx.owners(w.who));
  return seats.filter((id) => taking.has(id));
}

/** A team window's units from the first player's team: every team, or those with a seat its `who` names. */
function teamUnits(ctx: RuleContext, w: WindowStep): string[] {
  const teams = teamsInOrder(ctx.state);
  if (w.who === undefined) return teams.map((t) => t.id);
  const taking = new Set(ctx.owners(w.who));
  return teams.filter((t) => t.seats.some((s) => taking.has(s))).map((t) => t.id);
}

/** The unit (team or seat) a ref names; a seat names its team in a team window; `role:<r>` its first seat. */
function unitOf(ctx: RuleContext, w: WindowStep, ref: string): string {
  const name = ref.startsWith('var:')
    ? (ctx.state.vars[ref.slice(4)] ?? ctx.bind[ref.slice(4)])
    : ref.startsWith('role:')
      ? ctx.owners(ref)[0]
      : ref;
  if (typeof name !== 'string') return '';
  const isTeam = ctx.state.teams.some((t) => t.id === name);
  if (w.by === 'team') return isTeam ? name : ctx.teamOf(ctx.seatRef(name)).id;
  return isTeam ? ctx.team(name).seats[0] : ctx.seatRef(name);
}

/** Advance the window one move. Returns the decisions to ask (one per player of the unit), or 'closed'. */
export function stepWindow(ctx: RuleContext, frame: Frame, w: WindowStep): Omit<Decision, 'id'>[] | 'closed' | 'acted' {
  const d = frame.data as WindowData;
  const answers = takeAnswers(frame);
  if (answers) {
    const unit = d.units[d.turn % d.units.length];
    const acted = answers.find((o) => o.id !== PASS);
    if (acted) {
      d.passesInRow = 0;
      performAction(ctx, acted);
    } else recordPass(ctx, d, w, unit);
    d.turn++;
    return 'acted';
  }
  for (let guard = 0; guard <= d.units.length * 2; guard++) {
    if (closed(ctx, d, w)) {
      ctx.emit('windowClosed', { window: w.id ?? 'actions' });
      return 'closed';
    }
    const unit = d.units[d.turn % d.units.length];
    if (!alive(ctx, w, unit) || (w.pass === 'final' && d.out.includes(unit))) {
      d.turn++;
      continue;
    }
    if (w.automated && unit === unitOf(ctx, w, w.automated.unit)) {
      d.passesInRow = 0;
      ctx.call(w.automated.rule, {}, { current: unit });
      d.turn++;
      return 'acted';
    }
    const seats = w.by === 'team' ? seatsInGame(ctx.state, unit) : [unit];
    const all = seats.map((seat) => ({ seat, options: w.actions.flatMap((a) => actionOptions(ctx, a, seat)) }));
    const asks = passesUnasked(ctx, w) ? all.filter((a) => a.options.length > 0) : all;
    if (asks.length === 0) {
      recordPass(ctx, d, w, unit, true);
      d.turn++;
      return 'acted';
    }
    return asks.map(({ seat, options }) => ({
      seat,
      team: ctx.seat(seat).team,
      kind: 'action',
      prompt: w.prompt ?? 'Take an action or pass',
      options: [...options, { id: PASS, label: 'Pass' }],
      min: 1,
      max: 1,
      secret: false,
    }));
  }
  return 'closed';
}

function takeAnswers(frame: Frame): DecisionOption[] | undefined {
  const a = frame.data.answerOptions as unknown as DecisionOption[] | undefined;
  delete frame.data.answerOptions;
  return a;
}

/**
 * Can a unit with no option pass unasked without telling anyone something hidden? Only if every
 * action's options come from public information: a format action taking no card, or its cards
 * from a public zone; a rules module's action that declares `public: true`.
 */
function passesUnasked(ctx: RuleContext, w: WindowStep): boolean {
  return w.actions.every((name) => {
    const def = ctx.format.actions?.[name];
    if (!def) return ctx.module.actions?.[name]?.public === true;
    const from = def.card?.from;
    return from === undefined || ctx.format.zones.find((z) => z.id === from)?.visibility === 'public';
  });
}

function alive(ctx: RuleContext, w: WindowStep, unit: string): boolean {
  return w.by === 'team' ? !ctx.team(unit).eliminated : !ctx.seat(unit).eliminated;
}

function closed(ctx: RuleContext, d: WindowData, w: WindowStep): boolean {
  const live = d.units.filter((u) => alive(ctx, w, u));
  if (live.length === 0 || d.over === true) return true; // `over`: the closedBy unit passed (absent until then)
  if (w.pass === 'once') return d.turn >= d.units.length;
  if (w.pass === 'final') return live.every((u) => d.out.includes(u));
  return d.passesInRow >= live.length;
}

function recordPass(ctx: RuleContext, d: WindowData, w: WindowStep, unit: string, auto = false): void {
  d.passesInRow++;
  if (w.pass === 'final') d.out.push(unit);
  const first = !d.firstPassDone;
  d.firstPassDone = true;
  ctx.emit('passed', { window: w.id ?? 'actions', by: unit, first, auto });
  if (w.closedBy && unit === unitOf(ctx, w, w.closedBy)) {
    d.over = true;
    for (const other of d.units)
      if (other !== unit && alive(ctx, w, other)) ctx.emit('passed', { window: w.id ?? 'actions', by: other, first: false, auto: true });
  }
  if (first && w.onFirstPass) ctx.push(w.onFirstPass, { current: unit });
}
