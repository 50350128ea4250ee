// The effects an L5R card may name (formats/l5r/CARDS.md, Effects), for the core's ability
// runtime. `target` in a value means the chosen character, `self` the card itself.
import type { CardInstance } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { persistentOnly } from '../../core/ability/common-words.ts';
import type { AbilityUse, EffectWord, Vocabulary } from '../../core/ability/vocabulary.ts';
import { addLasting } from '../../core/ability/periods.ts';
import { passesFilters } from '../../core/ability/runtime.ts';
import { canParticipate, charactersOf, conflictOf, fate, isParticipating, sideOf, type ConflictType } from './board.ts';
import {
  bow,
  dishonorCard,
  discardAtRandom,
  discardFromPlay,
  drawConflictCards,
  honorCard,
  moveToConflict,
  placeFate,
  ready,
  removeFate,
  sendHome,
  taint,
} from './changes.ts';
import { eachOpponentChooses, putIntoPlayFromDiscard, putWarlordIntoPlay, startDuel } from './abilities.ts';

const n = (value: unknown) => Number(value);

/** The period that ends with each conflict (conflict.ts, claimRing): the usual duration of an L5R effect. */
export const CONFLICT = 'conflict';

/** An effect on the card a value names (`target` or `self`), and whether it would change that card. */
function onCard(
  apply: (ctx: RuleContext, card: CardInstance, use: AbilityUse) => void,
  changes: (t: CardInstance, ctx: RuleContext) => boolean,
): EffectWord {
  return {
    resolve(ctx, use, value) {
      const card = value === 'self' ? use.source : use.target;
      if (card) apply(ctx, card, use);
    },
    changes: (ctx, t, value) => value !== 'target' || changes(t, ctx),
  };
}

/** An effect on the using seat's counter. */
const ownCounter = (counter: string, sign: 1 | -1): EffectWord => ({
  resolve: (ctx, use, value) => void ctx.addCounter(use.seat, counter, sign * n(value), use.source.name),
});

/** An effect on "your opponent", chosen by the using seat when there are several. */
const onOpponent = (resolve: (ctx: RuleContext, use: AbilityUse & { opponent: string }, value: unknown) => void): EffectWord => ({
  onAnOpponent: true,
  resolve: (ctx, use, value) => {
    if (use.opponent) resolve(ctx, use as AbilityUse & { opponent: string }, value);
  },
});

