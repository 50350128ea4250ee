// Choices made for another side (ctx.choose): a seat whose role declares `choices:` in the
// format's seats doesn't make the choices the rules give it while resolving something —
// another role's first seat in player order does (the players choosing for the Shadowlands
// deck), or chance does while the role's `atRandom` option is on (Unpredictable).
import type { Choice, Decision, Json } from './types.ts';
import type { RuleContext } from './context.ts';

type Asked = Omit<Decision, 'id' | 'team'>;

/** Who answers a choice for `decision.seat`: a decision to put (perhaps to another seat), or an answer drawn now. */
export function routeChoice(ctx: RuleContext, decision: Asked): { ask: Asked } | { answer: Choice } {
  const role = ctx.seat(decision.seat).role;
  const choices = ctx.format.seats.roles?.find((r) => r.role === role)?.choices;
  if (!choices) return { ask: decision };
  const atRandom = choices.atRandom !== undefined && ctx.option(choices.atRandom) === true;
  const chooser = atRandom ? undefined : ctx.seatsInPlayerOrder().find((s) => s.role === choices.by && !s.eliminated);
  if (chooser)
    return { ask: { ...decision, seat: chooser.id, kind: `for:${decision.kind}`, prompt: `For ${decision.seat}: ${decision.prompt}` } };
  const pick = decision.options[ctx.random(0, decision.options.length - 1)]!;
  const answer: Choice = decision.max === 1 ? pick.id : decision.min === 0 ? [] : [pick.id];
  ctx.emit('choseAtRandom', { seat: decision.seat, kind: decision.kind, choice: answer as Json });
  return { answer };
}
