// Actions in the CCG's windows (BASE-RULES §2): in the action phase, open actions for every
// player and limited ones for the active player only (playing strategies and using card
// actions, attaching followers and items for gold, rings, Lobby, the Imperial Favor's uses); at a
// battlefield, battle actions for the players with presence there (the Rule of Presence).
// Rings are played as limited actions when their conditions hold, and stay in play. A spell
// is played like a strategy, but cast by bowing an unbowed shugenja of its player's (at a
// battle, one fighting there): our reading of the digest's "spells". Each action, once its
// costs are paid, is raised as the event `action` (vocabulary.ts actionEvent), so an interrupt
// may answer or cancel it; a cancelled ring, follower or item stays in hand (our reading).
import type { CardInstance, DecisionOption, Json, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import type { ActionProvider } from '../../core/rules-module.ts';
import { isActive } from '../../core/seats.ts';
import { abilitiesOf, useAbility, usable } from '../../core/ability/runtime.ts';
import { addLasting } from '../../core/ability/periods.ts';
import { cardsIn } from '../../core/zones.ts';
import { atCurrentBattle, currentBattlefield, favorHolder, hasPresence, personalitiesOf } from './board.ts';
import { hasKeyword } from '../../core/card-index.ts';
import { bow, drawFate } from './changes.ts';
import { canAfford, payGold } from './gold.ts';
import { goldCost } from './dynasty.ts';
import { actionEvent, activeSources, BATTLE } from './vocabulary.ts';
import { ccgState } from './state.ts';

const UNITS = ['personality', 'follower', 'item'];

/** The timings a seat may act with now, in the action phase or at a battle. */
function timingsNow(ctx: RuleContext, seat: SeatId, battle: boolean): string[] {
  if (battle) return hasPresence(ctx.state, seat) ? ['battle'] : [];
  return isActive(ctx.state, seat) ? ['open', 'limited'] : ['open'];
}

/** Actions on cards: abilities of cards in play, strategies from hand (gold cost besides). */
function cardOptions(ctx: RuleContext, seat: SeatId, timings: string[]): DecisionOption[] {
  const options: DecisionOption[] = [];
  const battle = timings.includes('battle');
  for (const card of activeSources(ctx, seat)) {
    // A unit's battle action is taken where it fights; the others' (a stronghold's, a holding's, the clock's) anywhere.
    if (battle && UNITS.includes(card.type) && !atCurrentBattle(ctx.state, card)) continue;
    abilitiesOf(ctx, card).forEach((a, i) => {
      if (a.type === 'action' && timings.includes(a.timing ?? '') && usable(ctx, card, i, seat))
        options.push({ id: `ability:${card.id}:${i}`, label: `${card.name}: ${a.text ?? 'action'}`, card: card.id });
    });
  }
  for (const card of cardsIn(ctx.state, `${seat}.hand`)) {
    if (card.type !== 'strategy' && card.type !== 'spell') continue;
    const i = abilitiesOf(ctx, card).findIndex((a) => a.type === 'action' && timings.includes(a.timing ?? ''));
    if (i < 0 || !canAfford(ctx.state, seat, goldCost(card)) || !usable(ctx, card, i, seat)) continue;
    const text = abilitiesOf(ctx, card)[i].text ?? '';
    if (card.type === 'strategy') options.push({ id: `play:${card.id}:${i}`, label: `Play ${card.name}: ${text}`, card: card.id });
    else
      for (const caster of shugenjaToCast(ctx, seat, battle))
        options.push({ id: `cast:${card.id}:${i}:${caster.id}`, label: `Cast ${card.name} with ${caster.name}: ${text}`, card: card.id });
  }
  return options;
}

/** The shugenja who may cast a spell now: `seat`'s unbowed ones (at a battle, those fighting there). */
function shugenjaToCast(ctx: RuleContext, seat: SeatId, battle: boolean): CardInstance[] {
  return personalitiesOf(ctx.state, seat).filter(
    (p) => !p.turned && hasKeyword(ctx.format, p, 'shugenja') && (!battle || atCurrentBattle(ctx.state, p)),
  );
}

/** Limited: attach a follower or item from hand to one of your personalities, for its gold cost. */
function attachOptions(ctx: RuleContext, seat: SeatId): DecisionOption[] {
  if (personalitiesOf(ctx.state, seat).length === 0) return [];
  return cardsIn(ctx.state, `${seat}.hand`)
    .filter((c) => (c.type === 'follower' || c.type === 'item') && canAfford(ctx.state, seat, goldCost(c)))
    .map((c) => ({ id: `attach:${c.id}`, label: `Attach ${c.name} (${goldCost(c)} gold)`, card: c.id }));
}

/**
 * Limited: play a ring from hand when its condition holds (its text is an action with
 * conditions and no effects), for its gold cost if any; it stays in play. A ring of an element
 * the player already has in play is not offered (the rings are unique).
 */
function ringOptions(ctx: RuleContext, seat: SeatId): DecisionOption[] {
  const inPlay = new Set(cardsIn(ctx.state, `${seat}.rings`).map((r) => r.stats.element));
  return cardsIn(ctx.state, `${seat}.hand`)
    .filter((c) => c.type === 'ring' && !inPlay.has(c.stats.element) && canAfford(ctx.state, seat, goldCost(c)))
    .filter((c) => abilitiesOf(ctx, c).some((a, i) => a.timing === 'limited' && usable(ctx, c, i, seat)))
    .map((c) => ({ id: `ring:${c.id}`, label: `Play ${c.name}`, card: c.id }));
}

/** Rule ccgPlayRing {seat, card}: paid for — the ring comes into play. */
export function playRing(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const ring = ctx.card(String(ctx.args.card));
  ctx.moveCard(ring.id, `${seat}.rings`, { faceUp: true });
  ctx.emit('ringPlayed', { ...ctx.cardRef(ring), seat, element: ring.stats.element });
}

/**
 * Lobby (limited): bow a personality to take the Imperial Favor, with more family honor than every
 * other player (Siege: the Rokugani are one player, so only more than the Challenge player).
 */
function lobbyOptions(ctx: RuleContext, seat: SeatId): DecisionOption[] {
  // Once per turn, each player (Siege: a teammate's Lobby doesn't use up another's).
  if (ccgState.read(ctx.state).lobbied?.includes(seat)) return [];
  if (favorHolder(ctx.state) === seat || !personalitiesOf(ctx.state, seat).some((p) => !p.turned)) return [];
  const honor = ctx.counter(seat, 'honor');
  const highest = ctx.opponentsOf(seat).every((s) => ctx.counter(s.id, 'honor') < honor);
  return highest ? [{ id: 'lobby', label: 'Lobby: bow a personality to take the Imperial Favor' }] : [];
}

/**
 * The Imperial Favor's uses, each discarding it (our reading; the digest names the Favor but
 * not its text): limited — draw a fate card; battle — one of your personalities here gets +2
 * Force until the end of the battle.
 */
function favorOptions(ctx: RuleContext, seat: SeatId, timings: string[]): DecisionOption[] {
  if (favorHolder(ctx.state) !== seat) return [];
  if (timings.includes('limited')) return [{ id: 'favor:draw', label: 'Discard the Imperial Favor: draw a fate card' }];
  if (timings.includes('battle') && personalitiesHere(ctx, seat).length > 0)
    return [{ id: 'favor:force', label: 'Discard the Imperial Favor: a personality of yours here gets +2 Force' }];
  return [];
}

const personalitiesHere = (ctx: RuleContext, seat: SeatId) => personalitiesOf(ctx.state, seat).filter((p) => atCurrentBattle(ctx.state, p));

function perform(ctx: RuleContext, seat: SeatId, option: DecisionOption): void {
  const [kind, id, index, caster] = option.id.split(':');
  if (kind === 'ability') return useAbility(ctx, seat, ctx.card(id), Number(index));
  if (FROM_HAND.includes(kind!)) announce(ctx, seat, id!);
  if (kind === 'play') return payGold(ctx, seat, goldCost(ctx.card(id)), id, 'ccgPlayStrategy', { seat, card: id, index: Number(index) });
  if (kind === 'cast')
    return payGold(ctx, seat, goldCost(ctx.card(id)), id, 'ccgCastSpell', {
      seat,
      card: id,
      index: Number(index),
      caster,
    });
  if (kind === 'attach') return askAttachTo(ctx, seat, ctx.card(id));
  if (kind === 'ring')
    return payGold(ctx, seat, goldCost(ctx.card(id)), id, 'ccgActionPaid', paid(seat, id, 'ccgPlayRing', { seat, card: id }));
  if (kind === 'lobby') return askLobby(ctx, seat);
  if (kind === 'favor') return useFavor(ctx, seat, id);
}

/** The actions that play a card from its player's hand. */
const FROM_HAND = ['play', 'cast', 'attach', 'ring'];

/**
 * A card played from hand is shown to everyone as it is announced, before its target and costs:
 * a cost paid (or a choice of how to pay it) would otherwise tell the others what the card is.
 */
function announce(ctx: RuleContext, seat: SeatId, card: string): void {
  ctx.moveCard(card, `${seat}.playing`, { faceUp: true });
}

/** Rule ccgNotPlayed {seat, card}: after its action's window, a card still being played (its action cancelled) goes back to hand. */
export function notPlayed(ctx: RuleContext): void {
  const { seat, card } = ctx.args as { seat: SeatId; card: string };
  if (ctx.card(card).zone === `${seat}.playing`) ctx.moveCard(card, `${seat}.hand`, { faceUp: false });
}

/** What a paid-for action hands to ccgActionPaid: who, from which card, and the rule that makes its change. */
const paid = (seat: SeatId, card: string, rule: string, args: Record<string, Json>) => ({ seat, card, rule, args });

/** Rule ccgActionPaid {seat, card, rule, args}: costs paid — the action is raised, its change the rule. */
export function actionPaid(ctx: RuleContext): void {
  const { seat, card, rule, args } = ctx.args as { seat: SeatId; card: string; rule: string; args: Record<string, Json> };
  ctx.raise(actionEvent(seat, card, null), { rule, args });
  ctx.call('ccgNotPlayed', { seat, card });
}

/** Rule ccgPlayStrategy {seat, card, index}: paid for — to the fate discard pile, then its action is used. */
export function playStrategy(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const card = ctx.card(String(ctx.args.card));
  ctx.moveCard(card.id, `${seat}.fateDiscard`, { faceUp: true });
  useAbility(ctx, seat, card, Number(ctx.args.index));
}

/** Rule ccgCastSpell {seat, card, index, caster}: paid for — the shugenja bows, the spell to the fate discard pile, then its action is used. */
export function castSpell(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const card = ctx.card(String(ctx.args.card));
  const caster = ctx.card(String(ctx.args.caster));
  bow(ctx, caster);
  ctx.moveCard(card.id, `${seat}.fateDiscard`, { faceUp: true });
  ctx.emit('spellCast', { ...ctx.cardRef(card), seat, caster: caster.id });
  useAbility(ctx, seat, card, Number(ctx.args.index));
}

function askAttachTo(ctx: RuleContext, seat: SeatId, card: CardInstance): void {
  ctx.ask(
    {
      seat,
      kind: 'attachTo',
      prompt: `Attach ${card.name} to which personality?`,
      options: personalitiesOf(ctx.state, seat).map((p) => ({ id: p.id, label: p.name, card: p.id })),
    },
    'ccgAttachChosen',
    { seat, card: card.id },
  );
}

export function onAttachChosen(ctx: RuleContext): void {
  const { seat, card } = ctx.data as { seat: SeatId; card: string };
  const args = { card, to: String(ctx.answer) };
  payGold(ctx, seat, goldCost(ctx.card(card)), card, 'ccgActionPaid', paid(seat, card, 'ccgAttach', args));
}

/** Rule ccgAttach {card, to}: paid for — the follower or item joins the personality's unit. */
export function attach(ctx: RuleContext): void {
  const card = ctx.card(String(ctx.args.card));
  const to = ctx.card(String(ctx.args.to));
  ctx.changeCard(card.id, { data: { attachedTo: to.id } });
  ctx.moveCard(card.id, to.zone, { faceUp: true });
  ctx.emit('attached', { ...ctx.cardRef(card), to: to.id });
}

function askLobby(ctx: RuleContext, seat: SeatId): void {
  ctx.ask(
    {
      seat,
      kind: 'lobby',
      prompt: 'Lobby: bow which personality?',
      options: personalitiesOf(ctx.state, seat)
        .filter((p) => !p.turned)
        .map((p) => ({ id: p.id, label: p.name, card: p.id })),
    },
    'ccgLobbied',
    { seat },
  );
}

/** Lobby's cost is the bow; then the action is raised, its change taking the Favor. */
export function onLobbied(ctx: RuleContext): void {
  const seat = ctx.data.seat as SeatId;
  const by = String(ctx.answer);
  const state = ccgState.write(ctx.state);
  state.lobbied = [...(state.lobbied ?? []), seat];
  bow(ctx, ctx.card(by));
  ctx.raise(actionEvent(seat, by, null), { rule: 'ccgTakeFavor', args: { seat, by } });
}

/** Rule ccgTakeFavor {seat, by}: Lobby's change. */
export function takeFavor(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const from = favorHolder(ctx.state);
  ccgState.write(ctx.state).favor = seat;
  ctx.emit('favorTaken', { seat, from, by: String(ctx.args.by) });
}

/** Discarding the Favor is the cost of its uses; each is then raised as an action. */
function useFavor(ctx: RuleContext, seat: SeatId, use: string): void {
  ccgState.write(ctx.state).favor = null;
  ctx.emit('favorDiscarded', { seat, use });
  if (use === 'draw') return ctx.raise(actionEvent(seat, null, null), { rule: 'ccgFavorDraw', args: { seat } });
  const here = personalitiesHere(ctx, seat);
  ctx.ask(
    {
      seat,
      kind: 'favorForce',
      prompt: 'Imperial Favor: which personality gets +2 Force?',
      options: here.map((p) => ({ id: p.id, label: p.name, card: p.id })),
    },
    'ccgFavorForce',
    { seat },
  );
}

export function onFavorForce(ctx: RuleContext): void {
  const card = String(ctx.answer);
  ctx.raise(actionEvent(ctx.data.seat as SeatId, null, card), { rule: 'ccgFavorForceGiven', args: { card } });
}

/** Rule ccgFavorDraw {seat}: the Favor's limited use. */
export function favorDraw(ctx: RuleContext): void {
  drawFate(ctx, ctx.args.seat as SeatId, 1);
}

/** Rule ccgFavorForceGiven {card}: the Favor's battle use, +2 Force until the end of the battle. */
export function favorForceGiven(ctx: RuleContext): void {
  const card = ctx.card(String(ctx.args.card));
  addLasting(ctx, card, { modifyForce: 2 }, BATTLE);
  ctx.emit('forceModified', { ...ctx.cardRef(card), amount: 2 });
}

/** The action phase's actions: open for everyone, limited for the active player. */
export const ccgAction: ActionProvider = {
  options(ctx, seat) {
    const timings = timingsNow(ctx, seat, false);
    const limited = timings.includes('limited');
    return [
      ...cardOptions(ctx, seat, timings),
      ...(limited ? [...attachOptions(ctx, seat), ...ringOptions(ctx, seat), ...lobbyOptions(ctx, seat)] : []),
      ...favorOptions(ctx, seat, timings),
    ];
  },
  perform,
};

/** Battle actions at the battlefield being fought, for players with presence there. */
export const ccgBattleAction: ActionProvider = {
  options(ctx, seat) {
    if (!currentBattlefield(ctx.state)) return [];
    const timings = timingsNow(ctx, seat, true);
    return [...cardOptions(ctx, seat, timings), ...favorOptions(ctx, seat, timings)];
  },
  perform,
};
