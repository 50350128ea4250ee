// Cooperative mode, conflict phase: the deck's waves, its automatic declarations against one
// province of every player, its conflict actions (it always acts first; it reveals the top
// conflict card and plays it if it can, else passes), breaking its provinces, its duel bids.
// (Its corrupted ring effects hold in every mode: ring-effects.ts.)
import type { CardInstance, SeatId } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import {
  CONFLICT_TYPES,
  canParticipate,
  cardsIn,
  charactersOf,
  conflictOf,
  fate,
  isBroken,
  isStrongholdProvince,
  numParam,
  provinceStrength,
  provincesOf,
  skill,
  slotZone,
  unclaimedRings,
  type ConflictType,
} from '../board.ts';
import { enterPlay } from '../changes.ts';
import { l5rAbilities, persistentSkill, playAbility } from '../abilities.ts';
import { usable } from '../../../core/ability/runtime.ts';
import {
  beginConflicts as beginBase,
  conflictOpportunity as offerNext,
  ledgerOf,
  nextConflictTeam,
  pushConflictWindow,
  sideTotals,
  startConflict,
} from '../conflict.ts';
import { l5rRules } from '../rules.ts';
import { blankIn } from '../unique.ts';
import {
  isShadowlands,
  isSkirmish,
  noteRandomizer,
  players,
  reshuffleShadowlandsConflictDeck,
  revealRandomizer,
  shadowlandsSeat,
  shadowlandsState,
} from './faction.ts';
import { wavesOf } from './figures.ts';
import { l5rState } from '../state.ts';

/** The wave the deck attacks with next (figures.ts): none when every wave is idle. */
export function nextWave(ctx: RuleContext): CardInstance[] {
  return wavesOf(ctx).find((w) => w.next)?.characters ?? [];
}

/** The deck may attack again (stronghold format: until out of ready characters or unclaimed rings). */
function deckCanAttack(ctx: RuleContext): boolean {
  return nextWave(ctx).length > 0 && unclaimedRings(ctx.state).length > 0;
}

export function beginConflicts(ctx: RuleContext): void {
  beginBase(ctx);
  const sl = shadowlandsSeat(ctx).team;
  // Skirmish: one conflict. Stronghold: one more for as long as it can attack (see below).
  ledgerOf(ctx)[sl] = { military: 0, political: 0, any: 1, left: 1 };
}

export function conflictOpportunitiesRemain(ctx: RuleContext): boolean {
  const sl = shadowlandsSeat(ctx).team;
  const ledger = ledgerOf(ctx);
  // Once the deck can't attack this round it is done; until then (stronghold) it always has one more.
  if (ledger[sl].left > 0 && !deckCanAttack(ctx))
    deckForgoesConflicts(ctx, nextWave(ctx).length === 0 ? 'no ready character can attack' : 'no unclaimed ring');
  else if (!isSkirmish(ctx) && ledger[sl].any > 0) ledger[sl].left = 1;
  return Object.values(ledger).some((o) => o.left > 0);
}

export function conflictOpportunity(ctx: RuleContext): void {
  const sl = shadowlandsSeat(ctx);
  const team = peekNextTeam(ctx);
  if (team !== sl.team) return offerNext(ctx);
  nextConflictTeam(ctx);
  declareDeckConflict(ctx);
}

/** The deck can't declare: its conflicts are over for the round, and the stream says why. */
function deckForgoesConflicts(ctx: RuleContext, reason: string): void {
  const team = shadowlandsSeat(ctx).team;
  const ledger = ledgerOf(ctx)[team];
  ledger.left = ledger.any = 0;
  ctx.emit('conflictPassed', { team, auto: true, reason });
}

/** Whose opportunity is next, without using it. */
const peekNextTeam = (ctx: RuleContext): string => nextConflictTeam(ctx, false);

/**
 * The deck declares: attackers from the next wave; the element by discarding conflict cards
 * until one matches an unclaimed ring (Greedy: a ring with the most fate); the same card's
 * shadow number picks each player's province; the players choose a legal type.
 */
function declareDeckConflict(ctx: RuleContext): void {
  const sl = shadowlandsSeat(ctx);
  const ledger = ledgerOf(ctx)[sl.team];
  const wave = nextWave(ctx);
  const rings = wantedRings(ctx);
  if (wave.length === 0 || rings.length === 0)
    return deckForgoesConflicts(ctx, wave.length === 0 ? 'no ready character can attack' : 'no ring it may take');
  const card = discardUntilElement(
    ctx,
    rings.map((r) => String(r.stats.element)),
  );
  if (!card) return deckForgoesConflicts(ctx, 'no card matched an unclaimed ring');
  const ring = rings.find((r) => r.stats.element === card.stats.shadowElement)!;
  const provinces = players(ctx)
    .map((p) => attackedProvince(ctx, p.id, Number(card.stats.shadowNumber ?? 1)))
    .filter((x): x is CardInstance => !!x);
  if (provinces.length === 0) return deckForgoesConflicts(ctx, 'no province to attack');
  ledger.left--;
  if (isSkirmish(ctx)) ledger.any = 0;
  const data = { ring: ring.id, provinces: provinces.map((p) => p.id), wave: wave.map((c) => c.id) };
  const types = legalTypes(wave);
  if (types.length === 1) return declareDeckConflictOfType(ctx, types[0], data);
  if (ctx.state.options.dangerous === true) return declareDeckConflictOfType(ctx, dangerousType(ctx, wave, types), data);
  // The type is the defending players' own decision, not a choice made for the deck while
  // resolving a card ability: it stays theirs under Unpredictable (never random).
  ctx.ask(
    {
      seat: players(ctx)[0].id,
      kind: 'for:conflictType',
      prompt: `For ${sl.id}: Choose the type of the Shadowlands conflict`,
      options: types.map((t) => ({
        id: t,
        label: `${t} (attackers: ${wave.filter((c) => canParticipate(c, t)).reduce((n, c) => n + (skill(ctx.state, c, t, persistentSkill(ctx)) ?? 0), 0)})`,
      })),
    },
    'slConflictType',
    data,
  );
}

