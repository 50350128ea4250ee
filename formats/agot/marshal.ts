// Marshalling (BASE-RULES §3): in player order from the first player, each player marshals
// characters, locations and attachments from hand, paying gold; a card of another house costs 1
// more; one copy of a unique title — another copy a player marshals goes onto the first as a
// duplicate (ours: for no gold). With Shadows, a card with the crest is played into Shadows
// instead (never straight into play). Events and card actions are taken in the same windows
// (`actionOptions`, shared with the challenges' action windows).
import type { CardInstance, DecisionOption, SeatId } from '../../core/types.ts';
import { RuleError, type RuleContext } from '../../core/context.ts';
import type { ActionProvider } from '../../core/rules-module.ts';
import { cardsIn } from '../../core/zones.ts';
import { isUnique } from '../../core/card-index.ts';
import { abilitiesOf, usable, useAbility } from '../../core/ability/runtime.ts';
import { sources } from './vocabulary.ts';
import { copiesInPlay, everyCardInPlay, hasShadowsCrest, inDeadPile, isDuplicate, marshalCost, outOfHousePenalty } from './board.ts';
import { hasShadowsArea, playIntoShadows, shadowsPlacementCost } from './shadows.ts';

const PERMANENTS = ['character', 'location', 'attachment'];

/** Where an attachment may go: characters its player controls, or (attachTo: opponent) an opponent's. */
export function attachTargets(ctx: RuleContext, seat: SeatId, card: CardInstance): CardInstance[] {
  const to = (ctx.format.cardDefs[card.def] as { attachTo?: string }).attachTo ?? 'own';
  // A duplicate is no character of its own to attach to.
  return everyCardInPlay(ctx.state).filter(
    (c) => c.type === 'character' && c.faceUp && !isDuplicate(c) && (to === 'own' ? c.controller === seat : c.controller !== seat),
  );
}

/** `seat`'s own copy in play of a unique card's title, which another copy would join as a duplicate. */
export function ownCopy(ctx: RuleContext, seat: SeatId, card: CardInstance): CardInstance | undefined {
  if (!isUnique(ctx.format, card)) return undefined;
  return copiesInPlay(ctx.state, card).find((c) => c.zone === `${seat}.play` && c.controller === seat);
}

/** What `seat` may marshal from hand now, each with its gold. */
function marshalOptions(ctx: RuleContext, seat: SeatId): DecisionOption[] {
  const gold = ctx.counter(seat, 'gold');
  const options: DecisionOption[] = [];
  for (const card of cardsIn(ctx.state, `${seat}.hand`)) {
    if (hasShadowsCrest(card)) {
      const cost = shadowsPlacementCost(ctx, seat);
      if (hasShadowsArea(ctx, seat) && cost <= gold)
        options.push({ id: `shadows:${card.id}`, label: `Into Shadows: ${card.name} (${cost} gold)`, card: card.id });
      continue;
    }
    if (!PERMANENTS.includes(card.type)) continue;
    // A unique card whose copy died can't come back (the dead pile; Shadows: "Unique cards and Shadows").
    if (isUnique(ctx.format, card) && inDeadPile(ctx.state, seat, card)) continue;
    const copy = ownCopy(ctx, seat, card);
    if (copy) {
      options.push({ id: `duplicate:${card.id}`, label: `Duplicate ${card.name} onto your copy (0 gold)`, card: card.id });
      continue;
    }
    const cost = marshalCost(ctx, seat, card);
    if (cost > gold) continue;
    if (card.type === 'attachment' && attachTargets(ctx, seat, card).length === 0) continue;
    options.push({ id: `marshal:${card.id}`, label: `Marshal ${card.name} (${cost} gold)`, card: card.id });
  }
  return options;
}

/** The gold to play an event from hand: its cost and any out-of-house penalty. */
export const eventCost = (ctx: RuleContext, seat: SeatId, card: CardInstance) =>
  Number(card.stats.cost ?? 0) + outOfHousePenalty(ctx, seat, card);

/** Actions: events from hand and abilities of cards in play whose timing is one of `timings`. */
export function actionOptions(ctx: RuleContext, seat: SeatId, timings: string[]): DecisionOption[] {
  const options: DecisionOption[] = [];
  for (const card of sources(ctx, seat)) {
    abilitiesOf(ctx, card).forEach((a, i) => {
      if (a.type === 'action' && timings.includes(a.timing ?? '') && usable(ctx, card, i, seat))
        options.push({ id: `ability:${card.id}:${i}`, label: `${card.name}: ${a.text ?? 'action'}`, card: card.id });
    });
  }
  for (const card of cardsIn(ctx.state, `${seat}.hand`)) {
    // A Shadows event is played only by bringing it out of Shadows.
    if (card.type !== 'event' || hasShadowsCrest(card)) continue;
    const i = abilitiesOf(ctx, card).findIndex((a) => a.type === 'action' && timings.includes(a.timing ?? ''));
    if (i < 0 || eventCost(ctx, seat, card) > ctx.counter(seat, 'gold') || !usable(ctx, card, i, seat)) continue;
    options.push({
      id: `event:${card.id}:${i}`,
      label: `Play ${card.name} (${eventCost(ctx, seat, card)} gold): ${abilitiesOf(ctx, card)[i].text ?? ''}`,
      card: card.id,
    });
  }
  return options;
}

