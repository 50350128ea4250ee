// Card abilities as data (formats/l5r/CARDS.md): what L5R adds to the core's ability runtime
// (core/ability/) — actions offered in a window, events played from hand at their fate cost,
// duels, "each opponent chooses", putting characters into play. The words cards may write are
// the vocabulary (vocabulary.ts); reactions and interrupts reach them through the core's event
// windows.
import type { CardInstance, DecisionOption, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import type { Ability } from '../../cards/schema/card-schema.ts';
import { announceUse, payCosts, persistentValues, resolveAbility, usable } from '../../core/ability/runtime.ts';
import { recordUse } from '../../core/ability/periods.ts';
import {
  cardsIn,
  charactersOf,
  fate,
  immuneToCardEffects,
  inPlayOutsideHome,
  isParticipating,
  provincesOf,
  skill,
  type ConflictType,
} from './board.ts';
import { bow, dishonorCard, removeFate, sendHome, taint, enterPlay } from './changes.ts';
import { blankIn, uniqueAllowed } from './unique.ts';
import { payFateCost, supportAvailable } from './support.ts';
import { inPlayerOrder } from '../../core/player-order.ts';
import { l5rState } from './state.ts';

/** A card's abilities; none while its text box is treated as blank. */
export function l5rAbilities(ctx: RuleContext, card: CardInstance): Ability[] {
  return blankIn(ctx)(card) ? [] : (ctx.format.cardDefs[card.def]?.abilities ?? []);
}

/**
 * Where a card's abilities can be used from: in play, a faceup holding or province, and a
 * warlord out of play (Under Fu Leng's Shadow, "Warlords": its ability "can be triggered once
 * per round, even while the warlord is out of play"). Events in hand: cardActionOptions.
 */
export function activeSources(ctx: RuleContext, seat: SeatId): CardInstance[] {
  return [...cardsIn(ctx.state, `${seat}.home`), ...inPlayOutsideHome(ctx.state, seat), ...cardsIn(ctx.state, `${seat}.warlord`)];
}

/** The `cardAction` options: action abilities on cards in play and events/attachments/characters in hand. */
export function cardActionOptions(ctx: RuleContext, seat: SeatId): DecisionOption[] {
  const options: DecisionOption[] = [];
  for (const card of activeSources(ctx, seat)) {
    l5rAbilities(ctx, card).forEach((a, i) => {
      if (a.type === 'action' && usable(ctx, card, i, seat))
        options.push({ id: `ability:${card.id}:${i}`, label: `${card.name}: ${a.text ?? 'action'}`, card: card.id });
    });
  }
  for (const card of cardsIn(ctx.state, `${seat}.hand`)) {
    const cost = Number(card.stats.cost ?? 0);
    // Support (App. I): teammates' fate may pay part of the card's cost.
    const own = Math.max(0, cost - supportAvailable(ctx, seat, card));
    if (card.type === 'event') {
      const i = l5rAbilities(ctx, card).findIndex((a) => a.type === 'action');
      if (i >= 0 && usable(ctx, card, i, seat, { fate: own }))
        options.push({ id: `event:${card.id}`, label: `Play ${card.name}: ${l5rAbilities(ctx, card)[i].text ?? ''}`, card: card.id });
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

/** Use an action ability, or play an event from hand: its fate cost, its costs, to the discard pile, then target and effects. */
export function playAbility(ctx: RuleContext, seat: SeatId, card: CardInstance, index: number, fromHand: boolean): void {
  const ability = l5rAbilities(ctx, card)[index];
  recordUse(ctx, card, index, ability);
  if (fromHand) payFateCost(ctx, seat, card, { text: 'cost of {card}', card: card.id });
  payCosts(ctx, card, seat, ability.cost ?? []);
  if (fromHand) ctx.moveCard(card.id, `${seat}.conflictDiscard`, { faceUp: true });
  announceUse(ctx, seat, card, index, ability);
  resolveAbility(ctx, seat, card, index);
}

/** A duel: both controllers bid honor in secret; skill + bid decides; the bids exchange honor. */
export function startDuel(
  ctx: RuleContext,
  seat: SeatId,
  challenger: CardInstance,
  target: CardInstance,
  duel: { type: ConflictType; loser: string },
): void {
  const duelist = challenger.type === 'character' ? challenger : null;
  if (!duelist) return;
  l5rState.write(ctx.state).duel = { challenger: duelist.id, target: target.id, type: duel.type, loser: duel.loser };
  // Seats with no honor dial (the cooperative Shadowlands deck) bid by their own rule: the bid
  // step's seats are bound to it (`who: var:duelists`).
  const withoutDial = String(ctx.param('rolesWithoutHonorDial')).split(',');
  const duelists = [seat, target.controller!].filter((s) => !withoutDial.includes(ctx.seat(s).role));
  ctx.emit('duelStarted', { challenger: duelist.id, target: target.id, conflictType: duel.type });
  ctx.push(
    [
      {
        simultaneous: {
          id: 'duelBid',
          prompt: 'Duel: set your honor dial',
          who: 'var:duelists',
          choices: 'duelBid',
          then: 'l5rResolveDuel',
        },
      },
    ],
    { duelists },
  );
}

export function resolveDuel(ctx: RuleContext): void {
  const d = l5rState.read(ctx.state).duel!;
  const bids = { ...d.fixedBids, ...(ctx.data.choices as Record<string, string>) };
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
    if (d.loser === 'sendHome') sendHome(ctx, loser);
  }
  l5rState.write(ctx.state).duel = null;
}

/** Skill from persistent abilities whose condition holds now. */
export function persistentSkill(ctx: RuleContext) {
  return (_state: unknown, card: CardInstance, type: ConflictType): number =>
    persistentValues<{ military?: number; political?: number }>(ctx, card, 'modifySkill').reduce((n, m) => n + (m[type] ?? 0), 0);
}

/** A holding's bonus to its province's strength from persistent abilities whose condition holds now. */
export function persistentProvinceStrength(ctx: RuleContext) {
  return (holding: CardInstance): number => persistentValues<number>(ctx, holding, 'provinceStrength').reduce((n, v) => n + Number(v), 0);
}

const characters = (ctx: RuleContext, seat: SeatId) => charactersOf(ctx.state, seat);
const CHOOSE = {
  taint: {
    prompt: 'taint a character you control',
    among: characters,
    fits: (c: CardInstance) => !c.status.includes('tainted'),
    apply: taint,
  },
  bow: {
    prompt: 'bow a character at home',
    among: characters,
    fits: (c: CardInstance, ctx: RuleContext) => !c.turned && !isParticipating(ctx.state, c),
    apply: bow,
  },
  removeFate: {
    prompt: 'remove 1 fate from a character you control',
    among: characters,
    fits: (c: CardInstance) => fate(c) > 0,
    apply: (ctx: RuleContext, c: CardInstance) => removeFate(ctx, c, 1),
  },
  taintProvince: {
    prompt: 'taint a province you control',
    among: (ctx: RuleContext, seat: SeatId) => provincesOf(ctx.state, seat),
    fits: (p: CardInstance) => !p.status.includes('tainted') && !immuneToCardEffects(p),
    apply: taint,
  },
};

const choicesFor = (ctx: RuleContext, seat: SeatId, what: keyof typeof CHOOSE) =>
  CHOOSE[what].among(ctx, seat).filter((c) => CHOOSE[what].fits(c, ctx));

/** "Each opponent chooses and ...": every opposing seat that can picks one of its own cards, in player order. */
export function eachOpponentChooses(ctx: RuleContext, seat: SeatId, what: keyof typeof CHOOSE, source: string): void {
  const choosers = ctx
    .opponentsOf(seat)
    .filter((o) => choicesFor(ctx, o.id, what).length > 0)
    .map((o) => o.id);
  inPlayerOrder(ctx, choosers, 'l5rOpponentChooses', { what, source });
}

/** One opponent's turn: its choice among its cards as they are now. */
export function opponentChooses(ctx: RuleContext): void {
  const { seat, what, source } = ctx.args as { seat: SeatId; what: keyof typeof CHOOSE; source: string };
  const own = choicesFor(ctx, seat, what);
  if (own.length === 0) return;
  ctx.ask(
    {
      seat,
      kind: 'opponentChooses',
      prompt: `${source}: ${CHOOSE[what].prompt}`,
      options: own.map((c) => ({ id: c.id, label: c.name, card: c.id })),
    },
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
export function putIntoPlayFromDiscard(ctx: RuleContext, seat: SeatId, e: { maxCost?: number; from?: string }): void {
  const piles = e.from === 'opponent' ? ctx.opponentsOf(seat).map((o) => o.id) : [seat];
  const candidates = piles
    .flatMap((s) => cardsIn(ctx.state, `${s}.dynastyDiscard`))
    .filter((c) => c.type === 'character' && Number(c.stats.cost ?? 0) <= (e.maxCost ?? Infinity) && uniqueAllowed(ctx, seat, c));
  if (candidates.length === 0) return;
  ctx.choose(
    {
      seat,
      kind: 'fromDiscard',
      prompt: 'Choose a character to put into play from a discard pile',
      options: candidates.map((c) => ({ id: c.id, label: `${c.name} (${c.owner})`, card: c.id })),
    },
    'l5rPutIntoPlay',
    { seat },
  );
}

/**
 * A warlord put into play from out of play (Under Fu Leng's Shadow, Warlords): from then on a
 * character like any other, with `n` fate; leaving play, it goes back out of play.
 */
export function putWarlordIntoPlay(ctx: RuleContext, seat: SeatId, n: number): void {
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
