// Card abilities as data (formats/l5r/CARDS.md): which can be used now, paying their costs,
// choosing targets, resolving effects, and collecting reactions into trigger windows.
// Each action, reaction and interrupt may be used once per round unless the card says otherwise.
import type { CardInstance, DecisionOption, Json, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import type { Ability } from '../../cards/schema/card-schema.ts';
import {
  canParticipate, cardsIn, charactersOf, conflictOf, fate, isParticipating, provincesOf, sideOf,
  skill, slotZone, type ConflictType,
} from './board.ts';
import {
  bow, dishonorCard, discardAtRandom, discardFromPlay, drawConflictCards, honorCard, opponentOf, placeFate,
  ready, removeFate, removeFromConflict, askChoice, taint, enterPlayStatus,
} from './changes.ts';

type Effect = Record<string, unknown>;
type Cond = Record<string, unknown>;

export function abilitiesOf(ctx: RuleContext, card: CardInstance): Ability[] {
  return ctx.format.cardDefs[card.def]?.abilities ?? [];
}

const useKey = (card: CardInstance, index: number) => `${card.id}#${index}`;

function usesLeft(ctx: RuleContext, card: CardInstance, index: number, ability: Ability): boolean {
  if (ability.limit === 'none') return true;
  const uses = ((ctx.state.vars.abilityUses ?? {}) as Record<string, number>)[useKey(card, index)] ?? 0;
  return uses < (ability.limit ?? 1);
}

function recordUse(ctx: RuleContext, card: CardInstance, index: number): void {
  const uses = (ctx.state.vars.abilityUses ??= {}) as Record<string, number>;
  uses[useKey(card, index)] = (uses[useKey(card, index)] ?? 0) + 1;
}

/** Where a card's abilities can be used from: in play, a faceup holding or province, an event in hand. */
function activeSources(ctx: RuleContext, seat: SeatId): CardInstance[] {
  const s = ctx.state;
  const inPlay = cardsIn(s, `${seat}.home`);
  const provinces = provincesOf(s, seat).filter((p) => p.faceUp);
  const holdings = provincesOf(s, seat)
    .map(slotZone)
    .flatMap((z) => (z ? cardsIn(s, z) : []))
    .filter((c) => c.faceUp && c.type === 'holding');
  const stronghold = cardsIn(s, `${seat}.stronghold`);
  return [...inPlay, ...holdings, ...provinces, ...stronghold];
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
    // A seat without honor (the Shadowlands) always counts honor costs as paid.
    if (cost.loseHonor && ctx.hasCounter(seat, 'honor') && ctx.counter(seat, 'honor') <= Number(cost.loseHonor)) return false;
    if (cost.dishonorSelf && card.status.includes('dishonored')) return false;
    if (cost.discardFromHand && cardsIn(ctx.state, `${seat}.hand`).filter((c) => c.id !== card.id).length < Number(cost.discardFromHand)) return false;
  }
  return ctx.counter(seat, 'fate') >= fateNeeded;
}

function pay(ctx: RuleContext, card: CardInstance, seat: SeatId, costs: Effect[], extraFate: number): void {
  if (extraFate > 0) ctx.addCounter(seat, 'fate', -extraFate, `cost of ${card.name}`);
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
  const f = (ability.target?.character ?? null) as Record<string, unknown> | null;
  if (!f) return [];
  const team = ctx.seat(seat).team;
  const c = conflictOf(ctx.state);
  const type: ConflictType = c?.type ?? 'military';
  return ctx.state.seats.flatMap((s) => charactersOf(ctx.state, s.id)).filter((t) => {
    const mine = ctx.seat(t.controller!).team === team;
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
    return effectsCanChange(ctx, source, ability, t);
  });
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
    if (card.type === 'event') {
      const i = abilitiesOf(ctx, card).findIndex((a) => a.type === 'action');
      if (i >= 0 && usable(ctx, card, i, seat, cost)) options.push({ id: `event:${card.id}`, label: `Play ${card.name}: ${abilitiesOf(ctx, card)[i].text ?? ''}`, card: card.id });
    } else if (card.type === 'attachment' && ctx.counter(seat, 'fate') >= cost && allCharacters(ctx).length > 0) {
      options.push({ id: `attach:${card.id}`, label: `Play ${card.name} (${cost} fate) as an attachment`, card: card.id });
    } else if (card.type === 'character' && ctx.counter(seat, 'fate') >= cost && uniqueAllowed(ctx, seat, card)) {
      options.push({ id: `character:${card.id}`, label: `Play ${card.name} (${cost} fate) from hand`, card: card.id });
    }
  }
  return options;
}