export function onDeckConflictType(ctx: RuleContext): void {
  declareDeckConflictOfType(ctx, ctx.answer as ConflictType, ctx.data as { ring: string; provinces: string[]; wave: string[] });
}

function declareDeckConflictOfType(ctx: RuleContext, type: ConflictType, d: { ring: string; provinces: string[]; wave: string[] }): void {
  const sl = shadowlandsSeat(ctx);
  // Characters of the wave that can't take part stay home and form the next wave.
  const attackers = d.wave.filter((id) => canParticipate(ctx.card(id), type));
  startConflict(ctx, { team: sl.team, seat: sl.id, type, ring: d.ring, provinces: d.provinces, attackers });
}

/** Types every wave member can attack in; if none, the types some can (the rest stay home). */
function legalTypes(wave: CardInstance[]): ConflictType[] {
  const all = CONFLICT_TYPES.filter((t) => wave.every((c) => canParticipate(c, t)));
  return all.length > 0 ? all : CONFLICT_TYPES.filter((t) => wave.some((c) => canParticipate(c, t)));
}

/** Dangerous: military unless the attackers' political skill exceeds their military. */
function dangerousType(ctx: RuleContext, wave: CardInstance[], types: ConflictType[]): ConflictType {
  const total = (t: ConflictType) =>
    wave.filter((c) => canParticipate(c, t)).reduce((n, c) => n + (skill(ctx.state, c, t, persistentSkill(ctx)) ?? 0), 0);
  const pick: ConflictType = total('political') > total('military') ? 'political' : 'military';
  return types.includes(pick) ? pick : types[0];
}

/** Rings the deck may attack with: every unclaimed ring, or (Greedy) those with the most fate. */
function wantedRings(ctx: RuleContext): CardInstance[] {
  const rings = unclaimedRings(ctx.state);
  if (ctx.state.options.greedy !== true) return rings;
  const most = Math.max(0, ...rings.map(fate));
  return most > 0 ? rings.filter((r) => fate(r) === most) : rings;
}

function discardUntilElement(ctx: RuleContext, elements: string[]): CardInstance | null {
  const sl = shadowlandsSeat(ctx).id;
  // Every card is seen at most twice (one reshuffle) before giving up on a deck without the element.
  const limit = 2 * (ctx.zone(`${sl}.conflictDeck`).length + ctx.zone(`${sl}.conflictDiscard`).length) + 1;
  for (let i = 0; i < limit; i++) {
    const card = revealRandomizer(ctx, 'conflict declaration');
    if (!card) return null;
    if (elements.includes(String(card.stats.shadowElement))) return card;
  }
  return null;
}

/**
 * The attacked province of one player: position = shadow number among the four
 * non-stronghold provinces (the stronghold if that one is broken); skirmish: the leftmost unbroken.
 */
function attackedProvince(ctx: RuleContext, seat: SeatId, shadowNumber: number): CardInstance | undefined {
  const provinces = provincesOf(ctx.state, seat);
  if (isSkirmish(ctx)) return provinces.find((p) => !isBroken(p));
  const atPosition = provinces.find((p) => p.data.slot === `province${shadowNumber}`);
  if (atPosition && !isBroken(atPosition)) return atPosition;
  return provinces.find((p) => isStrongholdProvince(p) && !isBroken(p));
}

/** The deck defends with the next wave's characters that can take part (the wave is never skipped). */
export function deckDefenders(state: Parameters<typeof charactersOf>[0], candidates: string[], slSeat: SeatId): string[] {
  const ready = charactersOf(state, slSeat).filter((c) => !c.turned);
  if (ready.length === 0) return [];
  const least = Math.min(...ready.map(fate));
  return ready.filter((c) => fate(c) === least && candidates.includes(c.id)).map((c) => c.id);
}

/**
 * The conflict action window in cooperative mode: the deck acts first in every conflict, by
 * its own rules; the players' team then acts or passes; when the players pass, the deck
 * passes too (Cooperative Mode › "Conflict Actions").
 */
export function conflictWindow(ctx: RuleContext): void {
  pushConflictWindow(ctx, {
    startWith: 'role:shadowlands',
    automated: { unit: 'role:shadowlands', rule: 'slDeckAction' },
    closedBy: 'role:player',
  });
}

