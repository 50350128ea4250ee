// Win checks, run after every step that told of a change (core/engine.ts run): the format's
// `win:` list in order; the first that finds a winner ends the game. Elimination checks
// remove seats and may leave one team. A rules module's check reads only what events tell.
import type { RuleContext } from './context.ts';
import { RuleError } from './context.ts';

export function checkWins(ctx: RuleContext): void {
  for (const check of ctx.format.win) {
    if (ctx.state.ended) return;
    if (check.reach) {
      const [scope, name] = check.reach.counter.split('.');
      const goal = ctx.num(check.reach.atLeast);
      const owners =
        scope === 'team'
          ? ctx.state.teams.filter((t) => !t.eliminated).map((t) => t.id)
          : ctx.state.seats.filter((s) => !s.eliminated).map((s) => s.id);
      // Several reaching the goal at once: the highest wins; equal highest share the win.
      const reached = owners.filter((o) => ctx.counter(o, name) >= goal);
      if (reached.length > 0) {
        const best = Math.max(...reached.map((o) => ctx.counter(o, name)));
        const teams = [
          ...new Set(reached.filter((o) => ctx.counter(o, name) === best).map((o) => (scope === 'team' ? o : ctx.seat(o).team))),
        ];
        ctx.endGame({ teams, seats: teams.flatMap((t) => ctx.team(t).seats), reason: check.reach.reason });
      }
    } else if (check.eliminateAt) {
      const name = check.eliminateAt.counter.split('.')[1];
      const floor = ctx.num(check.eliminateAt.atMost);
      for (const s of ctx.state.seats) if (!s.eliminated && ctx.counter(s.id, name) <= floor) ctx.eliminate(s.id, check.eliminateAt.reason);
    } else if (check.lastTeamStanding) {
      const alive = ctx.state.teams.filter((t) => !t.eliminated);
      if (alive.length === 1) ctx.endGame(ctx.teamWins(alive[0].id, check.lastTeamStanding.reason));
      else if (alive.length === 0) ctx.endGame({ teams: [], seats: [], reason: `${check.lastTeamStanding.reason}: no one is left` });
    } else if (check.rule) {
      const fn = ctx.module.winChecks?.[check.rule];
      if (!fn) throw new RuleError(`rules module ${ctx.module.name} has no win check "${check.rule}"`);
      const winner = fn(ctx);
      if (winner) ctx.endGame(winner);
    }
  }
}
