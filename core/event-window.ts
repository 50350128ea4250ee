// Event windows (ARCHITECTURE promise 6): a change that cards can respond to runs through one
// path, in one fixed order —
//   cancel → interrupts → the change → state checks → reactions.
// A rules module raises the event (`ctx.raise`) with the rule that makes the change; as each
// response stage opens, the module's `triggers` hook says which abilities may respond now, and
// they are offered in player order (core/player-order.ts): each to its seat, used or declined —
// or, in a format with `responses: passConsecutively`, the seats take turns until all pass.
// A cancel (an interrupt that cancels) stops the event: no change, no further interrupts, no
// reactions. An event raised `unstoppable: <seat>` (Siege's Unstoppable) takes cancels and
// interrupts from that seat's side only (its own, or its team's: Siege's Rokugani are "the same
// player", so "other players" is the Challenge player alone).
// Triggers are collected when their stage opens, not when the event is raised, so they answer
// the board as it is then; each is checked again when offered and when used.
import type { CardId, CardInstance, Frame, Json, SeatId } from './types.ts';
import type { Ability } from '../cards/schema/card-schema.ts';
import type { RuleContext } from './context.ts';
import type { RulesArgs } from './rules-module.ts';
import { RuleError } from './context.ts';
import { inPlayerOrder } from './player-order.ts';

/** When an ability responds to an event: before it, to stop it; before it; after it. */
export type Timing = 'cancel' | 'interrupt' | 'reaction';

/** A change cards can respond to, named in the family's words, with the facts triggers read. */
export interface WindowEvent {
  name: string;
  /** Siege's Unstoppable: the seat whose action this is; no other seat may cancel or interrupt it. */
  unstoppable?: SeatId;
  [k: string]: Json | undefined;
}

/** The rule that makes an event's change, and its args. */
export interface EventChange {
  rule: string;
  args?: RulesArgs;
}

/** One ability that may respond to an event: its seat, its card, how to offer it, and the module's own fields. */
export interface Trigger {
  seat: SeatId;
  card: CardId;
  prompt: string;
  label: string;
  [k: string]: Json;
}

/** Where a module finds the abilities that may respond, for abilityTriggers. */
export interface TriggerSources {
  /** The cards whose abilities `seat` may use now (in play, and wherever else the family says). */
  cards(seat: SeatId): CardInstance[];
  /** A card's abilities now (none while its text is blank); its printed ones by default. */
  abilities?(card: CardInstance): Ability[];
  /** Does this ability respond to the event at this stage, for this seat, now? */
  responds(ability: Ability, card: CardInstance, seat: SeatId, index: number): boolean;
}

/**
 * The usual `triggers` hook: every responding card ability, seats in player order, each
 * offered as "<card> — <its text>: use it?". The trigger names the ability by `index`.
 */
export function abilityTriggers(ctx: RuleContext, sources: TriggerSources): Trigger[] {
  const abilities = sources.abilities ?? ((card: CardInstance) => ctx.format.cardDefs[card.def]?.abilities ?? []);
  const found: Trigger[] = [];
  for (const s of ctx.seatsInPlayerOrder()) {
    for (const card of sources.cards(s.id)) {
      abilities(card).forEach((a, index) => {
        if (!sources.responds(a, card, s.id, index)) return;
        // A text's own full stop gives way to the question.
        const text = (a.text ?? a.when ?? '').replace(/\.$/, '');
        found.push({ seat: s.id, card: card.id, index, prompt: `${card.name} — ${text}: use it?`, label: `Use ${card.name}` });
      });
    }
  }
  return found;
}

const STAGES = ['cancel', 'interrupt', 'change', 'stateChecks', 'reaction'] as const;

/** Core hooks of the event window, called by name like a module's. */
export const OFFER_HOOK = 'core.offerTriggers';
export const ANSWER_HOOK = 'core.triggerAnswer';
export const TURN_HOOK = 'core.responseTurn';
export const TURN_ANSWER_HOOK = 'core.responseTurnAnswer';

interface EventFrameData {
  event: WindowEvent;
  change: EventChange | null;
  cancelled?: boolean;
}

