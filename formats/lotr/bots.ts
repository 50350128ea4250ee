// bot:greedy — plays sensibly without looking ahead. As the Free Peoples: plays companions
// (strongest first) and the possessions they bear, assigns its strongest companions to minions
// they beat, moves again only with a healthy Ring-bearer. As a Shadow player: plays the
// strongest minion it can pay for, then its other Shadow cards, and assigns its minions to the
// weakest companion. In a skirmish, each side takes actions that help its own side. It reads
// only what its seat sees: the table, its hand, the options.
import type { Choice, Decision, DecisionOption, GameState } from '../../core/types.ts';
import type { BotStrategy } from '../../core/rules-module.ts';
import type { ResolvedFormat } from '../../core/format.ts';
import { RuleContext } from '../../core/context.ts';
import { bestOption as best } from '../../core/bots.ts';
import { lotrVocabulary } from './vocabulary.ts';
import { canExert, companionsOf, freePeoples, inSkirmish, isRingBearer, ringBearerOf, strengthOf, vitalityOf, woundsOn } from './board.ts';
import { resistanceOf } from './changes.ts';
import { lotrState } from './state.ts';

// The readings need the card vocabulary (persistent bonuses), nothing else of the module.
const READER = { name: 'lotr', hooks: {}, vocabulary: lotrVocabulary };
const reading = (state: GameState, format: ResolvedFormat) => new RuleContext(state, format, READER, []);

const cardOf = (state: GameState, o: DecisionOption) => (o.card ? state.cards[o.card] : undefined);

/** Fellowship and Shadow phase actions, and every other window's. */
function action(ctx: RuleContext, d: Decision): string {
  const fp = freePeoples(ctx.state) === d.seat;
  const skirmish = lotrState.read(ctx.state).skirmish;
  const score = (o: DecisionOption): number => {
    const c = cardOf(ctx.state, o);
    if (o.id === 'pass' || !c) return 0;
    if (o.id.startsWith('play:')) {
      if (c.type === 'minion') return 40 + strengthOf(ctx, c);
      if (!fp) return 20;
      // Every Free Peoples card feeds the Shadow's pool: companions up to four, other cards only cheap ones.
      if (c.type === 'companion') return companionsOf(ctx.state, d.seat).length < 4 ? 40 + strengthOf(ctx, c) : 0;
      return Number(c.stats.cost ?? 0) <= 1 ? 20 : 0;
    }
    // Never wear down the Ring-bearer to pay for another card.
    const payWith = ((o.data as { payWith?: string[] } | undefined)?.payWith ?? []).map((id) => ctx.state.cards[id]!);
    if (payWith.some((p) => isRingBearer(ctx, p) && p.id !== c.id)) return 0;
    // Skirmish actions only when they make this seat's side stronger in the skirmish under way:
    // an event or an ability with a target (the target is chosen in the skirmish), or one on a
    // card that is fighting in it.
    if (ctx.state.phase === 'skirmish') {
      if (!skirmish || !o.label.includes('strength +')) return 0;
      const mine = fp ? [skirmish.character] : skirmish.minions;
      if (o.id.startsWith('ability:') && !mine.includes(c.id) && !/\b(a|an|another)\b.*\bstrength \+/.test(o.label)) return 0;
      return 10;
    }
    return 10;
  };
  const pick = best(d.options, score);
  return score(d.options.find((o) => o.id === pick)!) > 0 ? pick : 'pass';
}

/**
 * The Free Peoples assign to shield the Ring-bearer: each other companion that can still exert
 * takes a minion, the strongest companion the strongest minion; the Ring-bearer is never offered.
 */
function assign(ctx: RuleContext, d: Decision): string {
  const score = (o: DecisionOption) => {
    if (o.id === 'done') return 0;
    const minion = ctx.state.cards[String((o.data as { minion: string }).minion)]!;
    const companion = cardOf(ctx.state, o)!;
    if (isRingBearer(ctx, companion)) return -1;
    return 1 + strengthOf(ctx, companion) * 100 + strengthOf(ctx, minion);
  };
  return best(d.options, score);
}

/** A Shadow player's minion goes against the weakest companion (the Ring-bearer last of equals). */
function assignMinion(ctx: RuleContext, d: Decision): string {
  return best(d.options, (o) => {
    const c = cardOf(ctx.state, o)!;
    return -strengthOf(ctx, c) * 10 - (vitalityOf(ctx, c) - woundsOn(c));
  });
}

/** Move again only with a Ring-bearer that can take two more wounds and burdens well short of its resistance. */
function moveOrStay(ctx: RuleContext, d: Decision): string {
  const bearer = ringBearerOf(ctx, d.seat);
  if (!bearer) return 'stay';
  const healthy = vitalityOf(ctx, bearer) - woundsOn(bearer) >= 3 && ctx.counter(d.seat, 'burdens') <= resistanceOf(bearer) - 3;
  return healthy && companionsOf(ctx.state, d.seat).filter((c) => canExert(ctx, c)).length >= 2 ? 'move' : 'stay';
}

export const greedyBot: BotStrategy = (state: GameState, d: Decision, _random, format): Choice => {
  const ctx = reading(state, format);
  switch (d.kind) {
    case 'action':
      return action(ctx, d);
    case 'assign':
      return assign(ctx, d);
    case 'assignMinion':
      return assignMinion(ctx, d);
    case 'moveOrStay':
      return moveOrStay(ctx, d);
    case 'archeryWound':
      // Spread wounds: the character with the most vitality left.
      return best(d.options, (o) => {
        const c = cardOf(state, o)!;
        return vitalityOf(ctx, c) - woundsOn(c) - (isRingBearer(ctx, c) ? 10 : 0);
      });
    case 'startingCompanion':
      // The costliest companion that fits: the strongest, in the sample.
      return best(d.options, (o) => (o.id === 'done' ? 0 : 1 + Number(/\((\d+) twilight\)/.exec(o.label)?.[1] ?? 0)));
    case 'skirmish':
      return d.options[0]!.id;
    case 'reconcile':
      return d.options.slice(0, d.min).map((o) => o.id);
    case 'target':
      return best(d.options, (o) => {
        const c = cardOf(state, o);
        return c && inSkirmish(lotrState.read(state).skirmish, c) ? 1 : 0;
      });
    case 'reaction':
      return 'use';
    default:
      return d.options[0]!.id;
  }
};
