// The ability runtime every family shares: whether an ability can be used now (its use limit,
// conditions, costs and a legal target), and using it — costs paid, a target chosen, "your
// opponent" chosen when there are several, effects resolved in order — all through the
// family's vocabulary (vocabulary.ts). What an ability *is* stays data on the card.
import type { CardInstance, SeatId } from '../types.ts';
import type { RuleContext } from '../context.ts';
import type { Ability } from '../../cards/schema/card-schema.ts';
import { RuleError } from '../context.ts';
import type { AbilityUse, EffectWord, FilterWord, Vocabulary } from './vocabulary.ts';
import { recordUse, usesLeft } from './periods.ts';

type Entry = Record<string, unknown>;

/** The format's card vocabulary (its rules module's). */
export function vocabularyOf(ctx: RuleContext): Vocabulary {
  const vocabulary = ctx.module.vocabulary;
  if (!vocabulary) throw new RuleError(`rules module ${ctx.module.name} has no card vocabulary, so its cards' abilities can't be used`);
  return vocabulary;
}

// Entries are card data, fixed for the game: each is split once (abilities are checked for
// every option the bots weigh, so this is a hot path).
const split = new WeakMap<Entry, [string, unknown]>();

/** The one word of an entry (`{ draw: 1 }` → ['draw', 1]). */
export function wordOf(entry: Entry): [string, unknown] {
  let pair = split.get(entry);
  if (!pair) {
    pair = Object.entries(entry)[0] as [string, unknown];
    split.set(entry, pair);
  }
  return pair;
}

/** A card's abilities now. */
export function abilitiesOf(ctx: RuleContext, card: CardInstance): Ability[] {
  const vocabulary = vocabularyOf(ctx);
  return vocabulary.abilities ? vocabulary.abilities(ctx, card) : (ctx.format.cardDefs[card.def]?.abilities ?? []);
}

/** Do all of these conditions hold now for `card`, controlled by `seat`? */
export function conditionsHold(ctx: RuleContext, card: CardInstance, seat: SeatId, conditions: readonly Entry[] | undefined): boolean {
  if (!conditions) return true;
  const words = vocabularyOf(ctx).conditions;
  for (const entry of conditions) {
    const [name, value] = wordOf(entry);
    if (!word(words, name, 'condition')(ctx, card, seat, value)) return false;
  }
  return true;
}

/** Can `seat` pay every cost, with `extra` counters (the card's own price) spent besides? */
export function canPay(
  ctx: RuleContext,
  card: CardInstance,
  seat: SeatId,
  costs: readonly Entry[],
  extra?: Record<string, number>,
): boolean {
  const words = vocabularyOf(ctx).costs;
  let spent = extra;
  for (const entry of costs) {
    const [name, value] = wordOf(entry);
    const cost = word(words, name, 'cost');
    if (cost.canPay && !cost.canPay(ctx, card, seat, value)) return false;
    if (cost.payWith && cost.payWith(ctx, card, seat, value).length === 0) return false;
    if (!cost.spends) continue;
    spent = { ...spent };
    for (const [counter, n] of Object.entries(cost.spends(value))) spent[counter] = (spent[counter] ?? 0) + n;
  }
  if (!spent) return true;
  for (const counter in spent) if (spent[counter]! > 0 && ctx.counter(seat, counter) < spent[counter]!) return false;
  return true;
}

/** The cards chosen to pay an ability's costs: cost index → card id, for each cost with `payWith`. */
export type Payment = Record<number, string>;

/** Every way `seat` may pay the ability's costs that are paid with a chosen card (one empty payment when none is). */
export function paymentChoices(ctx: RuleContext, card: CardInstance, seat: SeatId, ability: Ability): Payment[] {
  const words = vocabularyOf(ctx).costs;
  let payments: Payment[] = [{}];
  (ability.cost ?? []).forEach((entry, i) => {
    const [name, value] = wordOf(entry);
    const payWith = word(words, name, 'cost').payWith;
    if (!payWith) return;
    const cards = payWith(ctx, card, seat, value);
    payments = payments.flatMap((p) => cards.map((c) => ({ ...p, [i]: c.id })));
  });
  return payments;
}

export function payCosts(ctx: RuleContext, card: CardInstance, seat: SeatId, costs: readonly Entry[], payment: Payment = {}): void {
  const words = vocabularyOf(ctx).costs;
  costs.forEach((entry, i) => {
    const [name, value] = wordOf(entry);
    const cost = word(words, name, 'cost');
    if (!cost.payWith) return cost.pay(ctx, card, seat, value);
    // The chosen card must still be one that can pay it (a stale or forged option is refused).
    const chosen = cost.payWith(ctx, card, seat, value).find((c) => c.id === payment[i]);
    if (!chosen) throw new RuleError(`${card.name}: its cost "${name}" needs a card that can pay it, chosen when the ability is used`);
    cost.pay(ctx, card, seat, value, chosen);
  });
}

