// Card abilities as data (formats/l5r/CARDS.md): which can be used now, paying their costs,
// choosing targets and resolving effects. Reactions and interrupts reach them through the
// core's event windows (triggers.ts).
// Each action, reaction and interrupt may be used once per round unless the card says otherwise.
import type { CardInstance, DecisionOption, Json, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import type { Ability } from '../../cards/schema/card-schema.ts';
import {
  canParticipate, canPayHonor, cardsIn, charactersOf, conflictOf, fate, immuneToCardEffects, inPlayOutsideHome, isParticipating,
  provincesOf, sideOf, skill, type ConflictType,
} from './board.ts';
import {
  bow, dishonorCard, discardAtRandom, discardFromPlay, drawConflictCards, honorCard, placeFate,
  ready, removeFate, removeFromConflict, askChoice, taint, moveToConflict, enterPlay,
} from './changes.ts';
import { blankIn, uniqueAllowed } from './unique.ts';
import { payFateCost, supportAvailable } from './support.ts';
import { inPlayerOrder } from '../../core/player-order.ts';

type Effect = Record<string, unknown>;
type Cond = Record<string, unknown>;

/** A card's abilities; none while its text box is treated as blank. */
export function abilitiesOf(ctx: RuleContext, card: CardInstance): Ability[] {
  return blankIn(ctx)(card) ? [] : (ctx.format.cardDefs[card.def]?.abilities ?? []);
}

// Uses this round, by card and ability. Kept private (`_`): the keys are card ids, and a card
// used then shuffled back into a deck must not be followed there.
const useKey = (card: CardInstance, index: number) => `${card.id}#${index}`;

function usesLeft(ctx: RuleContext, card: CardInstance, index: number, ability: Ability): boolean {
  if (ability.limit === 'none') return true;
  const uses = ((ctx.state.vars._abilityUses ?? {}) as Record<string, number>)[useKey(card, index)] ?? 0;
  return uses < (ability.limit ?? 1);
}

function recordUse(ctx: RuleContext, card: CardInstance, index: number): void {
  const uses = (ctx.state.vars._abilityUses ??= {}) as Record<string, number>;
  uses[useKey(card, index)] = (uses[useKey(card, index)] ?? 0) + 1;
}

/** Where a card's abilities can be used from: in play, a faceup holding or province, an event in hand. */
export function activeSources(ctx: RuleContext, seat: SeatId): CardInstance[] {
  return [...cardsIn(ctx.state, `${seat}.home`), ...inPlayOutsideHome(ctx.state, seat)];
}

export function conditionHolds(ctx: RuleContext, card: CardInstance, seat: SeatId, cond: Cond): boolean {
  const c = conflictOf(ctx.state);
  if (cond.participating !== undefined) return isParticipating(ctx.state, card) === cond.participating;
  if (cond.inConflict !== undefined) return !!c === cond.inConflict;
  if (cond.attacking !== undefined) return (sideOf(ctx.state, seat) === 'attacker') === cond.attacking;
  if (cond.defending !== undefined) return (sideOf(ctx.state, seat) === 'defender') === cond.defending;
  if (cond.conflictType !== undefined) return !!c && c.type === cond.conflictType;
  if (cond.honorAtLeast !== undefined) return ctx.counter(seat, 'honor') >= Number(cond.honorAtLeast);
  if (cond.phase !== undefined) return ctx.state.phase === cond.phase;
  if (cond.warlordOutOfPlay !== undefined) return ((ctx.state.zones[`${seat}.warlord`] ?? []).length > 0) === cond.warlordOutOfPlay;
  return false;
}

function conditionsHold(ctx: RuleContext, card: CardInstance, seat: SeatId, ability: Ability): boolean {
  return (ability.condition ?? []).every((cond) => conditionHolds(ctx, card, seat, cond as Cond));
}

function canPay(ctx: RuleContext, card: CardInstance, seat: SeatId, costs: Effect[], extraFate: number): boolean {
  let fateNeeded = extraFate;
  for (const cost of costs) {
    if (cost.bowSelf && card.bowed) return false;
    if (cost.payFate) fateNeeded += Number(cost.payFate);
    if (cost.loseHonor && !canPayHonor(ctx, seat, Number(cost.loseHonor))) return false;
    if (cost.dishonorSelf && card.status.includes('dishonored')) return false;
    if (cost.discardFromHand && cardsIn(ctx.state, `${seat}.hand`).filter((c) => c.id !== card.id).length < Number(cost.discardFromHand)) return false;
  }
  return ctx.counter(seat, 'fate') >= fateNeeded;
}

function pay(ctx: RuleContext, card: CardInstance, seat: SeatId, costs: Effect[]): void {
  for (const cost of costs) {
    if (cost.bowSelf) bow(ctx, card);
    if (cost.payFate) ctx.addCounter(seat, 'fate', -Number(cost.payFate), `cost of ${card.name}`);
    if (cost.loseHonor) ctx.addCounter(seat, 'honor', -Number(cost.loseHonor), `cost of ${card.name}`);
    if (cost.dishonorSelf) dishonorCard(ctx, card);
    if (cost.discardFromHand) discardAtRandom(ctx, seat, Number(cost.discardFromHand));
  }
}

/** Characters that satisfy an ability's target filter, from `seat`'s point of view. */
export function legalTargets(ctx: RuleContext, source: CardInstance, seat: SeatId, ability: Ability): CardInstance[] {
  const f = (ability.target?.character ?? null) as Filter | null;
  if (!f) return [];
  return ctx.state.seats.flatMap((s) => charactersOf(ctx.state, s.id)).filter((t) => passesFilter(ctx, source, seat, t, f) && effectsCanChange(ctx, source, ability, t));
}

type Filter = Record<string, unknown>;

/** Does character `t` pass a character filter (CARDS.md, Targets), from `seat`'s point of view? */
function passesFilter(ctx: RuleContext, source: CardInstance, seat: SeatId, t: CardInstance, f: Filter): boolean {
  const mine = ctx.seat(t.controller!).team === ctx.seat(seat).team;
  const type: ConflictType = conflictOf(ctx.state)?.type ?? 'military';
  if (f.side === 'self' && !mine) return false;
  if (f.side === 'opponent' && mine) return false;
  if (f.participating !== undefined && isParticipating(ctx.state, t) !== f.participating) return false;
  if (f.ready && t.bowed) return false;
  if (f.bowed && !t.bowed) return false;
  if (f.maxCost !== undefined && Number(t.stats.cost ?? 0) > Number(f.maxCost)) return false;
  if (f.maxSkill !== undefined && (skill(ctx.state, t, type, persistentSkill(ctx)) ?? 0) > Number(f.maxSkill)) return false;
  if (f.hasFate && fate(t) === 0) return false;
  if (f.noFate && fate(t) > 0) return false;
  if (f.notSelf && t.id === source.id) return false;
  if (f.tainted !== undefined && t.status.includes('tainted') !== f.tainted) return false;
  return true;
}

/** Would resolving the effects on this target change anything? (Keeps bots from wasting cards.) */
function effectsCanChange(ctx: RuleContext, source: CardInstance, ability: Ability, t: CardInstance): boolean {
  return (ability.effects as Effect[]).some((e) => {
    if (e.bow === 'target') return !t.bowed;
    if (e.ready === 'target') return t.bowed;
    if (e.honor === 'target') return !t.status.includes('honored');
    if (e.dishonor === 'target') return !t.status.includes('dishonored');
    if (e.removeFate !== undefined) return fate(t) > 0;
    if (e.sendHome === 'target') return isParticipating(ctx.state, t);
    if (e.moveToConflict === 'target') {
      const c = conflictOf(ctx.state);
      return !!c && !isParticipating(ctx.state, t) && !t.bowed && canParticipate(t, c.type) && sideOf(ctx.state, t.controller!) !== null;
    }
    if (e.duel) return isParticipating(ctx.state, source) || source.type === 'event';
    if (e.taint === 'target') return !t.status.includes('tainted');
    return true;
  });
}

/** Can this ability be used now by `seat` (limits, conditions, costs, a legal target)? */
export function usable(ctx: RuleContext, card: CardInstance, index: number, seat: SeatId, extraFate = 0): boolean {
  const ability = abilitiesOf(ctx, card)[index];
  if (!usesLeft(ctx, card, index, ability)) return false;
  if (!conditionsHold(ctx, card, seat, ability)) return false;
  if (!canPay(ctx, card, seat, (ability.cost ?? []) as Effect[], extraFate)) return false;
  if (ability.target?.character && legalTargets(ctx, card, seat, ability).length === 0) return false;
  return true;
}

/** The `cardAction` options: action abilities on cards in play and events/attachments/characters in hand. */
export function cardActionOptions(ctx: RuleContext, seat: SeatId): DecisionOption[] {
  const options: DecisionOption[] = [];
  for (const card of activeSources(ctx, seat)) {
    abilitiesOf(ctx, card).forEach((a, i) => {
      if (a.type === 'action' && usable(ctx, card, i, seat)) options.push({ id: `ability:${card.id}:${i}`, label: `${card.name}: ${a.text ?? 'action'}`, card: card.id });
    });
  }
  for (const card of cardsIn(ctx.state, `${seat}.hand`)) {
    const cost = Number(card.stats.cost ?? 0);
    // Support (App. I): teammates' fate may pay part of the card's cost.
    const own = Math.max(0, cost - supportAvailable(ctx, seat, card));
    if (card.type === 'event') {
      const i = abilitiesOf(ctx, card).findIndex((a) => a.type === 'action');
      if (i >= 0 && usable(ctx, card, i, seat, own)) options.push({ id: `event:${card.id}`, label: `Play ${card.name}: ${abilitiesOf(ctx, card)[i].text ?? ''}`, card: card.id });
    } else if (card.type === 'attachment' && ctx.counter(seat, 'fate') >= own && allCharacters(ctx).length > 0) {
      options.push({ id: `attach:${card.id}`, label: `Play ${card.name} (${cost} fate) as an attachment`, card: card.id });
    } else if (card.type === 'character' && ctx.counter(seat, 'fate') >= own && uniqueAllowed(ctx, seat, card)) {
      options.push({ id: `character:${card.id}`, label: `Play ${card.name} (${cost} fate) from hand`, card: card.id });
    }
  }
  return options;
}

function allCharacters(ctx: RuleContext): CardInstance[] {
  return ctx.state.seats.flatMap((s) => charactersOf(ctx.state, s.id));
}

/** Start resolving an action ability or event: pay, then target, then effects. */
export function useAbility(ctx: RuleContext, seat: SeatId, card: CardInstance, index: number, fromHand: boolean): void {
  const ability = abilitiesOf(ctx, card)[index];
  recordUse(ctx, card, index);
  if (fromHand) payFateCost(ctx, seat, card, `cost of ${card.name}`);
  pay(ctx, card, seat, (ability.cost ?? []) as Effect[]);
  if (fromHand) ctx.moveCard(card.id, `${seat}.conflictDiscard`, { faceUp: true });
  ctx.emit('abilityUsed', { ...ctx.cardRef(card), seat, ability: index, text: ability.text ?? '' });
  chooseTargetThenResolve(ctx, seat, card, index);
}

function chooseTargetThenResolve(ctx: RuleContext, seat: SeatId, card: CardInstance, index: number): void {
  const ability = abilitiesOf(ctx, card)[index];
  if (!ability.target?.character) {
    chooseOpponentThenResolve(ctx, seat, card, index, null);
    return;
  }
  const targets = legalTargets(ctx, card, seat, ability);
  if (targets.length === 0) return;
  askChoice(
    ctx,
    { seat, kind: 'target', prompt: `${card.name}: choose a character`, options: targets.map((t) => ({ id: t.id, label: `${t.name} (${t.controller})`, card: t.id })) },
    'l5rAbilityTarget',
    { card: card.id, index, seat },
  );
}

/** Continuation of chooseTargetThenResolve. */
export function onAbilityTarget(ctx: RuleContext): void {
  const { card, index, seat } = ctx.data as { card: string; index: number; seat: SeatId };
  chooseOpponentThenResolve(ctx, seat, ctx.card(card), index, ctx.card(ctx.answer as string));
}

/** Effects on "your opponent": a single player of the opposing team. */
const ON_AN_OPPONENT = new Set(['opponentLosesHonor', 'takeHonor', 'opponentDiscardsAtRandom', 'opponentSacrifices']);

/**
 * "Your opponent" is any single player on the opposing team, chosen when the ability
 * resolves (Under Fu Leng's Shadow, App. III): with several, the resolving player chooses
 * (for the Shadowlands deck, the players do — askChoice). In a two-player game there is one.
 */
function chooseOpponentThenResolve(ctx: RuleContext, seat: SeatId, card: CardInstance, index: number, target: CardInstance | null): void {
  const ability = abilitiesOf(ctx, card)[index];
  const opponents = ctx.opponentsOf(seat);
  const onAnOpponent = (ability.effects as Effect[]).some((e) => ON_AN_OPPONENT.has(Object.keys(e)[0]));
  if (!onAnOpponent || opponents.length <= 1) {
    resolveEffects(ctx, seat, card, ability, target, opponents[0]?.id ?? null);
    return;
  }
  askChoice(
    ctx,
    { seat, kind: 'opponent', prompt: `${card.name}: choose the opponent it affects`, options: opponents.map((o) => ({ id: o.id, label: o.id })) },
    'l5rAbilityOpponent',
    { card: card.id, index, seat, target: target?.id ?? null },
  );
}

/** Continuation of chooseOpponentThenResolve. */
export function onAbilityOpponent(ctx: RuleContext): void {
  const { card, index, seat, target } = ctx.data as { card: string; index: number; seat: SeatId; target: string | null };
  const source = ctx.card(card);
  resolveEffects(ctx, seat, source, abilitiesOf(ctx, source)[index], target === null ? null : ctx.card(target), String(ctx.answer));
}

function resolveEffects(ctx: RuleContext, seat: SeatId, source: CardInstance, ability: Ability, target: CardInstance | null, opponent: SeatId | null): void {
  const pick = (who: unknown) => (who === 'self' ? source : target);
  for (const e of ability.effects as Effect[]) {
    const [name, value] = Object.entries(e)[0];
    const card = pick(value);
    switch (name) {
      case 'gainFate': ctx.addCounter(seat, 'fate', Number(value), source.name); break;
      case 'gainHonor': ctx.addCounter(seat, 'honor', Number(value), source.name); break;
      case 'loseHonor': ctx.addCounter(seat, 'honor', -Number(value), source.name); break;
      case 'opponentLosesHonor': if (opponent) ctx.addCounter(opponent, 'honor', -Number(value), source.name); break;
      case 'takeHonor': if (opponent) ctx.transfer(opponent, seat, 'honor', Number(value), source.name); break;
      case 'draw': drawConflictCards(ctx, seat, Number(value)); break;
      case 'opponentDiscardsAtRandom': if (opponent) discardAtRandom(ctx, opponent, Number(value)); break;
      case 'bow': if (card) bow(ctx, card); break;
      case 'ready': if (card) ready(ctx, card); break;
      case 'honor': if (card) honorCard(ctx, card); break;
      case 'dishonor': if (card) dishonorCard(ctx, card); break;
      case 'placeFate': if (target ?? source) placeFate(ctx, target ?? source, Number(value)); break;
      case 'removeFate': if (target) removeFate(ctx, target, Number(value)); break;
      case 'discard': if (card) discardFromPlay(ctx, card, source.name); break;
      case 'sendHome': {
        const c = conflictOf(ctx.state);
        if (card && c) { removeFromConflict(c, card.id); ctx.emit('sentHome', ctx.cardRef(card)); }
        break;
      }
      case 'moveToConflict': if (card) moveToConflict(ctx, card); break;
      case 'modifySkill': {
        const m = value as { military?: number; political?: number; on?: string };
        const on = m.on === 'self' ? source : target ?? source;
        ctx.changeCard(on.id, { data: { skillMods: [...((on.data.skillMods ?? []) as Json[]), { military: m.military ?? 0, political: m.political ?? 0 }] } });
        ctx.emit('skillModified', { ...ctx.cardRef(on), military: m.military ?? 0, political: m.political ?? 0 });
        break;
      }
      case 'duel': if (target) startDuel(ctx, seat, source, target, value as { type: ConflictType; loser: string }); break;
      case 'taint': if (card) taint(ctx, card); break;
      case 'eachOpponentLosesHonor': for (const o of ctx.opponentsOf(seat)) ctx.addCounter(o.id, 'honor', -Number(value), source.name); break;
      case 'eachOpponentTaints': eachOpponentChooses(ctx, seat, 'taint', source.name); break;
      case 'eachOpponentBows': eachOpponentChooses(ctx, seat, 'bow', source.name); break;
      case 'eachOpponentRemovesFate': eachOpponentChooses(ctx, seat, 'removeFate', source.name); break;
      case 'eachOpponentTaintsAProvince': eachOpponentChooses(ctx, seat, 'taintProvince', source.name); break;
      case 'putIntoPlayFromDiscard': putIntoPlayFromDiscard(ctx, seat, value as { maxCost?: number; from?: string }); break;
      case 'putWarlordIntoPlay': putWarlordIntoPlay(ctx, seat, Number(value)); break;
      case 'opponentSacrifices': {
        const cards = opponent ? charactersOf(ctx.state, opponent).filter((t) => passesFilter(ctx, source, opponent, t, value as Filter)) : [];
        if (cards.length > 0) ctx.call('l5rSacrifice', { seat: opponent, cards: cards.map((t) => t.id), source: source.name });
        break;
      }
      case 'provinceStrength': {
        const c = conflictOf(ctx.state);
        for (const id of c?.provinces ?? []) {
          const p = ctx.card(id);
          ctx.changeCard(p.id, { data: { strengthMod: Number(p.data.strengthMod ?? 0) + Number(value) } });
          ctx.emit('provinceStrengthModified', { ...ctx.cardRef(p), amount: Number(value) });
        }
        break;
      }
      default: throw new Error(`card ${source.def}: unknown effect "${name}"`);
    }
  }
}

/** A duel: both controllers bid honor in secret; skill + bid decides; the bids exchange honor. */
function startDuel(ctx: RuleContext, seat: SeatId, challenger: CardInstance, target: CardInstance, duel: { type: ConflictType; loser: string }): void {
  const duelist = challenger.type === 'character' ? challenger : null;
  if (!duelist) return;
  ctx.state.vars.duel = { challenger: duelist.id, target: target.id, type: duel.type, loser: duel.loser } as Json;
  // Seats without honor (the Shadowlands) bid by their own rule instead of a dial.
  ctx.state.vars.duelists = [seat, target.controller!].filter((s) => ctx.hasCounter(s, 'honor'));
  ctx.emit('duelStarted', { challenger: duelist.id, target: target.id, conflictType: duel.type });
  ctx.push([{ simultaneous: { id: 'duelBid', prompt: 'Duel: set your honor dial', who: 'var:duelists', choices: 'duelBid', then: 'l5rResolveDuel' } }]);
}

export function resolveDuel(ctx: RuleContext): void {
  const d = ctx.state.vars.duel as { challenger: string; target: string; type: ConflictType; loser: string };
  const bids = { ...(ctx.state.vars.automatedBids as Record<string, string> | undefined), ...(ctx.data.choices as Record<string, string>) };
  delete ctx.state.vars.automatedBids;
  const a = ctx.card(d.challenger);
  const b = ctx.card(d.target);
  const bidA = Number(bids[a.controller!]);
  const bidB = Number(bids[b.controller!]);
  if (a.controller !== b.controller) {
    if (bidA > bidB) ctx.transfer(a.controller!, b.controller!, 'honor', bidA - bidB, 'duel bids');
    if (bidB > bidA) ctx.transfer(b.controller!, a.controller!, 'honor', bidB - bidA, 'duel bids');
  }
  const totalA = (skill(ctx.state, a, d.type, persistentSkill(ctx)) ?? 0) + bidA;
  const totalB = (skill(ctx.state, b, d.type, persistentSkill(ctx)) ?? 0) + bidB;
  const loser = totalA > totalB ? b : totalB > totalA ? a : null;
  ctx.emit('duelResolved', { challenger: a.id, target: b.id, challengerTotal: totalA, targetTotal: totalB, loser: loser?.id ?? null });
  if (loser) {
    if (d.loser === 'bow') bow(ctx, loser);
    if (d.loser === 'dishonor') dishonorCard(ctx, loser);
    if (d.loser === 'sendHome') {
      const c = conflictOf(ctx.state);
      if (c) { removeFromConflict(c, loser.id); ctx.emit('sentHome', ctx.cardRef(loser)); }
    }
  }
  delete ctx.state.vars.duel;
  delete ctx.state.vars.duelists;
}

/** Skill from persistent abilities whose condition holds now. */
export function persistentSkill(ctx: RuleContext) {
  return (_state: unknown, card: CardInstance, type: ConflictType): number => {
    let bonus = 0;
    abilitiesOf(ctx, card).forEach((a) => {
      if (a.type !== 'persistent' || !conditionsHold(ctx, card, card.controller!, a)) return;
      for (const e of a.effects as Effect[]) {
        const m = e.modifySkill as { military?: number; political?: number } | undefined;
        if (m) bonus += m[type] ?? 0;
      }
    });
    return bonus;
  };
}

const characters = (ctx: RuleContext, seat: SeatId) => charactersOf(ctx.state, seat);
const CHOOSE = {
  taint: { prompt: 'taint a character you control', among: characters, fits: (c: CardInstance) => !c.status.includes('tainted'), apply: taint },
  bow: { prompt: 'bow a character at home', among: characters, fits: (c: CardInstance, ctx: RuleContext) => !c.bowed && !isParticipating(ctx.state, c), apply: bow },
  removeFate: { prompt: 'remove 1 fate from a character you control', among: characters, fits: (c: CardInstance) => fate(c) > 0, apply: (ctx: RuleContext, c: CardInstance) => removeFate(ctx, c, 1) },
  taintProvince: {
    prompt: 'taint a province you control',
    among: (ctx: RuleContext, seat: SeatId) => provincesOf(ctx.state, seat),
    fits: (p: CardInstance) => !p.status.includes('tainted') && !immuneToCardEffects(p),
    apply: taint,
  },
};

const choicesFor = (ctx: RuleContext, seat: SeatId, what: keyof typeof CHOOSE) => CHOOSE[what].among(ctx, seat).filter((c) => CHOOSE[what].fits(c, ctx));

/** "Each opponent chooses and ...": every opposing seat that can picks one of its own cards, in player order. */
export function eachOpponentChooses(ctx: RuleContext, seat: SeatId, what: keyof typeof CHOOSE, source: string): void {
  const choosers = ctx.opponentsOf(seat).filter((o) => choicesFor(ctx, o.id, what).length > 0).map((o) => o.id);
  inPlayerOrder(ctx, choosers, 'l5rOpponentChooses', { what, source });
}

/** One opponent's turn: its choice among its cards as they are now. */
export function opponentChooses(ctx: RuleContext): void {
  const { seat, what, source } = ctx.args as { seat: SeatId; what: keyof typeof CHOOSE; source: string };
  const own = choicesFor(ctx, seat, what);
  if (own.length === 0) return;
  ctx.ask(
    { seat, kind: 'opponentChooses', prompt: `${source}: ${CHOOSE[what].prompt}`, options: own.map((c) => ({ id: c.id, label: c.name, card: c.id })) },
    'l5rOpponentChose',
    { what },
  );
}

export function onOpponentChose(ctx: RuleContext): void {
  const what = ctx.data.what as keyof typeof CHOOSE;
  CHOOSE[what].apply(ctx, ctx.card(ctx.answer as string));
}

/**
 * A character from a dynasty discard pile enters play under `seat`'s control, with no fate
 * (no reinforcement): from its own pile, or (`from: opponent`) from an opponent's.
 */
function putIntoPlayFromDiscard(ctx: RuleContext, seat: SeatId, e: { maxCost?: number; from?: string }): void {
  const piles = e.from === 'opponent' ? ctx.opponentsOf(seat).map((o) => o.id) : [seat];
  const candidates = piles
    .flatMap((s) => cardsIn(ctx.state, `${s}.dynastyDiscard`))
    .filter((c) => c.type === 'character' && Number(c.stats.cost ?? 0) <= (e.maxCost ?? Infinity) && uniqueAllowed(ctx, seat, c));
  if (candidates.length === 0) return;
  askChoice(ctx, { seat, kind: 'fromDiscard', prompt: 'Choose a character to put into play from a discard pile', options: candidates.map((c) => ({ id: c.id, label: `${c.name} (${c.owner})`, card: c.id })) }, 'l5rPutIntoPlay', { seat });
}

/**
 * A warlord put into play from out of play (Under Fu Leng's Shadow, Warlords): from then on a
 * character like any other, with `n` fate; leaving play, it goes back out of play.
 */
function putWarlordIntoPlay(ctx: RuleContext, seat: SeatId, n: number): void {
  const warlord = cardsIn(ctx.state, `${seat}.warlord`)[0];
  if (warlord) putIntoPlay(ctx, seat, warlord, n);
}

export function onPutIntoPlay(ctx: RuleContext): void {
  putIntoPlay(ctx, ctx.data.seat as SeatId, ctx.card(ctx.answer as string), 0);
}

/** A character put into play (not played) at `seat`'s home under its control, with `n` fate. */
function putIntoPlay(ctx: RuleContext, seat: SeatId, card: CardInstance, n: number): void {
  enterPlay(ctx, card, { seat, controller: seat, fate: n, intoConflict: false });
}
