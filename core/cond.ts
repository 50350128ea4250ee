// Conditions in format YAML (repeat while/until, if, action requirements).
import type { Cond } from './schema/format-schema.ts';
import { RuleError, type RuleContext } from './context.ts';

export function evaluate(ctx: RuleContext, cond: Cond): boolean {
  const c = cond as Record<string, unknown>;
  if (c.not) return !evaluate(ctx, c.not as Cond);
  if (c.all) return (c.all as Cond[]).every((x) => evaluate(ctx, x));
  if (c.any) return (c.any as Cond[]).some((x) => evaluate(ctx, x));
  if (c.option !== undefined) return Boolean(ctx.option(c.option as string));
  if (c.rule !== undefined) {
    const pred = ctx.module.predicates?.[c.rule as string];
    if (!pred) throw new RuleError(`rules module ${ctx.module.name} has no predicate "${c.rule}"`);
    return pred(ctx);
  }
  if (cond.roundAtLeast !== undefined) return ctx.state.round >= ctx.num(cond.roundAtLeast);
  if (cond.seatsLeft) return compare(ctx, ctx.state.seats.filter((s) => !s.eliminated).length, cond.seatsLeft);
  if (cond.counter) {
    const [scope, name] = cond.counter.of.split('.');
    const owner =
      scope === 'table'
        ? 'table'
        : scope === 'team'
          ? ctx.teamOf(ctx.seatRef('current')).id
          : ctx.seatRef(scope === 'seat' ? 'current' : scope);
    return compare(ctx, ctx.counter(owner, name), cond.counter);
  }
  if (cond.zoneCount) {
    const owner = ctx.owners(cond.zoneCount.who ?? 'current')[0];
    return compare(ctx, ctx.zone(ctx.zoneKey(owner, cond.zoneCount.zone)).length, cond.zoneCount);
  }
  throw new RuleError(`unknown condition ${JSON.stringify(cond)}`);
}

type Bounds = {
  atLeast?: Parameters<RuleContext['num']>[0];
  atMost?: Parameters<RuleContext['num']>[0];
  equals?: Parameters<RuleContext['num']>[0];
};

function compare(ctx: RuleContext, n: number, b: Bounds): boolean {
  if (b.atLeast !== undefined && n < ctx.num(b.atLeast)) return false;
  if (b.atMost !== undefined && n > ctx.num(b.atMost)) return false;
  if (b.equals !== undefined && n !== ctx.num(b.equals)) return false;
  return true;
}