function allCharacters(ctx: RuleContext): CardInstance[] {
  return ctx.state.seats.flatMap((s) => charactersOf(ctx.state, s.id));
}

/**
 * Unique cards: one copy in play per player; in a team game (App. III) no copy may be in
 * play under any player of the team (for two players the team is the player).
 */
export function uniqueAllowed(ctx: RuleContext, seat: SeatId, card: CardInstance): boolean {
  if (!ctx.format.cardDefs[card.def]?.unique) return true;
  return !ctx.teamOf(seat).seats.some((s) => cardsIn(ctx.state, `${s}.home`).some((c) => c.name === card.name));
}

/** Start resolving an action ability or event: pay, then target, then effects. */
export function useAbility(ctx: RuleContext, seat: SeatId, card: CardInstance, index: number, fromHand: boolean): void {
  const ability = abilitiesOf(ctx, card)[index];
  recordUse(ctx, card, index);
  pay(ctx, card, seat, (ability.cost ?? []) as Effect[], fromHand ? Number(card.stats.cost ?? 0) : 0);
  if (fromHand) ctx.moveCard(card.id, `${seat}.conflictDiscard`, { faceUp: true });
  ctx.emit('abilityUsed', { seat, card: card.id, name: card.name, ability: index, text: ability.text ?? '' });
  chooseTargetThenResolve(ctx, seat, card, index);
}

function chooseTargetThenResolve(ctx: RuleContext, seat: SeatId, card: CardInstance, index: number): void {
  const ability = abilitiesOf(ctx, card)[index];
  if (!ability.target?.character) {
    resolveEffects(ctx, seat, card, ability, null);
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
  const source = ctx.card(card);
  resolveEffects(ctx, seat, source, abilitiesOf(ctx, source)[index], ctx.card(ctx.answer as string));
}

function resolveEffects(ctx: RuleContext, seat: SeatId, source: CardInstance, ability: Ability, target: CardInstance | null): void {
  const pick = (who: unknown) => (who === 'self' ? source : target);
  const opponent = opponentOf(ctx, seat);
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
        const mods = ((on.data.skillMods ??= []) as Json[]);
        mods.push({ military: m.military ?? 0, political: m.political ?? 0 });
        ctx.emit('skillModified', { ...ctx.cardRef(on), military: m.military ?? 0, political: m.political ?? 0 });
        break;
      }
      case 'duel': if (target) startDuel(ctx, seat, source, target, value as { type: ConflictType; loser: string }); break;
      case 'taint': if (card) taint(ctx, card); break;
      case 'eachOpponentLosesHonor': for (const o of ctx.opponentsOf(seat)) ctx.addCounter(o.id, 'honor', -Number(value), source.name); break;
      case 'eachOpponentTaints': eachOpponentChooses(ctx, seat, 'taint', source.name); break;
      case 'eachOpponentBows': eachOpponentChooses(ctx, seat, 'bow', source.name); break;
      case 'eachOpponentRemovesFate': eachOpponentChooses(ctx, seat, 'removeFate', source.name); break;
      case 'putIntoPlayFromDiscard': putIntoPlayFromDiscard(ctx, seat, Number((value as { maxCost?: number }).maxCost ?? 99)); break;
      case 'provinceStrength': {
        const c = conflictOf(ctx.state);
        for (const id of c?.provinces ?? []) {
          const p = ctx.card(id);
          p.data.strengthMod = Number(p.data.strengthMod ?? 0) + Number(value);
          ctx.emit('provinceStrengthModified', { ...ctx.cardRef(p), amount: Number(value) });
        }
        break;
      }
      default: throw new Error(`card ${source.def}: unknown effect "${name}"`);
    }
  }
}

