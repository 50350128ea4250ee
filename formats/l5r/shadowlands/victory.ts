// Winning against the Shadowlands — these three conditions and only these — and the team
// elimination penalties (App. III): players are never eliminated, they play on weakened.
import type { Winner } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import { isBroken, isStrongholdProvince, provincesOf, strongholdOf } from '../board.ts';
import { breakProvince } from '../conflict.ts';
import { isSkirmish, players, shadowlandsSeat } from './faction.ts';
import { l5rState } from '../state.ts';

export function shadowlandsProvincesBroken(ctx: RuleContext): Winner | null {
  const sl = shadowlandsSeat(ctx);
  const provinces = provincesOf(ctx.state, sl.id);
  if (provinces.length === 0 || !provinces.every(isBroken)) return null;
  return ctx.teamWins(players(ctx)[0].team, 'broke every Shadowlands province');
}

export function playersProvincesBroken(ctx: RuleContext): Winner | null {
  const done = players(ctx).every((p) => {
    const provinces = provincesOf(ctx.state, p.id);
    return isSkirmish(ctx) ? provinces.every(isBroken) : provinces.some((x) => isStrongholdProvince(x) && isBroken(x));
  });
  if (!done) return null;
  return ctx.teamWins(
    shadowlandsSeat(ctx).team,
    isSkirmish(ctx) ? "broke every player's provinces" : "broke every player's stronghold province",
  );
}

/** At the end of a round (after roundEnded), an empty Shadowlands dynasty deck means the players survived. */
export function shadowlandsDynastyDeckEmpty(ctx: RuleContext): Winner | null {
  if (!ctx.roundEnded) return null;
  if (ctx.zone(`${shadowlandsSeat(ctx).id}.dynastyDeck`).length > 0) return null;
  return ctx.teamWins(players(ctx)[0].team, 'the Shadowlands dynasty deck ran out');
}

/**
 * App. III penalties, applied as soon as they arise: a player at 0 honor has its stronghold
 * province broken (skirmish: every province); a player whose stronghold province is broken
 * plays with a blank stronghold, bids at most 2 and can't reshuffle (skirmish, every province
 * broken: bids at most 1, can't reshuffle).
 */
export function teamPenalties(ctx: RuleContext): Winner | null {
  for (const p of players(ctx)) {
    const provinces = provincesOf(ctx.state, p.id);
    if (ctx.counter(p.id, 'honor') <= 0) {
      for (const x of provinces) if (!isBroken(x) && (isSkirmish(ctx) || isStrongholdProvince(x))) breakProvince(ctx, x);
    }
    const out = isSkirmish(ctx) ? provinces.every(isBroken) : provinces.some((x) => isStrongholdProvince(x) && isBroken(x));
    if (!out || l5rState.read(ctx.state).penalties[p.id]) continue;
    const bidCap = isSkirmish(ctx) ? 1 : 2;
    l5rState.write(ctx.state).penalties[p.id] = { bidCap };
    const stronghold = strongholdOf(ctx.state, p.id);
    if (stronghold) ctx.changeCard(stronghold.id, { data: { blank: true } });
    ctx.emit('eliminationPenalty', { seat: p.id, bidCap });
  }
  return null;
}
