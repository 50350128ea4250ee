// L5R reactions and interrupts in the core's event windows (core/event-window.ts): what each
// `when:` of a card answers (formats/l5r/CARDS.md, Triggers) — the event it responds to and
// which cards it concerns — and the module hooks that offer and use them. An interrupt
// responds before its event's change, a reaction after it.
import type { CardInstance, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { abilityTriggers, type Timing, type Trigger, type WindowEvent } from '../../core/event-window.ts';
import { abilitiesOf, activeSources, usable, useAbility } from './abilities.ts';

interface When {
  /** The event (`ctx.raise` name) it responds to. */
  event: string;
  /** Does the ability on `card`, controlled by `seat`, respond to this event? */
  applies(event: WindowEvent, card: CardInstance, seat: SeatId): boolean;
}

const isCard = (event: WindowEvent, card: CardInstance) => event.card === card.id;
const listed = (field: string) => (event: WindowEvent, card: CardInstance) => (event[field] as string[]).includes(card.id);

/** Every `when:` an L5R card may name. (`warlordTrigger` is used by the deck's own rule, coop-round.ts.) */
export const WHEN: Record<string, When> = {
  played: { event: 'played', applies: isCard },
  wouldLeavePlay: { event: 'leavePlay', applies: isCard },
  conflictDeclaredAgainst: { event: 'conflictDeclared', applies: listed('provinces') },
  wonConflict: { event: 'conflictWon', applies: listed('cards') },
  lostConflict: { event: 'conflictLost', applies: listed('cards') },
  provinceBroken: { event: 'provinceBroken', applies: (event, card, seat) => seat === event.owner && card.type !== 'province' },
  endOfConflictPhase: { event: 'conflictPhaseEnded', applies: () => true },
};

/** `event:type` for every ability the format's cards have, so most windows are known empty at once. */
const answered = new WeakMap<object, Set<string>>();

function anyCardAnswers(ctx: RuleContext, event: string, type: string): boolean {
  let set = answered.get(ctx.format.cardDefs);
  if (!set) {
    set = new Set(Object.values(ctx.format.cardDefs).flatMap((d) => (d.abilities ?? []).flatMap((a) => (a.when && WHEN[a.when] ? [`${WHEN[a.when]!.event}:${a.type}`] : []))));
    answered.set(ctx.format.cardDefs, set);
  }
  return set.has(`${event}:${type}`);
}

/** Module hook: the usable abilities of `timing`'s type answering `event`, seats in player order. */
export function triggers(ctx: RuleContext, event: WindowEvent, timing: Timing): Trigger[] {
  // No L5R card cancels yet; an interrupt that did would answer the cancel stage.
  if (timing === 'cancel' || !anyCardAnswers(ctx, event.name, timing)) return [];
  return abilityTriggers(ctx, {
    cards: (seat) => activeSources(ctx, seat),
    abilities: (card) => abilitiesOf(ctx, card),
    responds(a, card, seat, index) {
      const when = a.when === undefined ? undefined : WHEN[a.when];
      return a.type === timing && when?.event === event.name && when.applies(event, card, seat) && usable(ctx, card, index, seat);
    },
  });
}

/** Still where its abilities work (a reaction before it in the window may have discarded it), and usable. */
export function triggerUsable(ctx: RuleContext, trigger: Trigger): boolean {
  const card = ctx.card(trigger.card);
  if (!activeSources(ctx, trigger.seat).some((c) => c.id === card.id)) return false;
  return abilitiesOf(ctx, card)[trigger.index as number] !== undefined && usable(ctx, card, trigger.index as number, trigger.seat);
}

export function useTrigger(ctx: RuleContext, trigger: Trigger): void {
  useAbility(ctx, trigger.seat, ctx.card(trigger.card), trigger.index as number, false);
}
