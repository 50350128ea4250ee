// "In player order": when several players must each do something (follow a card's
// instructions, respond to an event), the team with the first player token goes first, then
// the others in turn; within a team its players go one at a time in the order the team
// chooses. With one player per team this is plain player order. (Every base game's "player
// order"; the team reading is Under Fu Leng's Shadow, App. III.)
import type { Json, SeatId } from './types.ts';
import type { RuleContext } from './context.ts';
import { teamsInOrder } from './seats.ts';

/** The core hook that takes a team's answer to "which of you goes next?". */
export const PLAYER_ORDER_HOOK = 'core.playerOrder';

/**
 * Run rule `then` once per seat (args: `data` plus `seat`), team by team from the first
 * player's; a team with several of these seats is asked which goes next — "which of you
 * `doing` next?" (default: follows the instructions).
 */
export function inPlayerOrder(
  ctx: RuleContext,
  seats: SeatId[],
  then: string,
  data: Record<string, Json>,
  doing = 'follows the instructions',
): void {
  for (const team of teamsInOrder(ctx.state)) {
    const own = seats.filter((s) => ctx.seat(s).team === team.id);
    if (own.length > 0) nextInTeamOrder(ctx, own, then, data, doing);
  }
}

function nextInTeamOrder(ctx: RuleContext, seats: SeatId[], then: string, data: Record<string, Json>, doing: string): void {
  if (seats.length === 1) return ctx.call(then, { ...data, seat: seats[0] });
  // The team decides together; its first seat in player order answers for it.
  const team = ctx.seat(seats[0]).team;
  const speaker = ctx.seatsInPlayerOrder().find((s) => s.team === team)!.id;
  ctx.ask(
    {
      seat: speaker,
      kind: 'playerOrder',
      prompt: `Which of you ${doing} next?`,
      options: seats.map((s) => ({ id: s, label: s })),
    },
    PLAYER_ORDER_HOOK,
    { seats, then, data, doing },
  );
}

/** Continuation: the chosen seat goes, then the team picks among the rest. */
export function onPlayerOrder(ctx: RuleContext): void {
  const { seats, then, data, doing } = ctx.data as { seats: SeatId[]; then: string; data: Record<string, Json>; doing: string };
  const seat = String(ctx.answer);
  ctx.call(then, { ...data, seat });
  nextInTeamOrder(
    ctx,
    seats.filter((s) => s !== seat),
    then,
    data,
    doing,
  );
}
