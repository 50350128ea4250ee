// bot:greedy — plays sensibly without looking ahead: builds gold with holdings, then recruits
// the strongest personalities it can pay for; attacks an opponent whose ready units it
// outnumbers in Force, all its units at one province; defends a battlefield where it would lose
// the province or can win; uses its battle actions while it fights and its honor and card
// actions when it can, its rings first. It reads only what its seat sees: the table, its hand, the options.
import type { Choice, Decision, DecisionOption, GameState, SeatId } from '../../core/types.ts';
import type { BotStrategy } from '../../core/rules-module.ts';
import { bestOption as best, botOptions } from '../../core/bots.ts';
import { attackOf, force, goldProduction, personalitiesOf, provinceStrength, sameSide, unitForce } from './board.ts';
import { figure } from './rank.ts';

/** Gold production it aims for before it recruits personalities over holdings. */
const GOLD_TARGET = 9;

const cardOf = (state: GameState, o: DecisionOption) => (o.card ? state.cards[o.card] : undefined);

/** The ready Force of a seat's side: its own, or its whole team's (an attack's target is a team: Siege's Rokugani). */
const readyForce = (state: GameState, seatOrTeam: SeatId) =>
  state.seats
    .filter((s) => !s.eliminated && (s.id === seatOrTeam || s.team === seatOrTeam))
    .flatMap((s) => personalitiesOf(state, s.id))
    .filter((p) => !p.turned)
    .reduce((n, p) => n + unitForce(state, p), 0);

const production = (state: GameState, seat: SeatId) =>
  [...(state.zones[`${seat}.stronghold`] ?? []), ...(state.zones[`${seat}.home`] ?? [])]
    .map((id) => state.cards[id])
    .reduce((n, c) => n + figure(state, c.stats.goldProduction), 0);

function recruit(state: GameState, d: Decision): string {
  const buys = d.options.filter((o) => o.id !== 'done');
  if (buys.length === 0) return 'done';
  const wantsGold = production(state, d.seat) < GOLD_TARGET;
  return best(buys, (o) => {
    const c = cardOf(state, o)!;
    if (c.type === 'holding') return wantsGold ? 100 + goldProduction(state, { ...c, turned: false }) : 0;
    // A region's strength keeps a province standing: worth a little, after units.
    if (c.type === 'region') return 5 + figure(state, c.stats.provinceStrength);
    return 10 + figure(state, c.stats.force) * 3 + figure(state, c.stats.personalHonor);
  });
}

/** Attack the opponent whose ready Force its own outweighs most, if any. */
function declareAttack(state: GameState, d: Decision): string {
  const own = readyForce(state, state.seats.find((s) => s.id === d.seat)!.team);
  const targets = d.options.filter((o) => o.id !== 'noAttack');
  const margin = (o: DecisionOption) => own - readyForce(state, o.id);
  const pick = best(targets, margin);
  return margin(targets.find((o) => o.id === pick)!) > 0 ? pick : 'noAttack';
}

/** Every unit to one province: the weakest of those that may fall (Siege: a territory its row lets be destroyed). */
function assignAttacker(state: GameState, d: Decision): string {
  const provinces = d.options.filter((o) => o.id !== 'home');
  return best(
    provinces,
    (o) => ((o.data as { mayFall?: boolean } | undefined)?.mayFall === false ? -1000 : 0) - provinceStrength(state, cardOf(state, o)!),
  );
}

/** Defend a battlefield where this unit saves the province or wins the battle; else stay home. */
function assignDefender(d: Decision): string {
  let choice = 'home';
  let bestGain = 0;
  for (const o of d.options) {
    const f = o.data as { strength: number; attackerForce: number; defenderForce: number; unitForce: number } | undefined;
    if (!f) continue;
    const falls = (defence: number) => f.attackerForce - defence >= f.strength;
    const gain =
      falls(f.defenderForce) && !falls(f.defenderForce + f.unitForce) ? 3 : f.defenderForce + f.unitForce > f.attackerForce ? 2 : 0;
    if (gain > bestGain) [choice, bestGain] = [o.id, gain];
  }
  return choice;
}

/** In battle, any battle action helps its side; in the action phase, attach, play and lobby. */
function action(state: GameState, d: Decision): string {
  const uses = d.options.filter((o) => o.id !== 'pass');
  if (uses.length === 0) return 'pass';
  if (attackOf(state)?.current) return uses[0]!.id;
  const top = best(uses, rank);
  return rank(uses.find((o) => o.id === top)!) > 0 ? top : 'pass';
}

/** What it does first in the action phase: rings, then attachments, Lobby, cards; the Favor's draw never (kept for battle). */
function rank(o: DecisionOption): number {
  const order: [string, number][] = [
    ['ring:', 5],
    ['attach:', 4],
    ['lobby', 3],
    ['play:', 2],
    ['ability:', 2],
    ['favor:draw', 0],
  ];
  return order.find(([prefix]) => o.id.startsWith(prefix))?.[1] ?? 1;
}

/** A target: the strongest enemy card, else its own strongest. */
function target(state: GameState, d: Decision): string {
  return best(d.options, (o) => {
    const c = cardOf(state, o);
    if (!c) return 0;
    return (c.controller && sameSide(state, c.controller, d.seat) ? 0 : 100) + force(state, c);
  });
}

export const greedyBot: BotStrategy = (state, decision) => {
  const d = botOptions(decision);
  const forceOf = (o: DecisionOption) => {
    const card = cardOf(state, o);
    return card ? force(state, card) : 0;
  };
  const strongest = () => best(d.options, forceOf);
  const weakest = () => best(d.options, (o) => -forceOf(o));
  const pick = (): Choice => {
    switch (d.kind) {
      case 'recruit':
        return recruit(state, d);
      case 'declareAttack':
        return declareAttack(state, d);
      case 'assignAttacker':
        return assignAttacker(state, d);
      case 'assignDefender':
        return assignDefender(d);
      case 'action':
        return action(state, d);
      case 'target':
        return target(state, d);
      case 'attachTo':
      case 'favorForce':
        return strongest();
      case 'lobby':
        return weakest();
      case 'reaction':
      case 'interrupt':
        return 'use';
      case 'cycle':
        return [];
      case 'discardToLimit':
        return d.options.slice(0, d.min).map((o) => o.id);
      default:
        // Payments come least wasteful first; battle order, opponents: the first.
        return d.options[0]!.id;
    }
  };
  return pick();
};
