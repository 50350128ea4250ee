// The atomic step kinds a format can write in YAML without any TypeScript:
// counters, creating and shuffling cards, moving cards, passing the first player token.
import type { Step } from './schema/format-schema.ts';
import { RuleError, type RuleContext } from './context.ts';
import { teamsInOrder } from './seats.ts';

type Counter = NonNullable<Step['counter']>;
type Move = NonNullable<Step['move']>;

export function runCounter(ctx: RuleContext, s: Counter): void {
  for (const owner of ctx.owners(s.who)) {
    if (s.set !== undefined) ctx.setCounter(owner, s.name, ctx.num(s.set), s.reason);
    else ctx.addCounter(owner, s.name, ctx.num(s.add, 0), s.reason);
  }
}

/** Move the top `count` cards (end of the list) of each owner's `from` zone to `to`. */
export function runMove(ctx: RuleContext, s: Move): void {
  for (const owner of ctx.owners(s.who)) {
    const from = ctx.zoneKey(owner, s.from);
    const to = ctx.zoneKey(owner, s.to);
    const count = ctx.num(s.count, 1);
    for (let k = 0; k < count; k++) {
      const list = ctx.zone(from);
      if (list.length === 0) break;
      ctx.moveCard(list[list.length - 1], to, { faceUp: s.faceUp });
    }
  }
}

/** Run one atomic step; returns false if `step` is not an atomic kind. */
export function runAtomic(ctx: RuleContext, step: Step): boolean {
  if (step.counter) runCounter(ctx, step.counter);
  else if (step.move) runMove(ctx, step.move);
  else if (step.shuffle) {
    for (const owner of ctx.owners(step.shuffle.who)) ctx.shuffle(ctx.zoneKey(owner, step.shuffle.zone));
  } else if (step.createCards) {
    const s = step.createCards;
    for (const owner of ctx.owners(s.who)) {
      const zone = ctx.zoneKey(owner, s.zone);
      const seatOwner = ctx.state.seats.some((x) => x.id === owner) ? owner : null;
      for (const { card, count } of s.cards) {
        for (let k = 0; k < (count ?? 1); k++) ctx.createCard(card, seatOwner, zone, s.faceUp ?? false);
      }
    }
  } else if (step.passFirstPlayer) passFirstPlayer(ctx, step.passFirstPlayer);
  else if (step.passTurn) passTurn(ctx, step.passTurn);
  else if (step.goToPhase !== undefined) ctx.continueRoundAt(step.goToPhase);
  else return false;
  return true;
}

/**
 * Pass the turn: to the first player (the first turn, or each round's first), or from the
 * active seat to its left or right, or to the next team in table order. Before any turn,
 * left, right and nextTeam give the first turn to the first player (or its team).
 */
function passTurn(ctx: RuleContext, how: 'firstPlayer' | 'left' | 'right' | 'nextTeam'): void {
  const active = ctx.state.active;
  if (how === 'nextTeam') {
    const teams = ctx.state.teams.filter((t) => !t.eliminated);
    if (teams.length === 0) throw new RuleError('no team left to take the turn');
    if (!active) return ctx.setActive('team', ctx.teamOf(ctx.firstPlayerSeat()).id);
    const from = active.kind === 'team' ? active.id : ctx.teamOf(active.id).id;
    // A team out of the game (-1) hands the turn to the first team still in it.
    ctx.setActive('team', teams[(teams.findIndex((t) => t.id === from) + 1) % teams.length].id);
    return;
  }
  if (how === 'firstPlayer' || !active) return ctx.setActive('seat', ctx.firstPlayerSeat());
  const from = ctx.seatRef('active');
  ctx.setActive('seat', how === 'left' ? ctx.leftOf(from) : ctx.rightOf(from));
}

function passFirstPlayer(ctx: RuleContext, how: 'left' | 'right' | 'nextTeam'): void {
  const fp = ctx.state.firstPlayer;
  if (how === 'nextTeam') {
    const order = teamsInOrder(ctx.state);
    if (order.length === 0) throw new RuleError('no team left to take the first player token');
    ctx.setFirstPlayer('team', (order[1] ?? order[0]).id);
    return;
  }
  const from = ctx.firstPlayerSeat();
  const to = how === 'left' ? ctx.leftOf(from) : ctx.rightOf(from);
  ctx.setFirstPlayer(fp?.kind === 'team' ? 'team' : 'seat', fp?.kind === 'team' ? ctx.teamOf(to).id : to);
}
