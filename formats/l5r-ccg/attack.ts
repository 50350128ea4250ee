// The attack phase (BASE-RULES §2): the active player may attack one opponent, assigning each
// unit to a battlefield at one of that player's provinces; the defender assigns its units to
// those battlefields; battle by battle in the order the attacker chooses, the players with a
// unit there take battle actions in turn (the defender first) until both pass in a row; then
// resolution by total Force: the loser's units are destroyed (on a tie, both sides'; a side
// facing nobody wins), and an attacker winning by at least the province's strength destroys
// the province. Siege: Heart of Darkness: a team attacks and defends as one (its units
// together, its first player answering for it); an attack on the Rokugani is fought at every
// intact territory, each destroyed as a province is, when its row allows.
import type { CardInstance, DecisionOption, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { activeSeat, seatsInGame } from '../../core/seats.ts';
import { endPeriod } from '../../core/ability/periods.ts';
import { attackOf, battlegrounds, hasPresence, personalitiesOf, provinceStrength, sideForce, unitForce } from './board.ts';
import { destroyPersonality, destroyProvince } from './changes.ts';
import { destroyTerritory, mayBeDestroyed } from './siege/territories.ts';
import { ccgState, type Battlefield } from './state.ts';

const HOME = 'home';

/** A battlefield's name: its province's slot, or its territory's name. */
const placeName = (p: CardInstance) => (p.type === 'territory' ? p.name : String(p.data.slot));
const NO_ATTACK = 'noAttack';

/** Unbowed personalities of `seat`'s side (its team's, in Siege): the units that can go to a battlefield. */
const ready = (ctx: RuleContext, seat: SeatId) =>
  seatsInGame(ctx.state, ctx.seat(seat).team).flatMap((s) => personalitiesOf(ctx.state, s).filter((p) => !p.turned));

/** A side as players read it: a lone player's seat, or a team with its players ("the rokugani: p2, p3, p4"). */
function sideName(ctx: RuleContext, team: string): string {
  const seats = seatsInGame(ctx.state, team);
  return seats.length === 1 ? seats[0] : `the ${team}: ${seats.join(', ')}`;
}

/** The seat that answers for a team: its first still in the game. */
const firstOfTeam = (ctx: RuleContext, team: string) => seatsInGame(ctx.state, team)[0]!;

/** Rule ccgAttackPhase: the active player (a team: its first player, for it) declares an attack on an opponent, or none. */
export function attackPhase(ctx: RuleContext): void {
  const seat = activeSeat(ctx.state);
  // The game's first turn has no attack (our reading of the CCG's first-turn limit; param).
  if (ctx.state.round === 1 && ctx.param('firstTurnAttack') !== true) return;
  const targets = [...new Set(ctx.opponentsOf(seat).map((o) => o.team))].filter(
    (team) => battlegrounds(ctx.state, firstOfTeam(ctx, team)).length > 0,
  );
  // Whether it can attack is public (its unbowed personalities, the opponents' provinces).
  if (ready(ctx, seat).length === 0 || targets.length === 0) return;
  ctx.ask(
    {
      seat,
      kind: 'declareAttack',
      prompt: 'Attack phase: declare an attack, or not',
      options: [...targets.map((team) => ({ id: team, label: `Attack ${sideName(ctx, team)}` })), { id: NO_ATTACK, label: "Don't attack" }],
    },
    'ccgAttackDeclared',
    { seat },
  );
}

export function onAttackDeclared(ctx: RuleContext): void {
  if (ctx.answer === NO_ATTACK) return;
  const attacker = ctx.data.seat as SeatId;
  const defender = firstOfTeam(ctx, String(ctx.answer));
  ccgState.write(ctx.state).attack = { attacker, defender, battlefields: [], current: null };
  ctx.emit('attackDeclared', { attacker, defender });
  askAssignment(
    ctx,
    attacker,
    ready(ctx, attacker).map((p) => p.id),
    {},
  );
}

/**
 * Ask `seat` where its next unit goes (a province of the defender for the attacker, a
 * battlefield for the defender, or home). `placed`: the units placed so far, by province.
 */
function askAssignment(ctx: RuleContext, seat: SeatId, units: string[], placed: Record<string, string[]>): void {
  const attack = attackOf(ctx.state)!;
  const attacking = seat === attack.attacker;
  if (units.length === 0) return armiesAssigned(ctx, seat, placed);
  const unit = ctx.card(units[0]);
  const unitForceNow = unitForce(ctx.state, unit);
  const places = attacking ? battlegrounds(ctx.state, attack.defender) : attack.battlefields.map((b) => ctx.card(b.province));
  ctx.ask(
    {
      seat,
      kind: attacking ? 'assignAttacker' : 'assignDefender',
      prompt: `${unit.name} (Force ${unitForceNow}): ${attacking ? `attack which ${places[0]?.type === 'territory' ? 'territory' : 'province'}?` : 'defend which battlefield?'}`,
      options: [
        ...places.map((p): DecisionOption => {
          const strength = provinceStrength(ctx.state, p);
          if (attacking)
            return {
              id: p.id,
              label: `${placeName(p)} (strength ${strength})`,
              card: p.id,
              data: { strength, mayFall: mayBeDestroyed(ctx, p) },
            };
          // Each battlefield's Force so far, its own units placed before this one included (public: all is on the table).
          const attackerForce = sideForce(ctx.state, attack.battlefields.find((b) => b.province === p.id)!.attackers);
          const defenderForce = sideForce(ctx.state, placed[p.id] ?? []);
          return {
            id: p.id,
            label: `${placeName(p)} (strength ${strength})`,
            card: p.id,
            data: { strength, attackerForce, defenderForce, unitForce: unitForceNow },
          };
        }),
        { id: HOME, label: 'Stay home' },
      ],
    },
    'ccgAssigned',
    { seat, units, placed },
  );
}

export function onAssigned(ctx: RuleContext): void {
  const { seat, units, placed } = ctx.data as { seat: SeatId; units: string[]; placed: Record<string, string[]> };
  const where = String(ctx.answer);
  const next = where === HOME ? placed : { ...placed, [where]: [...(placed[where] ?? []), units[0]] };
  askAssignment(ctx, seat, units.slice(1), next);
}

/** A side's armies are assigned: the attacker's make the battlefields; then the defender assigns, then the battles. */
function armiesAssigned(ctx: RuleContext, seat: SeatId, placed: Record<string, string[]>): void {
  const record = ccgState.write(ctx.state).attack!;
  if (seat === record.attacker) {
    // Battlefields in the defender's province order, where units went (at any intact territory,
    // Siege's "battlefields at all intact Territories"; one with no attacker has no battle: ours).
    record.battlefields = battlegrounds(ctx.state, record.defender)
      .filter((p) => placed[p.id]?.length)
      .map((p) => ({ province: p.id, attackers: placed[p.id], defenders: [], resolved: false }));
    ctx.emit('armiesAssigned', { seat, side: 'attacker', battlefields: record.battlefields.map(assignmentOf) });
    if (record.battlefields.length === 0) return endAttack(ctx);
    return askAssignment(
      ctx,
      record.defender,
      ready(ctx, record.defender).map((p) => p.id),
      {},
    );
  }
  for (const b of record.battlefields) b.defenders = placed[b.province] ?? [];
  ctx.emit('armiesAssigned', { seat, side: 'defender', battlefields: record.battlefields.map(assignmentOf) });
  ctx.call('ccgNextBattle');
}

const assignmentOf = (b: Battlefield) => ({ province: b.province, attackers: b.attackers, defenders: b.defenders });

/** Rule ccgNextBattle: the attacker picks the next battlefield (the only one left goes at once); none left ends the attack. */
export function nextBattle(ctx: RuleContext): void {
  const attack = attackOf(ctx.state);
  if (!attack) return;
  const left = attack.battlefields.filter((b) => !b.resolved);
  if (left.length === 0 || ctx.seat(attack.defender).eliminated) return endAttack(ctx);
  if (left.length === 1) return beginBattle(ctx, left[0].province);
  ctx.ask(
    {
      seat: attack.attacker,
      kind: 'battleOrder',
      prompt: 'Which battle is fought next?',
      options: left.map((b) => ({ id: b.province, label: placeName(ctx.card(b.province)), card: b.province })),
    },
    'ccgBattleChosen',
  );
}

export function onBattleChosen(ctx: RuleContext): void {
  beginBattle(ctx, String(ctx.answer));
}

/**
 * A battle opens: the sides with a unit there act in turn from the defender's, then it resolves.
 * A team takes each opportunity as one, any of its players using it (Siege).
 */
function beginBattle(ctx: RuleContext, province: string): void {
  const record = ccgState.write(ctx.state).attack!;
  record.current = province;
  const field = record.battlefields.find((b) => b.province === province)!;
  const present = [record.attacker, record.defender].filter((seat) => hasPresence(ctx.state, seat));
  ctx.emit('battleBegan', { province, attackers: field.attackers, defenders: field.defenders });
  ctx.push(
    [
      {
        window: {
          id: 'battle',
          by: 'team',
          who: 'var:battleSeats',
          startWith: 'var:defender',
          pass: 'consecutive',
          actions: ['ccgBattleAction'],
          prompt: 'Take a battle action or pass',
        },
      },
      { rule: 'ccgResolveBattle' },
    ],
    { battleSeats: present, defender: record.defender },
  );
}

/** Rule ccgResolveBattle: compare Force; the loser's units are destroyed; a big enough win destroys the province. */
export function resolveBattle(ctx: RuleContext): void {
  const attack = attackOf(ctx.state)!;
  const field = attack.battlefields.find((b) => b.province === attack.current)!;
  const province = ctx.card(field.province);
  const attackerForce = sideForce(ctx.state, field.attackers);
  const defenderForce = sideForce(ctx.state, field.defenders);
  const winner = battleWinner(attackerForce, defenderForce, field.attackers.length > 0, field.defenders.length > 0);
  const losers =
    winner === 'attacker'
      ? field.defenders
      : winner === 'defender'
        ? field.attackers
        : winner === 'tie'
          ? [...field.attackers, ...field.defenders]
          : [];
  const strength = provinceStrength(ctx.state, province);
  const destroysProvince = winner === 'attacker' && attackerForce - defenderForce >= strength && mayBeDestroyed(ctx, province);
  ctx.emit('battleResolved', {
    province: province.id,
    attacker: attack.attacker,
    attackerRole: ctx.seat(attack.attacker).role,
    attackerForce,
    defenderForce,
    winner,
    destroyed: [...losers],
    provinceStrength: strength,
    provinceDestroyed: destroysProvince,
  });
  for (const id of [...losers]) destroyPersonality(ctx, ctx.card(id), 'lost the battle');
  const record = ccgState.write(ctx.state).attack!;
  const done = record.battlefields.find((b) => b.province === field.province)!;
  done.resolved = true;
  record.current = null;
  if (destroysProvince && province.type === 'territory') destroyTerritory(ctx, province);
  else if (destroysProvince) destroyProvince(ctx, province);
  // The battle's effects end before a fall can end the game, so a game's last state is the same whatever follows.
  endPeriod(ctx, 'battle');
  if (destroysProvince && province.type !== 'territory') ctx.call('ccgProvinceDestroyed', { owner: attack.defender, by: attack.attacker });
  const winners = winner === 'attacker' ? field.attackers : winner === 'defender' ? field.defenders : [];
  ctx.call('ccgAfterBattle', { province: province.id, winners });
}

/** Rule ccgAfterBattle {province, winners}: the winners' reactions (`when: wonBattle`), then the next battle. */
export function afterBattle(ctx: RuleContext): void {
  const standing = (ctx.args.winners as string[]).filter((id) => ctx.state.cards[id]?.zone.endsWith('.home'));
  if (standing.length > 0) ctx.raise({ name: 'battleWon', cards: standing, province: String(ctx.args.province) });
  ctx.call('ccgNextBattle');
}

/**
 * Who wins a battle: more Force wins. Equal Force is a tie, in which both sides lose (our
 * reading) — but only between two sides that are there: a side with units left against an empty
 * one wins (nobody stands against it), and with nobody left on either side no one does ('none').
 */
export function battleWinner(attackerForce: number, defenderForce: number, attackers: boolean, defenders: boolean) {
  if (attackerForce !== defenderForce) return attackerForce > defenderForce ? 'attacker' : 'defender';
  if (attackers && defenders) return 'tie';
  return attackers ? 'attacker' : defenders ? 'defender' : 'none';
}

/** The attack is over: the units stay home (they never left it but for the count), the record goes. */
function endAttack(ctx: RuleContext): void {
  const attack = attackOf(ctx.state)!;
  ccgState.write(ctx.state).attack = null;
  ctx.emit('attackEnded', { attacker: attack.attacker, defender: attack.defender });
}
