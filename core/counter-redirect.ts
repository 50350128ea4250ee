// Counter redirection (a seat counter's YAML `redirect:`): a change the rules would make to a
// seat's counter that its role doesn't take goes elsewhere — nowhere (`none`), the general
// pool (`pool`: the pool gives or takes the whole amount, so the other side of an exchange
// still gains or loses it), or a team counter (`team.<counter>`: the owner's team gains the
// amount; `byTeam.<counter>`: the team of the seat whose card caused it does). The first rule
// that matches the seat's role, the change's sign and who caused it applies.
import type { CounterRedirect, FormatFile } from './schema/format-schema.ts';
import type { SeatState } from './types.ts';

/** Who caused a change to `seat`'s counter, as a redirect's `by` reads it. */
export type Cause = 'own' | 'teammate' | 'opponent';

export function causeOf(seat: SeatState, by: SeatState | undefined): Cause {
  if (!by || by.id === seat.id) return 'own';
  return by.team === seat.team ? 'teammate' : 'opponent';
}

/** The redirect for a change of `delta` to `seat`'s counter `name` caused thus, if any. */
export function redirectFor(format: FormatFile, seat: SeatState, name: string, delta: number, cause: Cause): CounterRedirect | undefined {
  const rules = format.counters?.seat?.[name]?.redirect;
  if (!rules || delta === 0) return undefined;
  const change = delta > 0 ? 'gain' : 'lose';
  return rules.find((r) => (!r.roles || r.roles.includes(seat.role)) && (r.change ?? change) === change && (r.by ?? cause) === cause);
}
