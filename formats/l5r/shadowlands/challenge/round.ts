// Challenge mode (Under Fu Leng's Shadow, "Challenge Mode"): what the Shadowlands player does
// differently from a clan — its cards drawn each dynasty phase, the honor bids compared with
// its dial, its conflict opportunities. Everything else is the standard game's (l5r) or the
// faction's (dynasty.ts, ring-effects.ts, victory.ts).
import type { RuleContext } from '../../../../core/context.ts';
import { numParam } from '../../board.ts';
import { drawConflictCards } from '../../changes.ts';
import { beginConflicts, ledgerOf } from '../../conflict.ts';
import { drawBids, revealedBids } from '../../draw.ts';
import { playerCount, players, shadowlandsSeat } from '../faction.ts';

/**
 * "Shadowlands Fate Collection and Card Draw": "After collecting fate, the Shadowlands player
 * draws two cards per opponent from their conflict deck".
 */
export function drawShadowlandsCards(ctx: RuleContext): void {
  const n = numParam(ctx, 'shadowlandsCardsPerOpponent') * playerCount(ctx);
  drawConflictCards(ctx, shadowlandsSeat(ctx).id, n);
}

/**
 * "Draw Phase": "Each non-Shadowlands player compares their honor bid to the Shadowlands
 * player's honor bid and gains or loses honor equal to the difference. The Shadowlands player
 * has no honor value"; everyone draws its bid.
 */
export function resolveChallengeBids(ctx: RuleContext): void {
  const bids = revealedBids(ctx);
  const against = bids[shadowlandsSeat(ctx).id]!;
  for (const p of players(ctx)) {
    const diff = bids[p.id]! - against;
    if (diff !== 0) ctx.addCounter(p.id, 'honor', -diff, "honor bid against the Shadowlands player's");
  }
  drawBids(ctx, bids);
}

/**
 * "Conflict Phase": the team has its standard opportunities; the Shadowlands player has one per
 * opponent (`shadowlandsConflicts: perOpponent`; skirmish one) and "must alternate between
 * declaring military and political conflicts".
 */
export function beginChallengeConflicts(ctx: RuleContext): void {
  beginConflicts(ctx);
  const v = ctx.param('shadowlandsConflicts');
  const n = v === 'perOpponent' ? playerCount(ctx) : Number(v);
  ledgerOf(ctx)[shadowlandsSeat(ctx).team] = { military: 0, political: 0, any: n, left: n, alternates: true, lastType: null };
}
