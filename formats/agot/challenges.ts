// The challenges phase (BASE-RULES §3): in player order from the first player, each player in
// turn may initiate one military, one intrigue and one power challenge. The attacker chooses the
// player it challenges (in a melee, any opponent) and kneels the attacking characters — standing
// characters with the challenge's icon; the defender kneels its defenders likewise; after an
// action window the strengths are totalled and the attacker wins on a higher total (else the
// defender, with some strength there; ours: no one wins at 0 against 0). Claim (the attacker's
// revealed plot): military — the defender kills that many of its characters; intrigue — it
// discards that many cards at random from hand; power — that much power moves from its house
// card to the attacker's. An attacker winning with no defenders gains a power (unopposed);
// every renowned character on the winning side gains one.
import type { CardInstance, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { inPlayerOrder } from '../../core/player-order.ts';
import { endPeriod } from '../../core/ability/periods.ts';
import { hasKeyword } from '../../core/card-index.ts';
import { charactersOf, hasIcon, stillParticipating, strength } from './board.ts';
import { discardAtRandom, gainPower, kill, kneel } from './changes.ts';
import { agotState, CHALLENGE_TYPES, type Challenge, type ChallengeType } from './state.ts';
import { plotStat } from './plot.ts';

export const CHALLENGE = 'challenge';
const DONE = 'done';

/** `seat`'s standing characters with the icon, who may attack or defend in such a challenge. */
export const eligible = (ctx: RuleContext, seat: SeatId, type: ChallengeType) =>
  charactersOf(ctx.state, seat).filter((c) => c.faceUp && !c.turned && hasIcon(ctx.format.cardDefs, c, type));

/** Rule agotChallengesPhase: each player in turn makes its challenges. */
export function challengesPhase(ctx: RuleContext): void {
  agotState.write(ctx.state).made = {};
  const seats = ctx.seatsInPlayerOrder().filter((s) => !s.eliminated);
  inPlayerOrder(
    ctx,
    seats.map((s) => s.id),
    'agotOfferChallenge',
    {},
    'makes its challenges',
  );
}

/** The challenge types `seat` may still initiate: not yet made this phase, with a character to attack. */
export function challengesLeft(ctx: RuleContext, seat: SeatId): ChallengeType[] {
  const made = agotState.read(ctx.state).made[seat] ?? [];
  if (ctx.opponentsOf(seat).length === 0) return [];
  return CHALLENGE_TYPES.filter((t) => !made.includes(t) && eligible(ctx, seat, t).length > 0);
}

/** Rule agotOfferChallenge {seat}: initiate a challenge, or be done with challenges this phase. */
export function offerChallenge(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const left = challengesLeft(ctx, seat);
  // Public: every player sees who stands with which icon.
  if (left.length === 0) return;
  ctx.ask(
    {
      seat,
      kind: 'challenge',
      prompt: 'Challenges: initiate a challenge, or be done',
      options: [...left.map((t) => ({ id: t, label: `${t[0].toUpperCase()}${t.slice(1)} challenge` })), { id: DONE, label: 'Done' }],
    },
    'agotChallengeChosen',
    { seat },
  );
}

export function onChallengeChosen(ctx: RuleContext): void {
  if (ctx.answer === DONE) return;
  const seat = ctx.data.seat as SeatId;
  const type = String(ctx.answer) as ChallengeType;
  const opponents = ctx.opponentsOf(seat);
  if (opponents.length === 1) return ctx.call('agotDeclareAttackers', { seat, type, defender: opponents[0].id });
  ctx.ask(
    {
      seat,
      kind: 'challengeWhom',
      prompt: `Which player do you challenge (${type})?`,
      options: opponents.map((o) => ({ id: o.id, label: o.id, data: { type } })),
    },
    'agotDefenderChosen',
    { seat, type },
  );
}

export function onDefenderChosen(ctx: RuleContext): void {
  ctx.call('agotDeclareAttackers', { seat: ctx.data.seat, type: ctx.data.type, defender: String(ctx.answer) });
}

/** Rule agotDeclareAttackers {seat, type, defender}: the attacker chooses its attacking characters. */
export function declareAttackers(ctx: RuleContext): void {
  const { seat, type, defender } = ctx.args as { seat: SeatId; type: ChallengeType; defender: SeatId };
  const able = eligible(ctx, seat, type);
  ctx.ask(
    {
      seat,
      kind: 'attackers',
      prompt: `${type} challenge against ${defender}: choose your attacking characters (they kneel)`,
      options: able.map((c) => ({ id: c.id, label: `${c.name} (${strength(ctx.state, c)} STR)`, card: c.id })),
      min: 1,
      max: able.length,
    },
    'agotAttackersChosen',
    { seat, type, defender },
  );
}

const chosen = (answer: unknown) => (Array.isArray(answer) ? answer : answer === null || answer === undefined ? [] : [answer]).map(String);

export function onAttackersChosen(ctx: RuleContext): void {
  const { seat, type, defender } = ctx.data as { seat: SeatId; type: ChallengeType; defender: SeatId };
  const attackers = chosen(ctx.answer);
  const record = agotState.write(ctx.state);
  (record.made[seat] ??= []).push(type);
  record.challenge = { type, attacker: seat, defender, attackers, defenders: [] };
  for (const id of attackers) kneel(ctx, ctx.card(id));
  ctx.emit('challengeDeclared', { seat, challenge: type, defender, attackers });
  const able = eligible(ctx, defender, type);
  if (able.length === 0) return ctx.call('agotChallengeActions');
  ctx.ask(
    {
      seat: defender,
      kind: 'defenders',
      prompt: `${seat} makes a ${type} challenge against you: choose your defending characters (they kneel), or none`,
      options: able.map((c) => ({ id: c.id, label: `${c.name} (${strength(ctx.state, c)} STR)`, card: c.id })),
      min: 0,
      max: able.length,
    },
    'agotDefendersChosen',
  );
}

export function onDefendersChosen(ctx: RuleContext): void {
  const challenge = agotState.write(ctx.state).challenge!;
  challenge.defenders = chosen(ctx.answer);
  for (const id of challenge.defenders) kneel(ctx, ctx.card(id));
  ctx.emit('defendersDeclared', { seat: challenge.defender, defenders: challenge.defenders });
  ctx.call('agotChallengeActions');
}

/** Rule agotChallengeActions: the two players take actions in turn, from the attacker, until both pass; then the challenge resolves. */
export function challengeActions(ctx: RuleContext): void {
  const c = agotState.read(ctx.state).challenge!;
  ctx.state.vars.challengeSeats = [c.attacker, c.defender];
  ctx.state.vars.challengeAttacker = c.attacker;
  ctx.push([
    {
      window: {
        id: 'challengeActions',
        by: 'seat',
        who: 'var:challengeSeats',
        startWith: 'var:challengeAttacker',
        pass: 'consecutive',
        actions: ['agotChallengeAction'],
        prompt: 'Challenge: take an action, or pass',
      },
    },
    { rule: 'agotResolveChallenge' },
  ]);
}

/** A side's total: the strength of its participating characters still in play. */
export const sideStrength = (ctx: RuleContext, cards: readonly CardInstance[]) => cards.reduce((n, c) => n + strength(ctx.state, c), 0);

/** Rule agotResolveChallenge: strengths compared, then claim, unopposed and renown for the winner. */
export function resolveChallenge(ctx: RuleContext): void {
  const c = agotState.read(ctx.state).challenge as Challenge;
  const attackers = stillParticipating(ctx.state, c.attackers, c.attacker);
  const defenders = stillParticipating(ctx.state, c.defenders, c.defender);
  const attack = sideStrength(ctx, attackers);
  const defense = sideStrength(ctx, defenders);
  const winner = attack > defense ? c.attacker : defense > 0 && defense >= attack ? c.defender : null;
  const unopposed = winner === c.attacker && c.defenders.length === 0;
  ctx.emit('challengeResolved', { challenge: c.type, attacker: c.attacker, defender: c.defender, attack, defense, winner, unopposed });
  if (winner === c.attacker) {
    if (unopposed) gainPower(ctx, c.attacker, ctx.num({ param: 'unopposedPower' }), 'unopposed challenge');
    applyClaim(ctx, c);
  }
  if (winner) {
    for (const card of winner === c.attacker ? attackers : defenders)
      if (ctx.state.cards[card.id].zone === `${winner}.play` && hasKeyword(ctx.format, card, 'renown'))
        ctx.changeCard(card.id, { tokens: { power: 1 } });
    ctx.raise({
      name: 'challengeWon',
      seat: winner,
      challenge: c.type,
      cards: (winner === c.attacker ? c.attackers : c.defenders) as string[],
    });
  }
  ctx.call('agotEndChallenge', { seat: c.attacker });
}

/** The claim of the attacker's plot, applied to the defender. */
function applyClaim(ctx: RuleContext, c: Challenge): void {
  const claim = plotStat(ctx.state, c.attacker, 'claim');
  if (claim <= 0) return;
  if (c.type === 'intrigue') return discardAtRandom(ctx, c.defender, claim, 'intrigue claim');
  if (c.type === 'power') {
    const moved = Math.min(claim, ctx.counter(c.defender, 'power'));
    if (moved > 0) ctx.transfer(c.defender, c.attacker, 'power', moved, 'power claim', c.attacker);
    return;
  }
  const victims = charactersOf(ctx.state, c.defender);
  const n = Math.min(claim, victims.length);
  if (n === 0) return;
  ctx.ask(
    {
      seat: c.defender,
      kind: 'claimKill',
      prompt: `Military claim: choose ${n} of your characters to kill`,
      options: victims.map((v) => ({ id: v.id, label: v.name, card: v.id })),
      min: n,
      max: n,
    },
    'agotClaimKilled',
  );
}

export function onClaimKilled(ctx: RuleContext): void {
  for (const id of chosen(ctx.answer)) kill(ctx, ctx.card(id), 'military claim');
}

/** Rule agotEndChallenge {seat}: effects until the end of the challenge end; the attacker may make its next one. */
export function endChallenge(ctx: RuleContext): void {
  agotState.write(ctx.state).challenge = null;
  delete ctx.state.vars.challengeSeats;
  delete ctx.state.vars.challengeAttacker;
  endPeriod(ctx, CHALLENGE);
  ctx.call('agotOfferChallenge', { seat: ctx.args.seat });
}