export const EFFECTS: Record<string, EffectWord> = {
  gainFate: ownCounter('fate', 1),
  gainHonor: ownCounter('honor', 1),
  loseHonor: ownCounter('honor', -1),
  opponentLosesHonor: onOpponent((ctx, use, value) => void ctx.addCounter(use.opponent, 'honor', -n(value), use.source.name)),
  takeHonor: onOpponent((ctx, use, value) => void ctx.transfer(use.opponent, use.seat, 'honor', n(value), use.source.name)),
  opponentDiscardsAtRandom: onOpponent((ctx, use, value) => discardAtRandom(ctx, use.opponent, n(value))),
  opponentSacrifices: {
    ...onOpponent((ctx, use, value) => {
      const cards = charactersOf(ctx.state, use.opponent).filter((t) =>
        passesFilters(ctx, 'character', t, value as Record<string, unknown>, { source: use.source, seat: use.opponent }),
      );
      if (cards.length > 0) ctx.call('l5rSacrifice', { seat: use.opponent, cards: cards.map((t) => t.id), source: use.source.name });
    }),
    check: (value, vocabulary) => filterCheck(value, vocabulary),
  },
  draw: { resolve: (ctx, use, value) => drawConflictCards(ctx, use.seat, n(value)) },
  bow: onCard(bow, (t) => !t.turned),
  ready: onCard(ready, (t) => t.turned),
  honor: onCard(honorCard, (t) => !t.status.includes('honored')),
  dishonor: onCard(dishonorCard, (t) => !t.status.includes('dishonored')),
  taint: onCard(taint, (t) => !t.status.includes('tainted')),
  discard: onCard(
    (ctx, card, use) => discardFromPlay(ctx, card, use.source.name),
    () => true,
  ),
  sendHome: onCard(sendHome, (t, ctx) => isParticipating(ctx.state, t)),
  moveToConflict: onCard(moveToConflict, (t, ctx) => {
    const c = conflictOf(ctx.state);
    return !!c && !isParticipating(ctx.state, t) && !t.turned && canParticipate(t, c.type) && sideOf(ctx.state, t.controller!) !== null;
  }),
  placeFate: { resolve: (ctx, use, value) => placeFate(ctx, use.target ?? use.source, n(value)) },
  removeFate: {
    resolve: (ctx, use, value) => use.target && removeFate(ctx, use.target, n(value)),
    changes: (_ctx, t) => fate(t) > 0,
  },
  // Until the end of the conflict unless it says `until:` (round, phase).
  modifySkill: {
    resolve(ctx, use, value) {
      const m = value as { military?: number; political?: number; on?: string; until?: string };
      const on = m.on === 'self' ? use.source : (use.target ?? use.source);
      const change = { military: m.military ?? 0, political: m.political ?? 0 };
      addLasting(ctx, on, { modifySkill: change }, m.until ?? CONFLICT);
      ctx.emit('skillModified', { ...ctx.cardRef(on), ...change });
    },
    check(value, vocabulary) {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return 'expected { military: N, political: N, on: target|self, until: <period> }';
      const m = value as Record<string, unknown>;
      const extra = Object.keys(m).find((key) => !['military', 'political', 'on', 'until'].includes(key));
      if (extra) return `unknown field "${extra}" (military, political, on, until)`;
      const periods = ['round', 'phase', ...(vocabulary.periods ?? [])];
      if (m.until !== undefined && !periods.includes(String(m.until))) return `until: unknown period "${m.until}" (${periods.join(', ')})`;
      return undefined;
    },
  },
  duel: {
    resolve: (ctx, use, value) =>
      use.target && startDuel(ctx, use.seat, use.source, use.target, value as { type: ConflictType; loser: string }),
    changes: (ctx, _t, _value, use) => isParticipating(ctx.state, use.source) || use.source.type === 'event',
  },
  eachOpponentLosesHonor: {
    resolve: (ctx, use, value) => ctx.opponentsOf(use.seat).forEach((o) => ctx.addCounter(o.id, 'honor', -n(value), use.source.name)),
  },
  eachOpponentTaints: { resolve: (ctx, use) => eachOpponentChooses(ctx, use.seat, 'taint', use.source.name) },
  eachOpponentBows: { resolve: (ctx, use) => eachOpponentChooses(ctx, use.seat, 'bow', use.source.name) },
  eachOpponentRemovesFate: { resolve: (ctx, use) => eachOpponentChooses(ctx, use.seat, 'removeFate', use.source.name) },
  eachOpponentTaintsAProvince: { resolve: (ctx, use) => eachOpponentChooses(ctx, use.seat, 'taintProvince', use.source.name) },
  putIntoPlayFromDiscard: {
    resolve: (ctx, use, value) => putIntoPlayFromDiscard(ctx, use.seat, value as { maxCost?: number; from?: string }),
  },
  putWarlordIntoPlay: { resolve: (ctx, use, value) => putWarlordIntoPlay(ctx, use.seat, n(value)) },
  // Until the end of the conflict, on the attacked province(s); a holding's persistent bonus is read where strength is.
  provinceStrength: {
    resolve(ctx, _use, value) {
      for (const id of conflictOf(ctx.state)?.provinces ?? []) {
        const province = ctx.card(id);
        addLasting(ctx, province, { provinceStrength: n(value) }, CONFLICT);
        ctx.emit('provinceStrengthModified', { ...ctx.cardRef(province), amount: n(value) });
      }
    },
  },
  // While it applies, its controller's opponents gain no fate from rings (conflict.ts contestRing).
  opponentsGainNoRingFate: persistentOnly('opponentsGainNoRingFate'),
};

/** A value that is a character filter: every key one the character target kind knows. */
function filterCheck(value: unknown, vocabulary: Vocabulary): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'expected a character filter, e.g. { participating: true }';
  const unknown = Object.keys(value).find((key) => !Object.hasOwn(vocabulary.targets.character!.filters, key));
  return unknown === undefined
    ? undefined
    : `unknown character filter "${unknown}" (known: ${Object.keys(vocabulary.targets.character!.filters).sort().join(', ')})`;
}