function moveToConflict(ctx: RuleContext, card: CardInstance): void {
  const c = conflictOf(ctx.state);
  const side = sideOf(ctx.state, card.controller!);
  if (!c || !side || isParticipating(ctx.state, card) || !canParticipate(card, c.type)) return;
  (side === 'attacker' ? c.attackers : c.defenders).push(card.id);
  ctx.emit('movedToConflict', { ...ctx.cardRef(card), side });
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

/**
 * A trigger window: every reaction (or interrupt) with this trigger whose condition holds,
 * offered to its controller in player order; each may be used or declined.
 */
export function fireTrigger(ctx: RuleContext, when: string, applies: (card: CardInstance, seat: SeatId) => boolean): void {
  for (const s of ctx.seatsInPlayerOrder()) {
    for (const card of activeSources(ctx, s.id)) {
      abilitiesOf(ctx, card).forEach((a, i) => {
        if ((a.type !== 'reaction' && a.type !== 'interrupt') || a.when !== when) return;
        if (!applies(card, s.id) || !usable(ctx, card, i, s.id)) return;
        ctx.ask(
          { seat: s.id, kind: 'reaction', prompt: `${card.name} — ${a.text ?? when}: use it?`, options: [{ id: 'use', label: `Use ${card.name}`, card: card.id }, { id: 'decline', label: 'Decline' }] },
          'l5rReactionAnswer',
          { card: card.id, index: i, seat: s.id },
        );
      });
    }
  }
}

/** Continuation of fireTrigger: re-check (the board may have changed), then use. */
export function onReactionAnswer(ctx: RuleContext): void {
  if (ctx.answer !== 'use') return;
  const { card, index, seat } = ctx.data as { card: string; index: number; seat: SeatId };
  const source = ctx.card(card);
  if (!usable(ctx, source, index, seat)) return;
  useAbility(ctx, seat, source, index, false);
}


const CHOOSE = {
  taint: { prompt: 'taint a character you control', fits: (c: CardInstance) => !c.status.includes('tainted'), apply: taint },
  bow: { prompt: 'bow a character at home', fits: (c: CardInstance, ctx: RuleContext) => !c.bowed && !isParticipating(ctx.state, c), apply: bow },
  removeFate: { prompt: 'remove 1 fate from a character you control', fits: (c: CardInstance) => fate(c) > 0, apply: (ctx: RuleContext, c: CardInstance) => removeFate(ctx, c, 1) },
};

/** "Each opponent chooses and ...": every opposing seat picks one of its own characters. */
export function eachOpponentChooses(ctx: RuleContext, seat: SeatId, what: keyof typeof CHOOSE, source: string): void {
  for (const o of ctx.opponentsOf(seat)) {
    const own = charactersOf(ctx.state, o.id).filter((c) => CHOOSE[what].fits(c, ctx));
    if (own.length === 0) continue;
    ctx.ask(
      { seat: o.id, kind: 'opponentChooses', prompt: `${source}: ${CHOOSE[what].prompt}`, options: own.map((c) => ({ id: c.id, label: c.name, card: c.id })) },
      'l5rOpponentChose',
      { what },
    );
  }
}

export function onOpponentChose(ctx: RuleContext): void {
  const what = ctx.data.what as keyof typeof CHOOSE;
  CHOOSE[what].apply(ctx, ctx.card(ctx.answer as string));
}

/** A character from the controller's dynasty discard pile enters play, with no fate (no reinforcement). */
function putIntoPlayFromDiscard(ctx: RuleContext, seat: SeatId, maxCost: number): void {
  const candidates = cardsIn(ctx.state, `${seat}.dynastyDiscard`).filter((c) => c.type === 'character' && Number(c.stats.cost ?? 0) <= maxCost && uniqueAllowed(ctx, seat, c));
  if (candidates.length === 0) return;
  askChoice(ctx, { seat, kind: 'fromDiscard', prompt: 'Choose a character to put into play from the discard pile', options: candidates.map((c) => ({ id: c.id, label: c.name, card: c.id })) }, 'l5rPutIntoPlay', { seat });
}

export function onPutIntoPlay(ctx: RuleContext): void {
  const seat = ctx.data.seat as SeatId;
  const card = ctx.card(ctx.answer as string);
  ctx.moveCard(card.id, `${seat}.home`, { faceUp: true });
  card.controller = seat;
  enterPlayStatus(ctx, card);
  ctx.emit('characterPlayed', { ...ctx.cardRef(card), seat, extraFate: 0 });
  fireTrigger(ctx, 'played', (c) => c.id === card.id);
}