/**
 * Run an event frame (engine frame kind `event`) up to its next stage that does something:
 * one that queued frames (offers, the change) or ran state checks returns, so the engine runs
 * those and its win checks before the next stage. False once the event is done.
 */
export function stepEvent(ctx: RuleContext, frame: Frame): boolean {
  const data = frame.data as unknown as EventFrameData;
  for (;;) {
    const stage = STAGES[frame.pc++];
    if (stage === undefined || data.cancelled) return false;
    const { event } = data;
    const queued = ctx.queued.length;
    switch (stage) {
      case 'cancel':
        offer(ctx, event, 'cancel');
        break;
      case 'interrupt':
        offer(ctx, event, 'interrupt');
        break;
      case 'change':
        if (data.change) ctx.call(data.change.rule, data.change.args ?? {});
        break;
      case 'stateChecks':
        if (!ctx.module.stateChecks) continue;
        ctx.module.stateChecks(ctx);
        return true;
      case 'reaction':
        offer(ctx, event, 'reaction');
        break;
    }
    if (ctx.queued.length > queued) return true;
  }
}

/** The module's triggers for a stage, less those of seats an Unstoppable action keeps out before its change. */
function responding(ctx: RuleContext, event: WindowEvent, timing: Timing): Trigger[] {
  const triggers = ctx.module.triggers?.(ctx, event, timing) ?? [];
  if (timing === 'reaction' || event.unstoppable === undefined) return triggers;
  const side = ctx.teamOf(event.unstoppable).id;
  return triggers.filter((t) => ctx.teamOf(t.seat).id === side);
}

function offer(ctx: RuleContext, event: WindowEvent, timing: Timing): void {
  const triggers = responding(ctx, event, timing);
  if (triggers.length === 0) return;
  if (ctx.format.responses === 'passConsecutively') {
    const first = ctx.seatsInPlayerOrder()[0]!.id;
    return ctx.call(TURN_HOOK, { event: event as Json, timing, seat: first, passes: 0, used: [] });
  }
  const seats = [...new Set(triggers.map((t) => t.seat))];
  inPlayerOrder(ctx, seats, OFFER_HOOK, { event: event as Json, timing, triggers: triggers as unknown as Json });
}

/** The format's `responses: passConsecutively`: one seat's turn in the window. */
interface Turn {
  event: WindowEvent;
  timing: Timing;
  seat: SeatId;
  /** Seats that passed since the last ability used. */
  passes: number;
  /** Abilities used in this window ("card:index"): each responds once to one event. */
  used: string[];
}

const usedKey = (t: Trigger) => `${t.card}:${String(t.index)}`;

/**
 * A window that runs until every player still in the game passes consecutively (Enlightenment,
 * "Pass Consecutively": "action windows, reaction windows, and interrupt windows"): from the
 * first player, each seat in turn uses one of its abilities that respond now or passes; a seat
 * with none passes without being asked. An ability used once is not offered again for the same
 * event, so the window always ends.
 */
export function responseTurn(ctx: RuleContext): void {
  const turn = ctx.args as unknown as Turn;
  if (isCancelled(ctx)) return;
  const order = ctx.seatsInPlayerOrder().map((s) => s.id);
  if (turn.passes >= order.length) return;
  const mine = responding(ctx, turn.event, turn.timing).filter(
    (t) => t.seat === turn.seat && !turn.used.includes(usedKey(t)) && stillUsable(ctx, t, turn.event),
  );
  if (mine.length === 0) return nextTurn(ctx, turn, false);
  ctx.ask(
    {
      seat: turn.seat,
      kind: turn.timing === 'reaction' ? 'reaction' : 'interrupt',
      prompt: mine.length === 1 ? mine[0]!.prompt : `${turn.event.name}: use one of your abilities, or pass`,
      options: [...mine.map((t, i) => ({ id: `use:${i}`, label: t.label, card: t.card })), { id: 'pass', label: 'Pass' }],
    },
    TURN_ANSWER_HOOK,
    { turn: turn as unknown as Json, triggers: mine as unknown as Json },
  );
}

