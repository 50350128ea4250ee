// bot:greedy — plays sensibly without looking ahead: the plot with the most income while it is
// short of characters, else the most claim; marshals the strongest characters it can pay for,
// then locations; plays cards into Shadows with gold to spare and brings the most expensive one
// out it can; challenges with every character that has the icon when its strength beats what
// the defender could stand against it; defends when it can win; kills its weakest for claim. It
// reads only what its seat sees: the table, its hand and Shadows area, the options.
import type { Choice, Decision, DecisionOption, GameState, SeatId } from '../../core/types.ts';
import type { BotStrategy } from '../../core/rules-module.ts';
import { bestOption as best, botOptions } from '../../core/bots.ts';
import type { ResolvedFormat } from '../../core/format.ts';
import { charactersOf, hasIcon, printedCost, strength } from './board.ts';
import { agotState, type ChallengeType } from './state.ts';

const cardOf = (state: GameState, o: DecisionOption) => (o.card ? state.cards[o.card] : undefined);

type Defs = ResolvedFormat['cardDefs'];

/** The strength a seat could send into a challenge of this type: its standing characters with the icon. */
const standingStrength = (state: GameState, defs: Defs, seat: SeatId, type: string) =>
  charactersOf(state, seat)
    .filter((c) => c.faceUp && !c.turned && hasIcon(defs, c, type as ChallengeType))
    .reduce((n, c) => n + strength(state, c), 0);

function plot(state: GameState, d: Decision): string {
  const few = charactersOf(state, d.seat).length < 4;
  return best(d.options, (o) => {
    const p = cardOf(state, o)!;
    const n = (k: string) => Number(p.stats[k] ?? 0);
    return few ? n('income') * 10 + n('initiative') : n('claim') * 10 + n('income') + n('initiative') / 10;
  });
}

/** Marshalling and challenge actions: characters first, strongest; locations; events; Shadows with gold to spare. */
function action(state: GameState, d: Decision): string {
  const gold = state.seats.find((s) => s.id === d.seat)!.counters.gold ?? 0;
  const score = (o: DecisionOption): number => {
    const c = cardOf(state, o);
    if (o.id === 'pass' || !c) return 0;
    if (o.id.startsWith('duplicate:')) return 50;
    if (o.id.startsWith('marshal:')) return c.type === 'character' ? 40 + strength(state, c) * 2 : c.type === 'location' ? 30 : 20;
    if (o.id.startsWith('shadows:')) return gold >= 4 ? 15 + printedCost(c) : -1;
    if (o.id.startsWith('event:') || o.id.startsWith('ability:')) return 10;
    return 1;
  };
  const pick = best(d.options, score);
  return score(d.options.find((o) => o.id === pick)!) > 0 ? pick : 'pass';
}

/** A challenge it expects to win: its standing strength with the icon beats the defender's. */
function challenge(state: GameState, defs: Defs, d: Decision): string {
  const types = d.options.filter((o) => o.id !== 'done');
  const opponents = state.seats.filter((s) => !s.eliminated && s.id !== d.seat);
  const margin = (o: DecisionOption) =>
    standingStrength(state, defs, d.seat, o.id) - Math.min(...opponents.map((s) => standingStrength(state, defs, s.id, o.id)));
  const pick = best(types, margin);
  return margin(types.find((o) => o.id === pick)!) > 0 ? pick : 'done';
}

/** Challenge the opponent with the least standing strength of the type (power: the most power). */
function whom(state: GameState, defs: Defs, d: Decision): string {
  return best(d.options, (o) => -standingStrength(state, defs, o.id, (o.data as { type: ChallengeType }).type));
}

/** Defend with the fewest strongest characters that beat the attack, or not at all. */
function defenders(state: GameState, d: Decision): Choice {
  const c = agotState.read(state).challenge;
  if (!c) return [];
  const attack = c.attackers.reduce((n, id) => n + strength(state, state.cards[id]), 0);
  const mine = d.options.map((o) => cardOf(state, o)!).sort((a, b) => strength(state, b) - strength(state, a));
  const chosen: string[] = [];
  let total = 0;
  for (const card of mine) {
    if (total >= attack) break;
    chosen.push(card.id);
    total += strength(state, card);
  }
  return total >= attack ? chosen : [];
}

export const greedyBot: BotStrategy = (state, decision, _random, format) => {
  const defs = format.cardDefs;
  const d = botOptions(decision);
  const strengthOf = (o: DecisionOption) => {
    const card = cardOf(state, o);
    return card && card.type !== 'hidden' ? strength(state, card) : 0;
  };
  switch (d.kind) {
    case 'plot':
      return plot(state, d);
    case 'action':
      return action(state, d);
    case 'challenge':
      return challenge(state, defs, d);
    case 'challengeWhom':
      return whom(state, defs, d);
    case 'attackers':
      return d.options.map((o) => o.id);
    case 'defenders':
      return defenders(state, d);
    case 'claimKill':
    case 'discardToReserve':
      return [...d.options]
        .sort((a, b) => strengthOf(a) - strengthOf(b))
        .slice(0, d.min)
        .map((o) => o.id);
    case 'comeOut':
      return best(d.options, (o) => (o.id === 'pass' ? 0 : 1 + printedCost(cardOf(state, o)!)));
    case 'setupCard':
      return best(d.options, (o) => (o.id === 'done' ? 0 : 1 + strengthOf(o)));
    case 'firstPlayer':
      return d.options.find((o) => o.id === d.seat)?.id ?? d.options[0]!.id;
    case 'target':
      return best(d.options, (o) => {
        const c = cardOf(state, o);
        return c ? (c.controller === d.seat ? 0 : 100) + strength(state, c) : 0;
      });
    case 'reaction':
      return 'use';
    default:
      return d.options[0]!.id;
  }
};