/** Take an action chosen from `actionOptions` or `marshalOptions`. */
function perform(ctx: RuleContext, seat: SeatId, option: DecisionOption): void {
  const [kind, id, index] = option.id.split(':');
  const card = ctx.card(id);
  if (kind === 'ability') return useAbility(ctx, seat, card, Number(index));
  if (kind === 'event') {
    ctx.addCounter(seat, 'gold', -eventCost(ctx, seat, card), { text: 'played {card}', card: card.id });
    ctx.moveCard(card.id, `${seat}.discard`, { faceUp: true });
    ctx.emit('eventPlayed', { ...ctx.cardRef(ctx.card(card.id)), seat });
    return useAbility(ctx, seat, ctx.card(card.id), Number(index));
  }
  if (kind === 'shadows') return playIntoShadows(ctx, seat, card);
  if (kind === 'duplicate') return placeDuplicate(ctx, seat, card, ownCopy(ctx, seat, card)!);
  // A crest card is never marshalled straight into play (Shadows: "Playing a card into Shadows").
  if (hasShadowsCrest(card)) throw new RuleError(`${card.name} has the Shadows crest: it is marshalled into Shadows`);
  const cost = marshalCost(ctx, seat, card);
  ctx.addCounter(seat, 'gold', -cost, { text: 'marshalled {card}', card: card.id });
  ctx.emit('marshalled', { ...ctx.cardRef(card), seat, gold: cost });
  putIntoPlay(ctx, seat, card);
}

/** A second copy of a unique card goes onto the first as a duplicate. */
function placeDuplicate(ctx: RuleContext, seat: SeatId, card: CardInstance, copy: CardInstance): void {
  ctx.moveCard(card.id, copy.zone, { faceUp: true });
  ctx.changeCard(card.id, { controller: seat, turned: false, data: { attachedTo: copy.id, duplicate: true } });
  ctx.emit('duplicatePlaced', { ...ctx.cardRef(ctx.card(card.id)), seat, on: copy.id });
}

/**
 * A character, location or attachment comes into play under `seat`'s control, standing: a
 * unique card whose copy `seat` controls joins it as a duplicate; an attachment attaches to a
 * card its player chooses, or is discarded when there is none (Shadows: "Bringing a card out of
 * Shadows"). Reactions to its coming into play follow (`enteredPlay`).
 */
export function putIntoPlay(ctx: RuleContext, seat: SeatId, card: CardInstance): void {
  const copy = ownCopy(ctx, seat, card);
  if (copy) return placeDuplicate(ctx, seat, card, copy);
  if (card.type !== 'attachment') {
    ctx.moveCard(card.id, `${seat}.play`, { faceUp: true });
    if (card.turned) ctx.changeCard(card.id, { turned: false });
    ctx.raise({ name: 'enteredPlay', seat, card: card.id });
    return;
  }
  const targets = attachTargets(ctx, seat, card);
  if (targets.length === 0) {
    ctx.moveCard(card.id, `${seat}.discard`, { faceUp: true });
    ctx.emit('attachmentDiscarded', { ...ctx.cardRef(ctx.card(card.id)), seat, reason: 'nothing to attach to' });
    return;
  }
  ctx.ask(
    {
      seat,
      kind: 'attachTo',
      prompt: `Attach ${card.name} to which character?`,
      options: targets.map((t) => ({ id: t.id, label: `${t.name} (${t.controller})`, card: t.id })),
    },
    'agotAttach',
    { seat, card: card.id },
  );
}

/** Rule agotAttach: the attachment goes onto the chosen character, in its play area. */
export function onAttach(ctx: RuleContext): void {
  const seat = ctx.data.seat as SeatId;
  const card = ctx.card(String(ctx.data.card));
  const target = ctx.card(String(ctx.answer));
  ctx.moveCard(card.id, target.zone, { faceUp: true });
  ctx.changeCard(card.id, { controller: seat, turned: false, data: { attachedTo: target.id } });
  ctx.emit('attached', { ...ctx.cardRef(ctx.card(card.id)), seat, to: target.id });
  ctx.raise({ name: 'enteredPlay', seat, card: card.id });
}

/** The marshalling window's action: marshal, play into Shadows, or take an action of marshalling timing. */
export const marshalAction: ActionProvider = {
  options: (ctx, seat) => [...marshalOptions(ctx, seat), ...actionOptions(ctx, seat, ['marshalling', 'any'])],
  perform,
};

/** The challenges' action windows: actions of challenge timing. */
export const challengeAction: ActionProvider = {
  options: (ctx, seat) => actionOptions(ctx, seat, ['challenge', 'any']),
  perform,
};
