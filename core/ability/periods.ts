// Use limits and lasting effects, both counted in periods: the core's round, phase and game,
// and any a family names (L5R's conflict). A use limit is what the card prints, else its
// family's rule (the vocabulary's `defaultLimit`: L5R's once per round), else none; a card that
// moves to another zone (leaves play and comes back) is a new object, its uses counted afresh.
// A lasting effect stays on its card until its period ends (endPeriod) or the card leaves play
// (the family clears `lasting` then).
import type { CardInstance, Json } from '../types.ts';
import type { RuleContext } from '../context.ts';
import type { Ability } from '../../cards/schema/card-schema.ts';
import { moduleRecord } from '../module-state.ts';

/**
 * The runtime's bookkeeping. `uses`: uses so far, by period then by card and ability.
 * `holders`: cards that have held a lasting effect since the last period ended, so a period's
 * end reads those, not every card of the game. Private (`_`): the keys are card ids, and a
 * card used then shuffled back into a deck must not be followed there.
 */
const abilities = moduleRecord('_abilities', () => ({ uses: {} as Record<string, Record<string, number>>, holders: [] as string[] }));

const useKey = (card: CardInstance, index: number) => `${card.id}#${index}`;

/** An ability's limit and its period: printed, else the family's rule, else none. */
function limitOf(ctx: RuleContext, ability: Ability): { limit: number; per: string } | null {
  const family = ctx.module.vocabulary?.defaultLimit;
  const limit = ability.limit ?? family?.limit ?? 'none';
  return limit === 'none' ? null : { limit, per: ability.per ?? family?.per ?? 'round' };
}

export function usesLeft(ctx: RuleContext, card: CardInstance, index: number, ability: Ability): boolean {
  const l = limitOf(ctx, ability);
  if (!l) return true;
  const uses = abilities.read(ctx.state).uses[l.per]?.[useKey(card, index)] ?? 0;
  return uses < l.limit;
}

export function recordUse(ctx: RuleContext, card: CardInstance, index: number, ability: Ability): void {
  const l = limitOf(ctx, ability);
  if (!l) return;
  const uses = (abilities.write(ctx.state).uses[l.per] ??= {});
  uses[useKey(card, index)] = (uses[useKey(card, index)] ?? 0) + 1;
}

/** `card` moved to another zone: a new object for limits, its abilities' uses counted afresh. */
export function forgetUses(ctx: RuleContext, card: CardInstance): void {
  const { uses } = abilities.read(ctx.state);
  const prefix = `${card.id}#`;
  for (const period in uses)
    for (const key in uses[period]) if (key.startsWith(prefix)) delete abilities.write(ctx.state).uses[period]![key];
}

/** A lasting effect on a card: one effect (`{ modifySkill: {...} }`) and the period it lasts. */
export interface Lasting {
  until: string;
  [effect: string]: Json;
}

/** Put a lasting effect on `card` until `until` ends. */
export function addLasting(ctx: RuleContext, card: CardInstance, effect: Record<string, Json>, until: string): void {
  ctx.changeCard(card.id, { data: { lasting: [...lastingOn(card), { ...effect, until }] as Json } });
  const { holders } = abilities.write(ctx.state);
  if (!holders.includes(card.id)) holders.push(card.id);
}

function lastingOn(card: CardInstance): Lasting[] {
  return (card.data.lasting ?? []) as Lasting[];
}

/** The values of lasting effect `name` on `card`. */
export function lastingValues<T = unknown>(card: CardInstance, name: string): readonly T[] {
  // Read for every skill and strength the rules and bots total: most cards have none.
  const lasting = card.data.lasting as Lasting[] | undefined;
  if (!lasting) return NONE;
  return lasting.flatMap((l) => (name in l ? [l[name] as T] : []));
}

const NONE: readonly never[] = Object.freeze([]);

/** A period ends: its use counts reset and the effects lasting until then end. */
export function endPeriod(ctx: RuleContext, period: string): void {
  const { uses, holders } = abilities.read(ctx.state);
  if (!(period in uses) && holders.length === 0) return;
  const record = abilities.write(ctx.state);
  delete record.uses[period];
  for (const id of record.holders) {
    const lasting = ctx.state.cards[id]?.data.lasting as Lasting[] | undefined;
    if (!lasting?.some((l) => l.until === period)) continue;
    const kept = lasting.filter((l) => l.until !== period);
    ctx.changeCard(id, { data: { lasting: kept.length > 0 ? (kept as Json) : null } });
  }
  // A card whose effects all ended (here, or by leaving play) is no longer followed.
  record.holders = record.holders.filter((id) => ctx.state.cards[id]?.data.lasting !== undefined);
}