/** A target kind's filters as [word, value] pairs, looked up once for all candidates. */
function filterWords(ctx: RuleContext, kindName: string, filters: Entry): [FilterWord, unknown][] {
  const kind = word(vocabularyOf(ctx).targets, kindName, 'target');
  return Object.entries(filters).map(([name, value]) => [word(kind.filters, name, `${kindName} filter`), value]);
}

/** Does `t` pass every filter of target kind `kindName`, from `use.seat`'s point of view? */
export function passesFilters(
  ctx: RuleContext,
  kindName: string,
  t: CardInstance,
  filters: Entry,
  use: { source: CardInstance; seat: SeatId },
): boolean {
  return filterWords(ctx, kindName, filters).every(([filter, value]) => filter(ctx, t, value, use));
}

/** The cards `seat` may choose as the ability's target: candidates passing every filter that an effect would change. */
export function legalTargets(ctx: RuleContext, source: CardInstance, seat: SeatId, ability: Ability): CardInstance[] {
  if (!ability.target) return [];
  const legal = targetTest(ctx, source, seat, ability);
  return candidatesFor(ctx, ability, seat).filter(legal);
}

/** Is there a legal target? The same as legalTargets(...).length > 0, stopping at the first. */
function hasLegalTarget(ctx: RuleContext, source: CardInstance, seat: SeatId, ability: Ability): boolean {
  const legal = targetTest(ctx, source, seat, ability);
  return candidatesFor(ctx, ability, seat).some(legal);
}

function candidatesFor(ctx: RuleContext, ability: Ability, seat: SeatId): CardInstance[] {
  return word(vocabularyOf(ctx).targets, wordOf(ability.target!)[0], 'target').candidates(ctx, seat);
}

/** A target's test: the ability's filters pass, and some effect would change it. */
function targetTest(ctx: RuleContext, source: CardInstance, seat: SeatId, ability: Ability): (t: CardInstance) => boolean {
  const vocabulary = vocabularyOf(ctx);
  const [kindName, filters] = wordOf(ability.target!);
  const use = { source, seat };
  const checks = filterWords(ctx, kindName, (filters ?? {}) as Entry);
  // An effect without `changes` changes any target, so one such makes every candidate useful.
  const effects = ability.effects.map((entry): [EffectWord, unknown] => [
    word(vocabulary.effects, wordOf(entry)[0], 'effect'),
    wordOf(entry)[1],
  ]);
  const anyChanges = effects.some(([effect]) => !effect.changes);
  return (t) =>
    checks.every(([filter, value]) => filter(ctx, t, value, use)) &&
    (anyChanges || effects.some(([effect, value]) => effect.changes!(ctx, t, value, use)));
}

/** Can `seat` use ability `index` of `card` now: uses left, conditions, costs (with `extra` spent besides) and a legal target? */
export function usable(ctx: RuleContext, card: CardInstance, index: number, seat: SeatId, extra?: Record<string, number>): boolean {
  const ability = abilitiesOf(ctx, card)[index];
  if (!ability || !usesLeft(ctx, card, index, ability)) return false;
  if (!conditionsHold(ctx, card, seat, ability.condition)) return false;
  if (!canPay(ctx, card, seat, ability.cost ?? [], extra)) return false;
  if (ability.target && !hasLegalTarget(ctx, card, seat, ability)) return false;
  return true;
}

/** Use an ability: count the use, pay its costs (with the cards `payment` chose), announce it, then target and effects. */
export function useAbility(ctx: RuleContext, seat: SeatId, card: CardInstance, index: number, payment: Payment = {}): void {
  const ability = abilitiesOf(ctx, card)[index]!;
  recordUse(ctx, card, index, ability);
  payCosts(ctx, card, seat, ability.cost ?? [], payment);
  announceUse(ctx, seat, card, index, ability);
  resolveAbility(ctx, seat, card, index);
}

/** The core event `abilityUsed`, once costs are paid and before targets are chosen. */
export function announceUse(ctx: RuleContext, seat: SeatId, card: CardInstance, index: number, ability: Ability): void {
  ctx.emit('abilityUsed', { ...ctx.cardRef(card), seat, ability: index, text: ability.text ?? '' });
}

/** Core hooks: the continuations of resolveAbility's choices. */
export const TARGET_HOOK = 'core.abilityTarget';
export const OPPONENT_HOOK = 'core.abilityOpponent';
export const EFFECTS_HOOK = 'core.actionEffects';

/** Choose the target (if any), then the opponent (if it matters), then resolve the effects. */
export function resolveAbility(ctx: RuleContext, seat: SeatId, card: CardInstance, index: number): void {
  const ability = abilitiesOf(ctx, card)[index]!;
  if (!ability.target) return chooseOpponent(ctx, seat, card, index, null);
  const targets = legalTargets(ctx, card, seat, ability);
  if (targets.length === 0) return;
  const kind = vocabularyOf(ctx).targets[wordOf(ability.target)[0]]!;
  const label = kind.label ?? ((t: CardInstance) => t.name);
  ctx.choose(
    {
      seat,
      kind: 'target',
      prompt: `${card.name}: choose a ${wordOf(ability.target)[0]}`,
      // Whose card each is, so a promise about a player's cards can warn (core/treaty).
      options: targets.map((t) => ({ id: t.id, label: label(t), card: t.id, data: { controller: t.controller } })),
    },
    TARGET_HOOK,
    { card: card.id, index, seat },
  );
}

