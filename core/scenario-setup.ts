// A scenario's board: cards placed by name, counters set, the first player chosen.
// Applied as a flow frame after the format's own setup, so it is part of the game's data.
import type { Json } from './types.ts';
import type { ScenarioFile } from './scenario-schema.ts';
import { RuleError, type RuleContext } from './context.ts';

/** The `setup:` of a scenario file (see core/scenario-schema.ts). */
export type ScenarioSetup = NonNullable<ScenarioFile['setup']>;

export function applyScenarioSetup(ctx: RuleContext, setup: ScenarioSetup): void {
  for (const zone of setup.clear ?? []) for (const id of [...ctx.zone(zone)]) ctx.removeCard(id);
  for (const spec of setup.cards ?? []) {
    if (!(spec.zone in ctx.state.zones))
      throw new RuleError(
        `scenario places ${spec.card} in unknown zone "${spec.zone}" (zones: ${Object.keys(ctx.state.zones).join(', ')})`,
      );
    const defaultOwner = spec.zone.split('.')[0];
    const owner = spec.owner ?? (ctx.state.seats.some((s) => s.id === defaultOwner) ? defaultOwner : null);
    for (let k = 0; k < (spec.count ?? 1); k++) {
      const card = ctx.createCard(spec.card, owner, spec.zone, spec.faceUp ?? true);
      if (spec.turned || spec.tokens || spec.status || spec.data || spec.stats) {
        ctx.changeCard(card.id, {
          turned: spec.turned ?? false,
          tokens: spec.tokens ?? {},
          status: spec.status ?? [],
          data: (spec.data ?? {}) as Record<string, Json>,
          ...(spec.stats ? { stats: spec.stats } : {}),
        });
      }
    }
  }
  for (const [path, value] of Object.entries(setup.counters ?? {})) {
    const [owner, name] = path.split('.');
    if (!name) throw new RuleError(`scenario counter "${path}" should be owner.counter, e.g. p1.honor`);
    ctx.setCounter(owner, name, value, 'scenario setup');
  }
  if (setup.firstPlayer) {
    // The token keeps the kind the format gives it: a seat named in a team format means its team.
    const id = setup.firstPlayer;
    if (ctx.state.firstPlayer?.kind === 'team') {
      const team = ctx.state.teams.some((t) => t.id === id) ? id : ctx.teamOf(ctx.seat(id).id).id;
      ctx.setFirstPlayer('team', team);
    } else ctx.setFirstPlayer('seat', ctx.seat(id).id);
    // A turn the format's setup already gave the first player (passTurn) goes with the token.
    const active = ctx.state.active;
    if (active && ctx.state.round === 0)
      ctx.setActive(active.kind, active.kind === 'team' ? ctx.teamOf(ctx.firstPlayerSeat()).id : ctx.firstPlayerSeat());
  }
  Object.assign(ctx.state.vars, (setup.vars ?? {}) as Record<string, Json>);
  // A module's record keeps the fields the scenario doesn't name (merged one level deep).
  for (const [name, fields] of Object.entries(setup.modules ?? {})) Object.assign((ctx.state.modules[name] ??= {}) as object, fields);
}
