// Actions offered in windows: declared in the format YAML (`actions:`) or provided by the
// rules module. YAML actions list one option per eligible card, check costs against the
// acting seat's counters, and perform their `do` list.
import type { DecisionOption, Json, SeatId } from './types.ts';
import type { ActionDef } from './schema/format-schema.ts';
import { RuleError, type RuleContext } from './context.ts';
import { evaluate } from './cond.ts';
import { runCounter, runMove } from './builtin-steps.ts';

export function actionOptions(ctx: RuleContext, name: string, seat: SeatId): DecisionOption[] {
  const def = ctx.format.actions?.[name];
  const seatCtx = ctx.derive({ current: seat });
  if (!def)
    return provider(ctx, name)
      .options(seatCtx, seat)
      .map((o) => tag(o, name, seat));
  if (def.requires && !evaluate(seatCtx, def.requires)) return [];
  if (!affordable(seatCtx, def, seat)) return [];
  if (!def.card) return [tag({ id: name, label: def.label }, name, seat)];
  return ctx
    .zone(ctx.zoneKey(seat, def.card.from))
    .map((id) => ctx.card(id))
    .filter((c) => !def.card?.type || c.type === def.card.type)
    .map((c) => tag({ id: `${name}:${c.id}`, label: def.label.replace('{card}', c.name), card: c.id }, name, seat));
}

export function performAction(ctx: RuleContext, option: DecisionOption): void {
  const { action, seat } = option.data as { action: string; seat: SeatId };
  const def = ctx.format.actions?.[action];
  const seatCtx = ctx.derive({ current: seat, chosen: option.card ?? null });
  ctx.emit('actionTaken', { seat, action, option: option.id, label: option.label, card: option.card ?? null });
  if (!def) {
    provider(ctx, action).perform(seatCtx, seat, option);
    ctx.queued.push(...seatCtx.queued);
    return;
  }
  for (const [key, cost] of Object.entries(def.cost ?? {})) {
    const [owner, counter] = costCounter(seatCtx, key, seat);
    ctx.addCounter(owner, counter, -seatCtx.num(cost), `cost of ${action}`);
  }
  for (const effect of def.do) {
    if (effect.counter) runCounter(seatCtx, effect.counter);
    else if (effect.move) runMove(seatCtx, effect.move);
    else if (effect.moveCard) {
      if (!option.card) throw new RuleError(`action ${action} moves "the card" but lists no card`);
      ctx.moveCard(option.card, seatCtx.zoneKey(seat, effect.moveCard.to), { faceUp: effect.moveCard.faceUp });
    } else if (effect.eliminate) ctx.eliminate(seatCtx.seatRef(effect.eliminate), `${action}`);
    else if (effect.rule) seatCtx.call(effect.rule, {}, seatCtx.bind); // the rule knows who acts (`current`)
  }
  ctx.queued.push(...seatCtx.queued);
}

function affordable(ctx: RuleContext, def: ActionDef, seat: SeatId): boolean {
  return Object.entries(def.cost ?? {}).every(([key, cost]) => {
    const [owner, counter] = costCounter(ctx, key, seat);
    return ctx.counter(owner, counter) >= ctx.num(cost);
  });
}

/** A cost key is a counter of the acting seat (fate) or of its team / the table (table.twilight). */
function costCounter(ctx: RuleContext, key: string, seat: SeatId): [string, string] {
  if (!key.includes('.')) return [seat, key];
  const [scope, counter] = key.split('.');
  return [scope === 'table' ? 'table' : scope === 'team' ? ctx.teamOf(seat).id : seat, counter];
}

function provider(ctx: RuleContext, name: string) {
  const p = ctx.module.actions?.[name];
  if (!p) throw new RuleError(`action "${name}" is neither in ${ctx.format.id}'s actions nor in rules module ${ctx.module.name}`);
  return p;
}

function tag(o: DecisionOption, action: string, seat: SeatId): DecisionOption {
  return { ...o, data: { ...((o.data as Record<string, Json>) ?? {}), action, seat } };
}