/** Core hook: the target chosen. */
export function onAbilityTarget(ctx: RuleContext): void {
  const { card, index, seat } = ctx.data as { card: string; index: number; seat: SeatId };
  const target = ctx.card(ctx.answer as string);
  ctx.emit('abilityTargeted', { seat, card, target: target.id, targetController: target.controller });
  chooseOpponent(ctx, seat, ctx.card(card), index, target);
}

/**
 * "Your opponent" is a single player of the opposing side, chosen as the ability resolves:
 * with several, the using seat chooses (a team game's rules say so; L5R: Under Fu Leng's Shadow,
 * App. III). With one, no question; with none (the family's `yourOpponents` may say so), the
 * effects on "your opponent" do nothing.
 */
function chooseOpponent(ctx: RuleContext, seat: SeatId, card: CardInstance, index: number, target: CardInstance | null): void {
  const ability = abilitiesOf(ctx, card)[index]!;
  const vocabulary = vocabularyOf(ctx);
  const opponents = vocabulary.yourOpponents?.(ctx, seat) ?? ctx.opponentsOf(seat);
  const effects = vocabulary.effects;
  const onAnOpponent = ability.effects.some((entry) => effects[wordOf(entry)[0]]?.onAnOpponent);
  if (!onAnOpponent || opponents.length <= 1)
    return resolveEffects(ctx, { seat, source: card, ability, index, target, opponent: opponents[0]?.id ?? null });
  ctx.choose(
    {
      seat,
      kind: 'opponent',
      prompt: `${card.name}: choose the opponent it affects`,
      options: opponents.map((o) => ({ id: o.id, label: o.id })),
    },
    OPPONENT_HOOK,
    { card: card.id, index, seat, target: target?.id ?? null },
  );
}

/** Core hook: the opponent chosen. */
export function onAbilityOpponent(ctx: RuleContext): void {
  const { card, index, seat, target } = ctx.data as { card: string; index: number; seat: SeatId; target: string | null };
  const source = ctx.card(card);
  resolveEffects(ctx, {
    seat,
    source,
    ability: abilitiesOf(ctx, source)[index]!,
    index,
    target: target === null ? null : ctx.card(target),
    opponent: String(ctx.answer),
  });
}

/** Resolve the effects now, or, in a family whose actions are events, raise the action for interrupts first. */
function resolveEffects(ctx: RuleContext, use: AbilityUse): void {
  const event = use.ability.type === 'action' ? (vocabularyOf(ctx).actionEvent?.(ctx, use) ?? null) : null;
  if (!event) return applyEffects(ctx, use);
  const args = { seat: use.seat, card: use.source.id, index: use.index, target: use.target?.id ?? null, opponent: use.opponent };
  ctx.raise(event, { rule: EFFECTS_HOOK, args });
}

/**
 * Core hook: a raised action's change — its effects, unless an interrupt left its target no
 * longer a legal one (moved it, bowed it before a Fear): then the action does nothing.
 */
export function onActionEffects(ctx: RuleContext): void {
  const { seat, card, index, target, opponent } = ctx.args as {
    seat: SeatId;
    card: string;
    index: number;
    target: string | null;
    opponent: SeatId | null;
  };
  const source = ctx.card(card);
  const ability = abilitiesOf(ctx, source)[index]!;
  if (target !== null && !legalTargets(ctx, source, seat, ability).some((t) => t.id === target)) {
    ctx.emit('targetLost', { ...ctx.cardRef(source), seat, target });
    return;
  }
  applyEffects(ctx, { seat, source, ability, index, target: target === null ? null : ctx.card(target), opponent });
}

function applyEffects(ctx: RuleContext, use: AbilityUse): void {
  const words = vocabularyOf(ctx).effects;
  for (const entry of use.ability.effects) {
    const [name, value] = wordOf(entry);
    word(words, name, 'effect').resolve(ctx, use, value);
  }
}

/** The values of effect `name` in `card`'s persistent abilities whose conditions hold now. */
export function persistentValues<T = unknown>(ctx: RuleContext, card: CardInstance, name: string): T[] {
  const values: T[] = [];
  for (const ability of abilitiesOf(ctx, card)) {
    if (ability.type !== 'persistent' || !conditionsHold(ctx, card, card.controller!, ability.condition)) continue;
    for (const entry of ability.effects) if (name in entry) values.push(entry[name] as T);
  }
  return values;
}

/** A word of the vocabulary; a card naming another was refused at load, so its absence here is a rules error. */
function word<T>(words: Record<string, T>, name: string, what: string): T {
  const found = words[name];
  if (found === undefined || !Object.hasOwn(words, name)) throw new RuleError(`unknown ${what} "${name}"`);
  return found;
}
