// The plot phase (BASE-RULES §3): every player chooses a plot from its plot deck in secret, and
// the plots are revealed together. Each player collects its income (the plot's gold, plus the
// gold of its locations); the highest initiative wins initiative (ties: the player with less
// power, then at random — ours, the digest is silent) and its player chooses the first player.
// A revealed plot stays until the next one replaces it (then it is used); a player whose plot
// deck is empty takes its used plots back.
import type { DecisionOption, GameState, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { cardsIn } from '../../core/zones.ts';
import { locationsOf, totalPower } from './board.ts';

type Board = Pick<GameState, 'zones' | 'cards'>;

/** A figure of `seat`'s revealed plot (income, initiative, claim, reserve); 0 before its first plot. */
export function plotStat(state: Board, seat: SeatId, stat: string): number {
  const plot = cardsIn(state, `${seat}.plot`)[0];
  return plot ? Number(plot.stats[stat] ?? 0) : 0;
}

/** Choices agotPlots: the plots in the seat's plot deck. */
export function plotChoices(ctx: RuleContext, seat: SeatId): DecisionOption[] {
  return cardsIn(ctx.state, `${seat}.plotDeck`).map((p) => ({
    id: p.id,
    label: `${p.name} (income ${p.stats.income}, initiative ${p.stats.initiative}, claim ${p.stats.claim}, reserve ${p.stats.reserve})`,
    card: p.id,
  }));
}

/** Rule agotPlotsRevealed: the chosen plots turn up together; income; initiative. */
export function plotsRevealed(ctx: RuleContext): void {
  const choices = ctx.data.choices as Record<SeatId, string>;
  const seats = ctx.seatsInPlayerOrder().filter((s) => !s.eliminated && choices[s.id]);
  for (const { id: seat } of seats) {
    for (const old of cardsIn(ctx.state, `${seat}.plot`)) ctx.moveCard(old.id, `${seat}.usedPlots`, { faceUp: true });
    ctx.moveCard(choices[seat], `${seat}.plot`, { faceUp: true });
    if (ctx.zone(`${seat}.plotDeck`).length === 0)
      for (const used of cardsIn(ctx.state, `${seat}.usedPlots`)) ctx.moveCard(used.id, `${seat}.plotDeck`, { faceUp: true });
  }
  for (const { id: seat } of seats) {
    // A duplicate on a location adds no gold: it is a copy placed on its card, not a location of its own.
    const locations = locationsOf(ctx.state, seat);
    const income = plotStat(ctx.state, seat, 'income') + locations.reduce((n, l) => n + Number(l.stats.gold ?? 0), 0);
    if (income > 0) ctx.addCounter(seat, 'gold', income, 'income');
  }
  const winner = initiativeWinner(
    ctx,
    seats.map((s) => s.id),
  );
  ctx.emit('initiativeWon', { seat: winner, initiative: plotStat(ctx.state, winner, 'initiative') });
  const candidates = ctx.seatsInPlayerOrder().filter((s) => !s.eliminated);
  ctx.ask(
    {
      seat: winner,
      kind: 'firstPlayer',
      prompt: 'You won initiative: choose the first player',
      options: candidates.map((s) => ({ id: s.id, label: s.id === winner ? `${s.id} (you)` : s.id })),
    },
    'agotFirstPlayerChosen',
  );
}

/** The highest initiative; ties to the player with the least power, then at random. */
function initiativeWinner(ctx: RuleContext, seats: SeatId[]): SeatId {
  const best = Math.max(...seats.map((s) => plotStat(ctx.state, s, 'initiative')));
  let tied = seats.filter((s) => plotStat(ctx.state, s, 'initiative') === best);
  const least = Math.min(...tied.map((s) => totalPower(ctx, s)));
  tied = tied.filter((s) => totalPower(ctx, s) === least);
  return tied.length === 1 ? tied[0] : tied[ctx.random(0, tied.length - 1)];
}

export function onFirstPlayerChosen(ctx: RuleContext): void {
  ctx.setFirstPlayer('seat', String(ctx.answer));
}