/**
 * The deck's action: reveal its top conflict card and play it if it can (enough fate,
 * eligible targets, an effect that changes something); otherwise discard it as a pass.
 * Cunning: while attacking and winning by enough to break, it passes without revealing.
 */
export function deckAction(ctx: RuleContext): void {
  const sl = shadowlandsSeat(ctx).id;
  const c = conflictOf(ctx.state)!;
  if (ctx.state.options.cunning === true && c.attackingSeat === sl && winningAndBreaking(ctx)) {
    ctx.emit('deckPassed', { reason: 'cunning' });
    return;
  }
  if (ctx.zone(`${sl}.conflictDeck`).length === 0) reshuffleShadowlandsConflictDeck(ctx);
  const deck = ctx.zone(`${sl}.conflictDeck`);
  if (deck.length === 0) return;
  const card = ctx.card(deck[deck.length - 1]);
  // Shown while still on the deck; where it goes (played, or discarded as a pass) the moves that follow say.
  noteRandomizer(ctx, card, 'conflict action', card.zone);
  const played = () => (shadowlandsState.write(ctx.state).lastRandomizer!.played = true);
  const cost = Number(card.stats.cost ?? 0);
  const affordable = ctx.counter(sl, 'fate') >= cost;
  if (card.type === 'event') {
    const i = l5rAbilities(ctx, card).findIndex((a) => a.type === 'action');
    if (i >= 0 && usable(ctx, card, i, sl, { fate: cost })) {
      played();
      return playAbility(ctx, sl, card, i, true);
    }
  } else if (card.type === 'attachment' && affordable) {
    const hosts = attachmentHosts(ctx, card);
    if (hosts.length > 0) {
      played();
      return ctx.choose(
        {
          seat: sl,
          kind: 'attachTo',
          prompt: `Attach ${card.name} to which card?`,
          options: hosts.map((h) => ({ id: h.id, label: h.name, card: h.id })),
        },
        'l5rAttach',
        { card: card.id, seat: sl },
      );
    }
  } else if (card.type === 'character' && affordable) {
    played();
    ctx.addCounter(sl, 'fate', -cost, { text: 'the deck plays {card}', card: card.id });
    enterPlay(ctx, card, { seat: sl, controller: sl, fate: Number(card.stats.reinforcement ?? 0), intoConflict: true });
    return;
  }
  ctx.moveCard(card.id, `${sl}.conflictDiscard`, { faceUp: true });
  ctx.emit('deckPassed', {
    reason: 'could not play',
    card: card.id,
    name: card.name,
    zone: `${sl}.conflictDiscard`,
    faceUp: true,
    owner: sl,
  });
}

/** The deck's attachments go on its participating characters, or on an attacked province. */
function attachmentHosts(ctx: RuleContext, card: CardInstance): CardInstance[] {
  const c = conflictOf(ctx.state)!;
  if ((ctx.format.cardDefs[card.def]?.traits ?? []).includes('province-attachment')) return c.provinces.map((id) => ctx.card(id));
  const sl = shadowlandsSeat(ctx).id;
  return [...c.attackers, ...c.defenders].map((id) => ctx.card(id)).filter((x) => x.controller === sl);
}

function winningAndBreaking(ctx: RuleContext): boolean {
  const c = conflictOf(ctx.state)!;
  const t = sideTotals(ctx, c);
  return (
    t.attacker >= t.defender &&
    t.attacker > 0 &&
    c.provinces.every((id) => isBroken(ctx.card(id)) || t.attacker - t.defender >= provinceStrength(ctx.state, ctx.card(id), blankIn(ctx)))
  );
}

/**
 * Cooperative Mode › "Resolving a Conflict": breaking a Shadowlands province discards its cards
 * and five from the top of its dynasty deck.
 */
export function afterProvinceBroken(ctx: RuleContext): void {
  const p = ctx.card(String(ctx.args.province));
  if (!isShadowlands(ctx, p.owner!)) return;
  const zone = slotZone(p);
  if (zone) for (const c of cardsIn(ctx.state, zone)) ctx.moveCard(c.id, `${p.owner}.dynastyDiscard`, { faceUp: true });
  const deck = ctx.zone(`${p.owner}.dynastyDeck`);
  for (let i = 0; i < numParam(ctx, 'brokenProvinceDynastyDiscard') && deck.length > 0; i++) {
    ctx.moveCard(deck[deck.length - 1], `${p.owner}.dynastyDiscard`, { faceUp: true });
  }
}

/** In a duel the deck bids the shadow number of its top conflict card. */
export function resolveDuel(ctx: RuleContext): void {
  const d = l5rState.write(ctx.state).duel!;
  const sl = shadowlandsSeat(ctx).id;
  if ([d.challenger, d.target].some((id) => ctx.card(id).controller === sl)) {
    const card = revealRandomizer(ctx, 'duel');
    d.fixedBids = { [sl]: String(card?.stats.shadowNumber ?? 1) };
  }
  l5rRules.hooks!.l5rResolveDuel(ctx);
}
