// Use limits and lasting effects, both counted in periods: the core's round, phase and game,
// and any a family names (L5R's conflict). A use limit is "once per round" unless the card
// says otherwise; a lasting effect stays on its card until its period ends (endPeriod) or the
// card leaves play (the family clears `lasting` then).
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
const periodOf = (ability: Ability) => ability.per ?? 'round';

export function usesLeft(ctx: RuleContext, card: CardInstance, index: number, ability: Ability): boolean {
  if (ability.limit === 'none') return true;
  const uses = abilities.read(ctx.state).uses[periodOf(ability)]?.[useKey(card, index)] ?? 0;
  return uses < (ability.limit ?? 1);
}

export function recordUse(ctx: RuleContext, card: CardInstance, index: number, ability: Ability): void {
  if (ability.limit === 'none') return;
  const uses = (abilities.write(ctx.state).uses[periodOf(ability)] ??= {});
  uses[useKey(card, index)] = (uses[useKey(card, index)] ?? 0) + 1;
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
