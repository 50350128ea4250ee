// Card abilities in the core's event windows (core/event-window.ts): the module hooks
// `triggers`, `triggerUsable` and `useTrigger` for any family, from its vocabulary. A
// reaction answers its event after the change; an interrupt before it, or at the cancel
// stage when one of its effects cancels.
import type { CardInstance } from '../types.ts';
import type { RuleContext } from '../context.ts';
import type { Ability } from '../../cards/schema/card-schema.ts';
import type { RulesModule } from '../rules-module.ts';
import { abilityTriggers, type Timing, type Trigger, type WindowEvent } from '../event-window.ts';
import { abilitiesOf, usable, useAbility, vocabularyOf, wordOf } from './runtime.ts';
import type { Vocabulary } from './vocabulary.ts';
import { cardsOfDef } from '../card-index.ts';

/** The stage an ability answers, if it responds to events at all. */
function timingOf(vocabulary: Vocabulary, ability: Ability): Timing | null {
  if (ability.type === 'reaction') return 'reaction';
  if (ability.type !== 'interrupt') return null;
  return ability.effects.some((entry) => vocabulary.effects[wordOf(entry)[0]]?.cancels) ? 'cancel' : 'interrupt';
}

// By `event:timing`, the card definitions with an ability answering it: most windows are known
// empty at once, and the others look only at cards that may answer (a card's abilities are
// its printed ones or none, so a definition that prints none never does).
const answering = new WeakMap<object, Map<string, Set<string>>>();

function definitionsAnswering(ctx: RuleContext, vocabulary: Vocabulary, event: string, timing: Timing): Set<string> | undefined {
  let byKey = answering.get(ctx.format.cardDefs);
  if (!byKey) {
    byKey = new Map();
    for (const [id, def] of Object.entries(ctx.format.cardDefs)) {
      for (const a of def.abilities ?? []) {
        const when = a.when === undefined ? undefined : vocabulary.triggers[a.when];
        const timing = timingOf(vocabulary, a);
        if (!when?.event || !timing) continue;
        const key = `${when.event}:${timing}`;
        if (!byKey.has(key)) byKey.set(key, new Set());
        byKey.get(key)!.add(id);
      }
    }
    answering.set(ctx.format.cardDefs, byKey);
  }
  return byKey.get(`${event}:${timing}`);
}

function responds(
  ctx: RuleContext,
  vocabulary: Vocabulary,
  event: WindowEvent,
  timing: Timing,
  a: Ability,
  card: CardInstance,
  seat: string,
  index: number,
): boolean {
  const when = a.when === undefined ? undefined : vocabulary.triggers[a.when];
  if (!when || when.event !== event.name || timingOf(vocabulary, a) !== timing) return false;
  return (when.applies?.(event, card, seat, ctx) ?? true) && usable(ctx, card, index, seat);
}

/** Might a card of these definitions be where its abilities work? Usually none is: no need to read the board. */
function someMaybeSource(ctx: RuleContext, vocabulary: Vocabulary, definitions: Set<string>): boolean {
  const maybe = vocabulary.maybeSource;
  if (!maybe) return true;
  for (const def of definitions) if (cardsOfDef(ctx.state, def).some(maybe)) return true;
  return false;
}

/** Module hook: the usable abilities answering `event` at `timing`, seats in player order. */
export function abilityResponses(ctx: RuleContext, event: WindowEvent, timing: Timing): Trigger[] {
  const vocabulary = vocabularyOf(ctx);
  const definitions = definitionsAnswering(ctx, vocabulary, event.name, timing);
  if (!definitions || !someMaybeSource(ctx, vocabulary, definitions)) return [];
  return abilityTriggers(ctx, {
    cards: (seat) => vocabulary.sources(ctx, seat).filter((card) => definitions.has(card.def)),
    abilities: (card) => abilitiesOf(ctx, card),
    responds: (a, card, seat, index) => responds(ctx, vocabulary, event, timing, a, card, seat, index),
  });
}

/** Module hook: still where its abilities work (a response before it may have moved it), and usable. */
export function abilityResponseUsable(ctx: RuleContext, trigger: Trigger): boolean {
  const card = ctx.card(trigger.card);
  if (
    !vocabularyOf(ctx)
      .sources(ctx, trigger.seat)
      .some((c) => c.id === card.id)
  )
    return false;
  return usable(ctx, card, trigger.index as number, trigger.seat);
}

/** Module hook: a response used. */
export function useAbilityResponse(ctx: RuleContext, trigger: Trigger): void {
  useAbility(ctx, trigger.seat, ctx.card(trigger.card), trigger.index as number);
}

/** The three event-window hooks of a module whose cards respond through their abilities. */
export const abilityWindowHooks: Pick<RulesModule, 'triggers' | 'triggerUsable' | 'useTrigger'> = {
  triggers: abilityResponses,
  triggerUsable: abilityResponseUsable,
  useTrigger: useAbilityResponse,
};
