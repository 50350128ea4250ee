// The assignment phase (BASE-RULES §4: "the Free Peoples player assigns, then Shadow players
// assign the rest"): the Free Peoples player may assign each of its companions that can still
// exert to skirmish one minion not yet assigned; then each Shadow player, in the Shadow phases'
// order, assigns each of its own minions left to a companion of its choice (ours: every minion
// left is assigned, to any companion, exhausted or not). Each companion with minions is a
// skirmish.
import type { RuleContext } from '../../core/context.ts';
import { canExert, companionsOf, everyMinion, freePeoples, minionsOf, strengthOf } from './board.ts';
import { shadowPlayers } from './shadow.ts';
import { lotrState, type Skirmish } from './state.ts';

const DONE = 'done';

const assigned = (ctx: RuleContext) => new Set(lotrState.read(ctx.state).skirmishes.flatMap((s) => s.minions));

/** Rule lotrAssignment: the assignments start empty; the Free Peoples player assigns first. */
export function assignment(ctx: RuleContext): void {
  lotrState.write(ctx.state).skirmishes = [];
  freePeoplesAssigns(ctx);
}

/** The Free Peoples player's next assignment: a companion not yet assigned, that can exert, against a minion not yet assigned. */
function freePeoplesAssigns(ctx: RuleContext): void {
  const fp = freePeoples(ctx.state)!;
  const taken = assigned(ctx);
  const busy = new Set(lotrState.read(ctx.state).skirmishes.map((s) => s.character));
  const companions = companionsOf(ctx.state, fp).filter((c) => !busy.has(c.id) && canExert(ctx, c));
  const minions = everyMinion(ctx.state).filter((m) => !taken.has(m.id));
  if (companions.length === 0 || minions.length === 0) return shadowAssigns(ctx, 0);
  const options = companions.flatMap((c) =>
    minions.map((m) => ({
      id: `${c.id}>${m.id}`,
      label: `${c.name} (${strengthOf(ctx, c)}) skirmishes ${m.name} (${strengthOf(ctx, m)}, ${m.owner})`,
      card: c.id,
      data: { minion: m.id },
    })),
  );
  ctx.ask(
    {
      seat: fp,
      kind: 'assign',
      prompt: 'Assign a companion to skirmish a minion, or done (the Shadow players assign the rest)',
      options: [...options, { id: DONE, label: 'Done assigning' }],
    },
    'lotrAssigned',
  );
}

/** Rule lotrAssigned: the Free Peoples player's assignment, or done. */
export function onAssigned(ctx: RuleContext): void {
  if (ctx.answer === DONE) return shadowAssigns(ctx, 0);
  const [character, minion] = String(ctx.answer).split('>');
  assign(ctx, character, minion, freePeoples(ctx.state)!);
  freePeoplesAssigns(ctx);
}

function assign(ctx: RuleContext, character: string, minion: string, by: string): void {
  const record = lotrState.write(ctx.state);
  const skirmish = record.skirmishes.find((s) => s.character === character);
  if (skirmish) skirmish.minions.push(minion);
  else record.skirmishes.push({ character, minions: [minion] } as Skirmish);
  ctx.emit('minionAssigned', { minion, character, seat: by });
}

/** The next Shadow player (from the `turn`-th) with a minion left unassigned assigns it. */
function shadowAssigns(ctx: RuleContext, turn: number): void {
  const order = shadowPlayers(ctx);
  const taken = assigned(ctx);
  for (let k = turn; k < order.length; k++) {
    const minion = minionsOf(ctx.state, order[k]).find((m) => !taken.has(m.id));
    if (!minion) continue;
    const companions = companionsOf(ctx.state, freePeoples(ctx.state)!);
    if (companions.length === 0) return;
    ctx.ask(
      {
        seat: order[k],
        kind: 'assignMinion',
        prompt: `Assign ${minion.name} to skirmish which companion?`,
        options: companions.map((c) => ({ id: c.id, label: `${c.name} (${strengthOf(ctx, c)})`, card: c.id })),
      },
      'lotrMinionAssigned',
      { minion: minion.id, turn: k },
    );
    return;
  }
}

/** Rule lotrMinionAssigned: a Shadow player assigned one of its minions. */
export function onMinionAssigned(ctx: RuleContext): void {
  const { minion, turn } = ctx.data as { minion: string; turn: number };
  assign(ctx, String(ctx.answer), minion, ctx.card(minion).owner!);
  shadowAssigns(ctx, turn);
}
