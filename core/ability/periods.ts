// Use limits and lasting effects, both counted in periods: the core's round, phase and game,
// and any a family names (L5R's conflict). A use limit is "once per round" unless the card
// says otherwise; a lasting effect stays on its card until its period ends (endPeriod) or the
// card leaves play (the family clears `lasting` then).
import type { CardInstance, Json } from '../types.ts';
import type { RuleContext } from '../context.ts';
import type { Ability } from '../../cards/schema/card-schema.ts';

// Uses so far, by period then by card and ability. Private (`_`): the keys are card ids, and
// a card used then shuffled back into a deck must not be followed there.
type Uses = Record<string, Record<string, number>>;
const USES = '_abilityUses';

const useKey = (card: CardInstance, index: number) => `${card.id}#${index}`;
const periodOf = (ability: Ability) => ability.per ?? 'round';

export function usesLeft(ctx: RuleContext, card: CardInstance, index: number, ability: Ability): boolean {
  if (ability.limit === 'none') return true;
  const uses = (ctx.state.vars[USES] as Uses | undefined)?.[periodOf(ability)]?.[useKey(card, index)] ?? 0;
  return uses < (ability.limit ?? 1);
}

export function recordUse(ctx: RuleContext, card: CardInstance, index: number, ability: Ability): void {
  if (ability.limit === 'none') return;
  const uses = (((ctx.state.vars[USES] ??= {}) as Uses)[periodOf(ability)] ??= {});
  uses[useKey(card, index)] = (uses[useKey(card, index)] ?? 0) + 1;
}

/** A lasting effect on a card: one effect (`{ modifySkill: {...} }`) and the period it lasts. */
export interface Lasting {
  until: string;
  [effect: string]: Json;
}

// Cards that have held a lasting effect since the last period ended, so a period's end reads
// those, not every card of the game. Private (`_`) like the uses: the ids are cards'.
const HOLDERS = '_lasting';

/** Put a lasting effect on `card` until `until` ends. */
export function addLasting(ctx: RuleContext, card: CardInstance, effect: Record<string, Json>, until: string): void {
  ctx.changeCard(card.id, { data: { lasting: [...lastingOn(card), { ...effect, until }] as Json } });
  const holders = (ctx.state.vars[HOLDERS] ??= []) as string[];
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
  const uses = ctx.state.vars[USES] as Uses | undefined;
  if (uses?.[period]) delete uses[period];
  const holders = ctx.state.vars[HOLDERS] as string[] | undefined;
  if (!holders) return;
  for (const id of holders) {
    const lasting = ctx.state.cards[id]?.data.lasting as Lasting[] | undefined;
    if (!lasting?.some((l) => l.until === period)) continue;
    const kept = lasting.filter((l) => l.until !== period);
    ctx.changeCard(id, { data: { lasting: kept.length > 0 ? (kept as Json) : null } });
  }
  // A card whose effects all ended (here, or by leaving play) is no longer followed.
  const still = holders.filter((id) => ctx.state.cards[id]?.data.lasting !== undefined);
  if (still.length > 0) ctx.state.vars[HOLDERS] = still;
  else delete ctx.state.vars[HOLDERS];
}