/** Core hook: the seat's turn answered — an ability used (passes start again) or a pass. */
export function onResponseTurn(ctx: RuleContext): void {
  const { turn, triggers } = ctx.data as unknown as { turn: Turn; triggers: Trigger[] };
  if (ctx.answer === 'pass') return nextTurn(ctx, turn, false);
  const trigger = triggers[Number(String(ctx.answer).slice(4))]!;
  const used = !isCancelled(ctx) && stillUsable(ctx, trigger, turn.event);
  if (used) ctx.module.useTrigger!(ctx, trigger, turn.event);
  nextTurn(ctx, { ...turn, used: [...turn.used, usedKey(trigger)] }, used);
}

/** The next seat's turn, queued after whatever the ability just used set going. */
function nextTurn(ctx: RuleContext, turn: Turn, acted: boolean): void {
  const order = ctx.seatsInPlayerOrder().map((s) => s.id);
  const at = order.indexOf(turn.seat);
  // A seat put out of the game by the window itself (at -1): the turn goes to the first player.
  const next = order[(at + 1) % order.length]!;
  ctx.call(TURN_HOOK, { ...turn, seat: next, passes: acted ? 0 : turn.passes + 1 } as unknown as RulesArgs);
}

/** Core hook: one seat's turn in a window — each of its triggers still usable is offered. */
export function offerTriggers(ctx: RuleContext): void {
  const { seat, event, timing, triggers } = ctx.args as unknown as {
    seat: SeatId;
    event: WindowEvent;
    timing: Timing;
    triggers: Trigger[];
  };
  if (isCancelled(ctx)) return;
  for (const trigger of triggers.filter((t) => t.seat === seat)) {
    if (!stillUsable(ctx, trigger, event)) continue;
    ctx.ask(
      {
        seat,
        kind: timing === 'reaction' ? 'reaction' : 'interrupt',
        prompt: trigger.prompt,
        options: [
          { id: 'use', label: trigger.label, card: trigger.card },
          { id: 'decline', label: 'Decline' },
        ],
      },
      ANSWER_HOOK,
      { trigger: trigger as unknown as Json, event: event as Json },
    );
  }
}

/** Core hook: a trigger used, if the board still allows it (and its event still stands). */
export function onTriggerAnswer(ctx: RuleContext): void {
  if (ctx.answer !== 'use' || isCancelled(ctx)) return;
  const { trigger, event } = ctx.data as unknown as { trigger: Trigger; event: WindowEvent };
  if (!stillUsable(ctx, trigger, event)) return;
  ctx.module.useTrigger!(ctx, trigger, event);
}

function stillUsable(ctx: RuleContext, trigger: Trigger, event: WindowEvent): boolean {
  return ctx.module.triggerUsable?.(ctx, trigger, event) ?? true;
}

/**
 * The innermost open event: the window being answered is always the nearest event frame,
 * since a response that raises an event of its own finishes that one before returning.
 */
function openEvent(ctx: RuleContext): Frame | undefined {
  for (let i = ctx.state.stack.length - 1; i >= 0; i--) if (ctx.state.stack[i].kind === 'event') return ctx.state.stack[i];
  return undefined;
}

function isCancelled(ctx: RuleContext): boolean {
  return openEvent(ctx)?.data.cancelled === true;
}

/**
 * Cancel the event being responded to (an interrupt that cancels): its change is not made and
 * no one else responds to it. Only before its change; an Unstoppable one only by its own side.
 */
export function cancelEvent(ctx: RuleContext, by: CardId): void {
  const card = ctx.card(by);
  const frame = openEvent(ctx);
  const data = frame?.data as unknown as EventFrameData | undefined;
  if (!frame || !data) throw new RuleError('nothing to cancel: no event is being responded to');
  if (data.event.unstoppable !== undefined && ctx.teamOf(card.controller!).id !== ctx.teamOf(data.event.unstoppable).id)
    throw new RuleError(`${data.event.name} is Unstoppable: only ${data.event.unstoppable}'s side may interrupt it`);
  if (frame.pc > STAGES.indexOf('interrupt') + 1) throw new RuleError(`${data.event.name} has already happened; too late to cancel it`);
  data.cancelled = true;
  ctx.emit('eventCancelled', { event: data.event.name, ...ctx.cardRef(card) });
}
