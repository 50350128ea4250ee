// Conflict phase (BASE-RULES §1.3): teams alternate conflict opportunities starting with the
// first player's team; declaring = type, ring, province, attackers; the defender declares
// defenders; the conflict action window (defender first); resolution; the glory count.
// Each step that waits for a player is a `ctx.ask` whose answer continues in the next function.
import type { CardInstance, Json, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import type { Step } from '../../core/schema/format-schema.ts';
import type { WindowStep } from '../../core/window.ts';
import {
  CONFLICT_TYPES,
  canParticipate,
  canPayHonor,
  charactersOf,
  claimedRingsOf,
  conflictOf,
  fate,
  isBroken,
  isStrongholdProvince,
  numParam,
  provinceStrength,
  provincesOf,
  skill,
  type Conflict,
  type ConflictType,
} from './board.ts';
import {
  bow,
  canBeDishonored,
  canBeHonored,
  dishonorCard,
  discardAtRandom,
  drawConflictCards,
  honorCard,
  ready,
  removeFate,
} from './changes.ts';
import { activeSources, persistentProvinceStrength, persistentSkill } from './abilities.ts';
import { persistentValues } from '../../core/ability/runtime.ts';
import { blankIn } from './unique.ts';
import { seatsInGame, teamsInOrder } from '../../core/seats.ts';
import { endPeriod } from '../../core/ability/periods.ts';
import { CONFLICT } from './effects.ts';
import { l5rState, type L5rState, type Opportunities } from './state.ts';
import { claimOntoProvinces, personalPools, returnRing, ringsToDeclare, takeRings } from './rings.ts';

type Ledger = L5rState['opportunities'];

export function beginConflicts(ctx: RuleContext): void {
  const ledger: Ledger = {};
  for (const t of ctx.state.teams.filter((x) => !x.eliminated)) {
    const o = {
      military: numParam(ctx, 'militaryConflicts'),
      political: numParam(ctx, 'politicalConflicts'),
      any: numParam(ctx, 'anyConflicts'),
      left: 0,
    };
    o.left = o.military + o.political + o.any;
    ledger[t.id] = o;
  }
  const state = l5rState.write(ctx.state);
  state.opportunities = ledger;
  state.lastConflictTeam = null;
  // Spreading the attacks counts within a round, as the opportunities do ("one conflict opportunity
  // per opponent each round"): a new round starts every opponent due again (param
  // spreadAttacksAcrossRounds: the other reading, "until" bounded by no round).
  if (state.attacked && ctx.param('spreadAttacksAcrossRounds') !== true) delete state.attacked;
}

export const ledgerOf = (ctx: RuleContext) => l5rState.write(ctx.state).opportunities;

/** Does a team still in the game have an opportunity left? (One eliminated this phase has none.) */
export function conflictOpportunitiesRemain(ctx: RuleContext): boolean {
  const ledger = ledgerOf(ctx);
  return ctx.state.teams.some((t) => !t.eliminated && (ledger[t.id]?.left ?? 0) > 0);
}

/** Types a team may still declare: not the type it declared last when it must alternate. */
function typesLeft(o: Opportunities): ConflictType[] {
  return CONFLICT_TYPES.filter((t) => (o[t] > 0 || o.any > 0) && !(o.alternates && o.lastType === t));
}

/** The next team in turn with an opportunity left gets it: declare a type or pass. */
export function conflictOpportunity(ctx: RuleContext): void {
  offerConflict(ctx, nextConflictTeam(ctx));
}

/**
 * Teams take opportunities in player order: the first player's team first, then each next team
 * clockwise after the one that had the last, skipping teams out of the game or with none left.
 * Counted from the last team, not from a turn number, so a team eliminated mid-phase (and the
 * first player token passing on) neither skips a team nor gives one two in a row (Enlightenment,
 * "Player Elimination" and "In Player Order"). `take: false` only looks.
 */
export function nextConflictTeam(ctx: RuleContext, take = true): string {
  const teams = ctx.state.teams;
  const ledger = ledgerOf(ctx);
  const state = l5rState.write(ctx.state);
  const last = state.lastConflictTeam === null ? -1 : teams.findIndex((t) => t.id === state.lastConflictTeam);
  const start = last < 0 ? teams.findIndex((t) => t.id === teamsInOrder(ctx.state)[0]!.id) : last + 1;
  let team = teams[start % teams.length]!;
  for (let k = 1; k < teams.length && (team.eliminated || (ledger[team.id]?.left ?? 0) === 0); k++)
    team = teams[(start + k) % teams.length]!;
  if (take) state.lastConflictTeam = team.id;
  return team.id;
}

function offerConflict(ctx: RuleContext, teamId: string): void {
  const team = ctx.team(teamId);
  const o = ledgerOf(ctx)[team.id];
  const seat = seatsInGame(ctx.state, team.id)[0]!;
  const options = typesLeft(o)
    .filter((type) => attackersAvailable(ctx, team.id, type).length > 0 && eligibleProvinces(ctx, team.id).length > 0)
    .map((type) => ({ id: type, label: `Declare a ${type} conflict` }));
  if (options.length === 0) {
    forfeit(ctx, team.id, true);
    return;
  }
  ctx.ask(
    {
      seat,
      kind: 'conflictType',
      prompt: 'Declare a conflict or pass',
      options: [...options, { id: 'pass', label: 'Pass (forfeit an opportunity)' }],
    },
    'l5rConflictType',
    { team: team.id, seat },
  );
}

function forfeit(ctx: RuleContext, team: string, auto: boolean): void {
  const o = ledgerOf(ctx)[team];
  o.left--;
  // A forfeited opportunity can no longer be used for either type once none remain.
  if (o.left === 0) o.military = o.political = o.any = 0;
  ctx.emit('conflictPassed', { team, auto });
}

/** Continuation: the conflict type, or a pass. */
export function onConflictType(ctx: RuleContext): void {
  const { team, seat } = ctx.data as { team: string; seat: SeatId };
  if (ctx.answer === 'pass') return forfeit(ctx, team, false);
  const type = ctx.answer as ConflictType;
  const rings = ringsToDeclare(ctx, seat);
  if (rings.length === 0) {
    // Enlightenment, "Ring Availability": with no ring left a player declares by type alone.
    if (personalPools(ctx.format)) return askProvince(ctx, { team, seat, type, ring: null });
    return forfeit(ctx, team, true);
  }
  const pool = (r: CardInstance) => (personalPools(ctx.format) && r.zone === 'table.unclaimedRings' ? ' (common pool)' : '');
  ctx.ask(
    {
      seat,
      kind: 'conflictRing',
      prompt: `Choose the ring for the ${type} conflict`,
      options: rings.map((r) => ({ id: r.id, label: `${r.name}${pool(r)}${fate(r) ? ` (${fate(r)} fate)` : ''}`, card: r.id })),
    },
    'l5rConflictRing',
    { team, seat, type },
  );
}

export function onConflictRing(ctx: RuleContext): void {
  const { team, seat, type } = ctx.data as { team: string; seat: SeatId; type: ConflictType };
  askProvince(ctx, { team, seat, type, ring: ctx.answer as string });
}

function askProvince(ctx: RuleContext, d: { team: string; seat: SeatId; type: ConflictType; ring: string | null }): void {
  const { team, seat } = d;
  const provinces = eligibleProvinces(ctx, team);
  ctx.ask(
    {
      seat,
      kind: 'conflictProvince',
      prompt: 'Choose the province to attack',
      options: provinces.map((p) => ({
        id: p.id,
        label: `${p.faceUp ? p.name : 'facedown province'} of ${p.owner} (${String(p.data.slot)})`,
        card: p.id,
        data: { owner: p.owner, slot: p.data.slot },
      })),
    },
    'l5rConflictProvince',
    d,
  );
}

export function onConflictProvince(ctx: RuleContext): void {
  const { team, seat, type, ring } = ctx.data as { team: string; seat: SeatId; type: ConflictType; ring: string | null };
  const attackers = attackersAvailable(ctx, team, type);
  ctx.ask(
    {
      seat,
      kind: 'attackers',
      prompt: `Choose attackers for the ${type} conflict`,
      options: attackers.map((c) => ({
        id: c.id,
        label: `${c.name} (${skill(ctx.state, c, type, persistentSkill(ctx))} ${type})`,
        card: c.id,
        data: { province: ctx.answer as string, type },
      })),
      min: 1,
      max: attackers.length,
    },
    'l5rDeclareConflict',
    { team, seat, type, ring, province: ctx.answer as string },
  );
}

/** Continuation: attackers chosen — the conflict is declared. */
export function declareConflict(ctx: RuleContext): void {
  const { team, seat, type, ring, province } = ctx.data as {
    team: string;
    seat: SeatId;
    type: ConflictType;
    ring: string | null;
    province: string;
  };
  const o = ledgerOf(ctx)[team];
  if (o[type] > 0) o[type]--;
  else o.any--;
  o.left--;
  if (o.alternates) o.lastType = type;
  if (spreadsAttacks(ctx)) noteAttacked(ctx, team, ctx.card(province).owner!);
  startConflict(ctx, { team, seat, type, ring, provinces: [province], attackers: [ctx.answer].flat() as string[] });
}

/**
 * A declared conflict: the ring is contested (its fate goes to the attacker), the attacked
 * provinces turn faceup, attackers pay for taint, province reactions fire, then defenders.
 */
export function startConflict(
  ctx: RuleContext,
  d: { team: string; seat: SeatId; type: ConflictType; ring: string | null; provinces: string[]; attackers: string[] },
): void {
  const defendingSeat = ctx.card(d.provinces[0]).owner!;
  const conflict: Conflict = {
    type: d.type,
    ring: d.ring,
    element: d.ring === null ? null : String(ctx.card(d.ring).stats.element),
    attackingTeam: d.team,
    attackingSeat: d.seat,
    defendingTeam: ctx.seat(defendingSeat).team,
    defendingSeat,
    provinces: d.provinces,
    attackers: d.attackers,
    defenders: [],
    unopposed: false,
    // The frames the conflict will push sit above this depth (endWithoutWinner drops them).
    depth: ctx.state.stack.length,
  };
  l5rState.write(ctx.state).conflict = conflict;
  const ringFate = d.ring === null ? 0 : fate(ctx.card(d.ring));
  if (d.ring !== null) contestRing(ctx, d.ring, d.team, d.seat);
  for (const id of d.provinces) if (!ctx.card(id).faceUp) ctx.changeCard(id, { faceUp: true });
  ctx.emit('conflictDeclared', {
    conflictType: d.type,
    ring: d.ring,
    element: conflict.element,
    attackingSeat: d.seat,
    defendingSeat,
    provinces: d.provinces,
    strongholdAttacked: d.provinces.some((id) => isStrongholdProvince(ctx.card(id))),
    attackers: d.attackers,
  });
  for (const id of d.attackers) payTaintCost(ctx, ctx.card(id));
  ctx.raise({ name: 'conflictDeclared', provinces: d.provinces, attackingSeat: d.seat, ringFate });
  ctx.call('l5rAskDefenders');
}

/** The declared ring becomes the contested ring; its fate goes to the attacker. */
function contestRing(ctx: RuleContext, ring: string, team: string, seat: SeatId): void {
  ctx.moveCard(ring, 'table.contestedRing');
  const ringFate = fate(ctx.card(ring));
  const barredBy = ringFate > 0 ? ringFateBarredBy(ctx, seat) : undefined;
  // The fate stays on the ring.
  if (barredBy) return ctx.emit('ringFateBarred', { ring, seat, ...ctx.cardRef(barredBy) });
  if (ringFate > 0) {
    ctx.changeCard(ring, { tokens: { fate: -ringFate } });
    // App. III: an attacking team chooses which of its players gains the ring's fate.
    const takers = seatsInGame(ctx.state, team);
    if (takers.length > 1) {
      ctx.ask(
        {
          seat,
          kind: 'ringFateTo',
          prompt: `Which player gains the ${ringFate} fate on the contested ring?`,
          options: takers.map((s) => ({ id: s, label: s })),
        },
        'l5rRingFateTo',
        { fate: ringFate },
      );
    } else ctx.addCounter(seat, 'fate', ringFate, 'fate on the contested ring');
  }
}

/** A card of one of `seat`'s opponents whose persistent ability keeps its opponents from gaining fate from rings. */
function ringFateBarredBy(ctx: RuleContext, seat: SeatId): CardInstance | undefined {
  const opponents = ctx.opponentsOf(seat).map((s) => s.id);
  // Wherever it is in play: an attachment sits with the character it is attached to.
  return ctx.state.seats
    .flatMap((s) => activeSources(ctx, s.id))
    .find((c) => opponents.includes(c.controller!) && persistentValues(ctx, c, 'opponentsGainNoRingFate').length > 0);
}

/**
 * Defenders (App. III): each seat of the defending team in player order; a seat whose
 * province is attacked may declare any number, each other seat up to one.
 */
export function askDefenders(ctx: RuleContext): void {
  const c = conflictOf(ctx.state)!;
  c.defenderSeatsAsked = [];
  // App. I: defending a tainted province costs its controller 1 honor; with none, no one defends.
  if (c.provinces.some((id) => ctx.card(id).status.includes('tainted') && !canPayHonor(ctx, ctx.card(id).owner!, 1))) {
    ctx.emit('defendersDeclared', { defendingSeat: c.defendingSeat, defenders: [] });
    return finishDefenders(ctx, c);
  }
  ctx.call('l5rNextDefenders');
}

export function nextDefenders(ctx: RuleContext): void {
  const c = conflictOf(ctx.state)!;
  const asked = c.defenderSeatsAsked as string[];
  const seat = ctx.team(c.defendingTeam).seats.find((s) => !asked.includes(s) && !ctx.seat(s).eliminated);
  if (!seat) return finishDefenders(ctx, c);
  asked.push(seat);
  const candidates = charactersOf(ctx.state, seat).filter(
    (x) => !x.turned && canParticipate(x, c.type) && !c.defenders.includes(x.id) && !c.attackers.includes(x.id) && taintPayable(ctx, x),
  );
  const attacked = c.provinces.some((id) => ctx.card(id).owner === seat);
  if (candidates.length === 0) {
    ctx.emit('defendersDeclared', { defendingSeat: seat, defenders: [] });
    return ctx.call('l5rNextDefenders');
  }
  ctx.ask(
    {
      seat,
      kind: 'defenders',
      prompt: `Choose defenders against the ${c.type} conflict (or none)`,
      options: candidates.map((d) => ({
        id: d.id,
        label: `${d.name} (${skill(ctx.state, d, c.type, persistentSkill(ctx))} ${c.type})`,
        card: d.id,
      })),
      min: 0,
      max: attacked ? candidates.length : 1,
    },
    'l5rDeclareDefenders',
  );
}

export function declareDefenders(ctx: RuleContext): void {
  const c = conflictOf(ctx.state)!;
  const chosen = [ctx.answer ?? []].flat() as string[];
  c.defenders.push(...chosen);
  // Each seat's declaration is in the stream as it is made (a team declares seat by seat).
  ctx.emit('defendersDeclared', { defendingSeat: (c.defenderSeatsAsked as string[]).at(-1)!, defenders: chosen });
  for (const id of chosen) payTaintCost(ctx, ctx.card(id));
  ctx.call('l5rNextDefenders');
}

function finishDefenders(ctx: RuleContext, c: Conflict): void {
  // App. I: declaring defenders against a tainted province costs its controller 1 honor.
  if (c.defenders.length > 0)
    for (const id of c.provinces)
      if (ctx.card(id).status.includes('tainted')) ctx.addCounter(ctx.card(id).owner!, 'honor', -1, 'defending a tainted province');
  ctx.call('l5rConflictWindow');
}

/** App. I: a tainted character can be declared only by a controller who can lose the 1 honor it costs. */
function taintPayable(ctx: RuleContext, card: CardInstance): boolean {
  return !card.status.includes('tainted') || canPayHonor(ctx, card.controller!, 1);
}

/** App. I: a tainted character costs its controller 1 honor to declare as attacker or defender. */
function payTaintCost(ctx: RuleContext, card: CardInstance): void {
  if (card.status.includes('tainted')) ctx.addCounter(card.controller!, 'honor', -1, { text: 'declaring tainted {card}', card: card.id });
}

/** The conflict action window, the defending side first, then resolution. */
export function conflictWindow(ctx: RuleContext): void {
  pushConflictWindow(ctx, { startWith: conflictOf(ctx.state)!.defendingTeam });
}

/** The conflict action window (teams alternate, cards' actions only) and then resolution; `rule` says who starts and what else differs. */
export function pushConflictWindow(ctx: RuleContext, rule: Pick<WindowStep, 'startWith' | 'closedBy' | 'automated'>): void {
  const steps: Step[] = [
    {
      window: {
        id: 'conflict-actions',
        by: 'team',
        pass: 'consecutive',
        actions: ['cardAction'],
        prompt: 'Conflict: take an action or pass',
        ...rule,
      },
    },
    { rule: 'l5rResolveConflict' },
  ];
  ctx.push(steps);
}

/** Each side's skill total: its participants' skill of the type, plus the Imperial Favor. */
export function sideTotals(ctx: RuleContext, c: Conflict): { attacker: number; defender: number } {
  const sum = (ids: string[]) => ids.reduce((n, id) => n + countedSkill(ctx, c, id), 0);
  const { favor } = l5rState.read(ctx.state);
  const bonus = (team: string, ids: string[]) =>
    favor.team === team && favor.type === c.type && ids.length > 0 ? numParam(ctx, 'favorBonus') : 0;
  return {
    attacker: sum(c.attackers) + bonus(c.attackingTeam, c.attackers),
    defender: sum(c.defenders) + bonus(c.defendingTeam, c.defenders),
  };
}

/** What a participant adds to its side: its skill of the conflict's type, nothing when bowed. */
function countedSkill(ctx: RuleContext, c: Conflict, id: string): number {
  const x = ctx.card(id);
  return x.turned ? 0 : (skill(ctx.state, x, c.type, persistentSkill(ctx)) ?? 0);
}

/**
 * Resolution: the attacker wins with at least the defender's total and more than 0; the
 * defender wins with more than 0 otherwise; else no one wins. Winning reactions fire first,
 * then the rest continues in afterConflictReactions.
 */
export function resolveConflict(ctx: RuleContext): void {
  const c = conflictOf(ctx.state)!;
  const totals = sideTotals(ctx, c);
  const winner = totals.attacker >= totals.defender && totals.attacker > 0 ? 'attacker' : totals.defender > 0 ? 'defender' : null;
  c.winner = winner;
  // App. III: unopposed is whether the defending team controls a defending character now, at
  // resolution: one moved in after an empty declaration counts, one sent home does not.
  c.unopposed = c.defenders.length === 0;
  c.attackerTotal = totals.attacker;
  c.defenderTotal = totals.defender;
  // Everything resolution read, as it stood: each participant's counted skill, each province's strength.
  ctx.emit('conflictResolved', {
    conflictType: c.type,
    attackerTotal: totals.attacker,
    defenderTotal: totals.defender,
    winner: winner === null ? null : winner === 'attacker' ? c.attackingTeam : c.defendingTeam,
    unopposed: c.unopposed,
    attackers: c.attackers,
    attackerSkills: c.attackers.map((id) => countedSkill(ctx, c, id)),
    defenders: c.defenders,
    defenderSkills: c.defenders.map((id) => countedSkill(ctx, c, id)),
    provinces: c.provinces,
    provinceStrengths: c.provinces.map((id) => provinceStrength(ctx.state, ctx.card(id), blankIn(ctx), persistentProvinceStrength(ctx))),
  });
  if (winner) {
    // Two windows, the winners' reactions first.
    ctx.raise({ name: 'conflictWon', cards: winner === 'attacker' ? c.attackers : c.defenders });
    ctx.raise({ name: 'conflictLost', cards: winner === 'attacker' ? c.defenders : c.attackers });
  }
  ctx.call('l5rAfterConflictReactions');
}

export function afterConflictReactions(ctx: RuleContext): void {
  const c = conflictOf(ctx.state)!;
  // An attacker a reaction put out of the game is out: no province breaks for it, no ring effect,
  // no ring claimed (Enlightenment, "Player Elimination"; claimRing sends the ring to the common pool).
  if (c.winner === 'attacker' && !ctx.team(c.attackingTeam).eliminated) {
    const excess = Number(c.attackerTotal) - Number(c.defenderTotal);
    for (const id of c.provinces) {
      const p = ctx.card(id);
      if (!isBroken(p) && excess >= provinceStrength(ctx.state, p, blankIn(ctx), persistentProvinceStrength(ctx))) breakProvince(ctx, p);
    }
    if (c.unopposed) {
      const loss = numParam(ctx, 'unopposedHonorLoss');
      if (loss > 0) for (const s of ctx.team(c.defendingTeam).seats) ctx.addCounter(s, 'honor', -loss, 'unopposed conflict');
    }
    // Enlightenment, "Ring Availability": a conflict declared with no ring has no ring effect.
    if (c.ring) ctx.call('l5rRingEffectFor');
  }
  ctx.call('l5rClaimRing');
}

export function breakProvince(ctx: RuleContext, p: CardInstance): void {
  ctx.changeCard(p.id, { addStatus: 'broken' });
  const c = conflictOf(ctx.state);
  if (c) takeRings(ctx, p, c.attackingSeat);
  ctx.emit('provinceBroken', { ...ctx.cardRef(p), stronghold: isStrongholdProvince(p) });
  ctx.raise({ name: 'provinceBroken', card: p.id, owner: p.owner });
  // Formats add what breaking means for them (the Shadowlands lose dynasty cards).
  if (ctx.module.hooks?.afterProvinceBroken) ctx.call('afterProvinceBroken', { province: p.id });
}

/**
 * BASE-RULES §1.3 ring effects for the attacking winner; optional ("may"). App. III: a single
 * player of the winning team benefits from the effect, chosen by the team, where one benefits
 * (the document's two ring symbols are unreadable; air, honor, and earth, a card, are the
 * effects whose benefit goes to a player).
 */
export function askRingEffect(ctx: RuleContext): void {
  const c = conflictOf(ctx.state)!;
  // Put out since it won (a reaction to its province breaking): no ring effect for it.
  if (ctx.team(c.attackingTeam).eliminated) return;
  const team = seatsInGame(ctx.state, c.attackingTeam);
  if (team.length > 1 && (c.element === 'air' || c.element === 'earth')) {
    ctx.ask(
      {
        seat: c.attackingSeat,
        kind: 'ringEffectFor',
        prompt: `Which of you resolves and benefits from the ${c.element} ring effect?`,
        options: team.map((s) => ({ id: s, label: s })),
      },
      'l5rRingEffectBy',
    );
    return;
  }
  offerRingEffect(ctx, c.attackingSeat);
}

/** Continuation: the player the team chose resolves the ring effect. */
export function onRingEffectBy(ctx: RuleContext): void {
  offerRingEffect(ctx, String(ctx.answer));
}

function offerRingEffect(ctx: RuleContext, seat: SeatId): void {
  const c = conflictOf(ctx.state)!;
  const opponent = c.defendingSeat;
  // A defender out of the game (its stronghold province just broken) is no one to take honor or
  // a card from: "the honor dial of the eliminated player is ignored for the purposes of card effects".
  const gone = ctx.seat(opponent).eliminated;
  const all = ctx.state.seats.flatMap((s) => charactersOf(ctx.state, s.id));
  const opts: { id: string; label: string; card?: string }[] = [];
  switch (c.element) {
    case 'air':
      if (!gone) opts.push({ id: 'take', label: `Take 1 honor from ${opponent}` });
      opts.push({ id: 'gain', label: 'Gain 2 honor' });
      break;
    case 'earth':
      opts.push({ id: 'earth', label: gone ? 'Draw 1 card' : `Draw 1 card; ${opponent} discards 1 at random` });
      break;
    case 'fire':
      for (const x of all) {
        if (canBeHonored(x)) opts.push({ id: `honor:${x.id}`, label: `Honor ${x.name} (${x.controller})`, card: x.id });
        if (canBeDishonored(x)) opts.push({ id: `dishonor:${x.id}`, label: `Dishonor ${x.name} (${x.controller})`, card: x.id });
      }
      break;
    case 'water':
      for (const x of all) {
        if (x.turned) opts.push({ id: `ready:${x.id}`, label: `Ready ${x.name} (${x.controller})`, card: x.id });
        else if (fate(x) === 0) opts.push({ id: `bow:${x.id}`, label: `Bow ${x.name} (${x.controller})`, card: x.id });
      }
      break;
    case 'void':
      for (const x of all)
        if (fate(x) > 0) opts.push({ id: `void:${x.id}`, label: `Remove 1 fate from ${x.name} (${x.controller})`, card: x.id });
      break;
  }
  if (opts.length === 0) return;
  ctx.ask(
    {
      seat,
      kind: 'ringEffect',
      prompt: `Resolve the ${c.element} ring effect?`,
      options: [...opts, { id: 'skip', label: 'Do not resolve it' }],
    },
    'l5rRingEffect',
    { seat },
  );
}

export function onRingEffect(ctx: RuleContext): void {
  const c = conflictOf(ctx.state)!;
  const seat = ctx.data.seat as SeatId;
  const choice = String(ctx.answer);
  if (choice === 'skip') return;
  const [what, id] = choice.split(':');
  const target = id ? ctx.card(id) : null;
  ctx.emit('ringEffectResolved', { element: c.element, seat, choice });
  if (what === 'take') ctx.transfer(c.defendingSeat, seat, 'honor', 1, 'air ring');
  else if (what === 'gain') ctx.addCounter(seat, 'honor', 2, 'air ring');
  else if (what === 'earth') {
    drawConflictCards(ctx, seat, 1);
    if (!ctx.seat(c.defendingSeat).eliminated) discardAtRandom(ctx, c.defendingSeat, 1);
  } else if (what === 'honor') honorCard(ctx, target!);
  else if (what === 'dishonor') dishonorCard(ctx, target!);
  else if (what === 'ready') ready(ctx, target!);
  else if (what === 'bow') bow(ctx, target!);
  else if (what === 'void') removeFate(ctx, target!, 1);
}

/**
 * The winner claims the ring; with no winner it returns to the pool. Personal pools
 * (Enlightenment): only an attacker that wins claims it, onto its provinces; otherwise it goes
 * back to the attacker's pool. Participants go home bowed.
 */
export function claimRing(ctx: RuleContext): void {
  const c = conflictOf(ctx.state)!;
  if (c.ring && personalPools(ctx.format)) {
    // An attacker out of the game claims nothing: the ring goes to the common pool (returnRing).
    if (c.winner !== 'attacker' || ctx.team(c.attackingTeam).eliminated) returnRing(ctx, c.ring, c.attackingSeat);
    else if (claimOntoProvinces(ctx, c.ring, c.attackingSeat, c.attackingSeat)) {
      ctx.emit('ringClaimed', { ring: c.ring, element: c.element, team: c.attackingTeam });
      ctx.call('l5rPlaceRings');
    }
  } else if (c.ring) {
    const team = c.winner === 'attacker' ? c.attackingTeam : c.winner === 'defender' ? c.defendingTeam : null;
    ctx.moveCard(c.ring, team ? `${team}.claimedRings` : 'table.unclaimedRings');
    if (team) ctx.emit('ringClaimed', { ring: c.ring, element: c.element, team });
  }
  endConflict(ctx, c);
}

/** Participants go home bowed; effects "until the end of the conflict" end; no conflict is on. */
function endConflict(ctx: RuleContext, c: Conflict, why: Record<string, Json> = {}): void {
  for (const id of [...c.attackers, ...c.defenders]) bow(ctx, ctx.card(id));
  endPeriod(ctx, CONFLICT);
  ctx.emit('conflictEnded', { conflictType: c.type, ...why });
  l5rState.write(ctx.state).conflict = null;
}

/**
 * A conflict that lost its attacker or defender before it resolved "cannot resolve" and ends at
 * once with no winner (Enlightenment, FAQ 1): the ring back to the attacker's pool (the common
 * pool when the attacker is the one out), the other player's participants home bowed, and what
 * was left of the conflict's steps dropped.
 */
export function endWithoutWinner(ctx: RuleContext, seat: SeatId): void {
  const c = conflictOf(ctx.state);
  if (!c || c.winner !== undefined || (seat !== c.attackingSeat && seat !== c.defendingSeat)) return;
  ctx.abandonFlow(Number(c.depth));
  if (c.ring) returnRing(ctx, c.ring, c.attackingSeat);
  const remaining = (ids: string[]) => ids.filter((id) => ctx.card(id).owner !== seat && ctx.card(id).controller !== seat);
  endConflict(ctx, { ...c, attackers: remaining(c.attackers), defenders: remaining(c.defenders) }, { noWinner: true, eliminated: seat });
}

/** Ready characters of a team that can attack in a conflict of this type. */
export function attackersAvailable(ctx: RuleContext, team: string, type: ConflictType): CardInstance[] {
  return seatsInGame(ctx.state, team)
    .flatMap((s) => charactersOf(ctx.state, s))
    .filter((c) => !c.turned && canParticipate(c, type) && taintPayable(ctx, c));
}

/**
 * Unbroken provinces of opponents; a stronghold province only once enough of that player's
 * other provinces are broken, and (param `teamBrokenToAttackStronghold`) enough of its
 * team's. Where attacks must spread (App. III), only the provinces of opponents not yet
 * attacked, while one of those can be.
 */
export function eligibleProvinces(ctx: RuleContext, team: string): CardInstance[] {
  const byOpponent = ctx.state.seats
    .filter((s) => s.team !== team && !s.eliminated)
    .map((s) => {
      const open = strongholdOpen(ctx, s.id);
      return { seat: s.id, provinces: provincesOf(ctx.state, s.id).filter((p) => !isBroken(p) && (!isStrongholdProvince(p) || open)) };
    });
  const due = spreadsAttacks(ctx)
    ? dueForAttack(ctx, team).filter((seat) => byOpponent.some((o) => o.seat === seat && o.provinces.length > 0))
    : [];
  return byOpponent.filter((o) => due.length === 0 || due.includes(o.seat)).flatMap((o) => o.provinces);
}

/**
 * May `seat`'s stronghold province be attacked: `brokenToAttackStronghold` of its other
 * provinces broken, and `teamBrokenToAttackStronghold` of its team's? (Read over a view, a
 * facedown province is a stub without its slot: a stronghold province broken facedown — at 0
 * honor — counts there as another broken province; the web sets such a player apart.)
 */
export function strongholdOpen(ctx: RuleContext, seat: SeatId): boolean {
  const own = provincesOf(ctx.state, seat).filter((p) => !isStrongholdProvince(p) && isBroken(p)).length;
  return own >= numParam(ctx, 'brokenToAttackStronghold') && teamBroken(ctx, ctx.seat(seat).team) >= teamBrokenNeeded(ctx);
}

/** Broken provinces of every player of a team. */
export function teamBroken(ctx: RuleContext, team: string): number {
  return ctx.team(team).seats.reduce((n, s) => n + provincesOf(ctx.state, s).filter(isBroken).length, 0);
}

/** Challenge Mode: X total broken provinces of the team, X the players in the game (`players`), or a number. */
export function teamBrokenNeeded(ctx: RuleContext): number {
  const v = ctx.param('teamBrokenToAttackStronghold');
  return v === 'players' ? ctx.state.seats.length : Number(v);
}

/**
 * App. III: "A team of players ... cannot attack a single player's provinces more than once
 * until they have attacked a province controlled by each opponent whose stronghold is not
 * broken." No round bounds it: the count runs on from round to round.
 */
export const spreadsAttacks = (ctx: RuleContext) => ctx.param('spreadAttacks') === true;

/** Opponents the team must still attack before any a second time: those with an unbroken stronghold province. */
export function dueForAttack(ctx: RuleContext, team: string): SeatId[] {
  const attacked = l5rState.read(ctx.state).attacked?.[team] ?? [];
  return ctx.state.seats
    .filter((s) => s.team !== team && !s.eliminated && !attacked.includes(s.id))
    .filter((s) => !provincesOf(ctx.state, s.id).some((p) => isStrongholdProvince(p) && isBroken(p)))
    .map((s) => s.id);
}

/** A declaration against `seat`; once every opponent due has been attacked, the count starts again. */
function noteAttacked(ctx: RuleContext, team: string, seat: SeatId): void {
  const state = l5rState.write(ctx.state);
  const before = dueForAttack(ctx, team).length === 0 ? [] : (state.attacked?.[team] ?? []);
  state.attacked = { ...state.attacked, [team]: [...before, seat] };
}

export function endOfConflictPhase(ctx: RuleContext): void {
  ctx.raise({ name: 'conflictPhaseEnded' });
}

/**
 * Glory count: each team totals the glory of its ready characters plus its claimed rings;
 * the higher claims the Imperial Favor and chooses its type; a tie changes nothing.
 */
export function gloryCount(ctx: RuleContext): void {
  const totals = ctx.state.teams
    .filter((t) => !t.eliminated)
    .map((t) => ({
      team: t.id,
      glory:
        t.seats
          .flatMap((s) => charactersOf(ctx.state, s))
          .filter((c) => !c.turned)
          .reduce((n, c) => n + Number(c.stats.glory ?? 0), 0) + claimedRingsOf(ctx.state, t.id).length,
    }));
  const best = Math.max(...totals.map((t) => t.glory));
  const leaders = totals.filter((t) => t.glory === best);
  ctx.emit('gloryCounted', { totals: totals as unknown as Json, winner: leaders.length === 1 ? leaders[0].team : null });
  if (leaders.length !== 1) return;
  const team = ctx.team(leaders[0].team);
  // A team that may not hold the Imperial Favor (the Shadowlands) discards it by winning.
  if (l5rState.read(ctx.state).favorBarred.includes(team.id)) {
    l5rState.write(ctx.state).favor = { team: null, type: null };
    ctx.emit('imperialFavorDiscarded', { team: team.id });
    return;
  }
  ctx.ask(
    {
      seat: seatsInGame(ctx.state, team.id)[0]!,
      kind: 'favorType',
      prompt: 'Claim the Imperial Favor: choose its type',
      options: CONFLICT_TYPES.map((t) => ({ id: t, label: `${t} favor` })),
    },
    'l5rClaimFavor',
    { team: team.id },
  );
}

export function claimFavor(ctx: RuleContext): void {
  const team = ctx.data.team as string;
  l5rState.write(ctx.state).favor = { team, type: ctx.answer as string };
  ctx.emit('imperialFavorClaimed', { team, favorType: ctx.answer as string });
}

/** Continuation: the chosen attacking player gains the contested ring's fate. */
export function ringFateTo(ctx: RuleContext): void {
  ctx.addCounter(String(ctx.answer), 'fate', Number(ctx.data.fate), 'fate on the contested ring');
}
