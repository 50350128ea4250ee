// Negotiating a treaty, as decisions (Enlightenment, "Terms of a Treaty"): at any time the game
// waits (an aside, core/aside.ts) a player proposes to another player it has no treaty with (at
// most `proposalsPerPhase` a phase); the proposer sets the four parameters one decision at a time —
// its own promise (written in words for a `words` kind), the other's promise, the timeframe (one
// for both, or one each), the stake; the other player accepts, declines or counters, and a
// counter-offer sets all four again from the other side, until
// the format's `counterOffers` are used up and only yes or no is left: a negotiation always
// ends. The same action asks a partner to dissolve a treaty by agreement, or claims that a
// promise made in words was broken (breach.ts).
import type { DecisionOption, GameState, SeatId } from '../types.ts';
import type { TreatiesDef } from '../schema/format-schema.ts';
import type { RuleContext } from '../context.ts';
import type { RuleHook } from '../rules-module.ts';
import { promiseTerms, treatyBetween, treatyState, type TreatyOffer } from './record.ts';
import { promiseFrom, promiseOptions, promisesInWords, promiseText, timeframeOptions, timeframeWords, treatiesOf } from './terms.ts';
import { dissolve } from './keep.ts';
import { breachHooks, claimable, claimBreach } from './breach.ts';

export const TREATY_HOOKS = {
  ownPromise: 'core.treatyOwnPromise',
  theirPromise: 'core.treatyTheirPromise',
  timeframe: 'core.treatyTimeframe',
  words: 'core.treatyWords',
  stake: 'core.treatyStake',
  response: 'core.treatyResponse',
  dissolve: 'core.treatyDissolve',
} as const;

/** The phase under way, as the record keeps it: round:phase. */
const phaseKey = (state: Pick<GameState, 'round' | 'phase'>) => `${state.round}:${state.phase}`;

/** The proposals `seat` may still make this phase, in a state or a view: the format's limit less those made. */
export function proposalsLeft(state: Pick<GameState, 'round' | 'phase' | 'modules'>, treaties: TreatiesDef, seat: SeatId): number {
  const record = treatyState.read(state);
  const made = record.proposedIn === phaseKey(state) ? (record.proposed[seat] ?? 0) : 0;
  return treaties.proposalsPerPhase - made;
}

/** The treaty aside: propose a treaty, ask a partner to dissolve one, or claim a breach of a promise in words. */
export const treatyAside = {
  options(ctx: RuleContext, seat: SeatId): DecisionOption[] {
    if (!ctx.format.treaties) return [];
    const record = treatyState.read(ctx.state);
    const others = ctx.seatsInPlayerOrder().filter((s) => s.id !== seat);
    const options: DecisionOption[] = [];
    if (proposalsLeft(ctx.state, treatiesOf(ctx), seat) > 0)
      for (const s of others)
        if (!treatyBetween(record, seat, s.id)) options.push({ id: `propose:${s.id}`, label: `Propose a treaty to ${s.id}` });
    for (const t of record.active.filter((x) => x.parties.includes(seat))) {
      const partner = t.parties.find((s) => s !== seat)!;
      options.push({ id: `dissolve:${t.id}`, label: `Ask ${partner} to dissolve your treaty` });
      const words = claimable(ctx, t, seat, phaseKey(ctx.state));
      if (words) options.push({ id: `claim:${t.id}`, label: `Claim that ${partner} broke the promise ${words.text}` });
    }
    return options;
  },
  perform(ctx: RuleContext, seat: SeatId, option: DecisionOption): void {
    const [what, arg] = option.id.split(':') as [string, string];
    if (what === 'dissolve') return askDissolve(ctx, seat, arg);
    if (what === 'claim') {
      const t = treatyState.read(ctx.state).active.find((x) => x.id === arg)!;
      return claimBreach(ctx, seat, t, claimable(ctx, t, seat, phaseKey(ctx.state))!, phaseKey(ctx.state));
    }
    const record = treatyState.write(ctx.state);
    if (record.proposedIn !== phaseKey(ctx.state)) [record.proposedIn, record.proposed] = [phaseKey(ctx.state), {}];
    record.proposed[seat] = (record.proposed[seat] ?? 0) + 1;
    record.offer = { from: seat, to: arg, promises: [], stake: 0, counters: 0 };
    askOwnPromise(ctx);
  },
};

const offerOf = (ctx: RuleContext) => treatyState.write(ctx.state).offer!;

function askOwnPromise(ctx: RuleContext): void {
  const o = offerOf(ctx);
  ctx.ask(
    {
      seat: o.from,
      kind: 'treatyPromise',
      prompt: `Treaty with ${o.to}: what do you promise?`,
      options: promiseOptions(ctx, o.from, o.to),
    },
    TREATY_HOOKS.ownPromise,
  );
}

function onOwnPromise(ctx: RuleContext): void {
  const o = offerOf(ctx);
  o.promises = [promiseFrom(ctx, o.from, o.to, String(ctx.answer))];
  afterPromise(ctx);
}

function onTheirPromise(ctx: RuleContext): void {
  const o = offerOf(ctx);
  o.promises.push(promiseFrom(ctx, o.to, o.from, String(ctx.answer)));
  afterPromise(ctx);
}

/** A promise in words is written before the negotiation goes on; then the other promise, or the timeframe. */
function afterPromise(ctx: RuleContext): void {
  const o = offerOf(ctx);
  const last = o.promises[o.promises.length - 1]!;
  const def = treatiesOf(ctx).promises[last.kind]!;
  if (def.words && last.words === undefined) {
    const whose = last.by === o.from ? 'your promise' : `what ${last.by} promises`;
    return void ctx.ask(
      {
        seat: o.from,
        kind: 'treatyWords',
        prompt: `Treaty with ${o.to}: ${whose}, in words`,
        options: [],
        text: { maxLength: def.words },
      },
      TREATY_HOOKS.words,
    );
  }
  if (o.promises.length === 1)
    return void ctx.ask(
      {
        seat: o.from,
        kind: 'treatyPromise',
        prompt: `Treaty with ${o.to}: what does ${o.to} promise?`,
        options: promiseOptions(ctx, o.to, o.from),
      },
      TREATY_HOOKS.theirPromise,
    );
  askTimeframe(ctx, null);
}

function onWords(ctx: RuleContext): void {
  const o = offerOf(ctx);
  const last = o.promises[o.promises.length - 1]!;
  last.words = String(ctx.answer).trim();
  last.text = promiseText(treatiesOf(ctx).promises[last.kind]!, null, null, last.words);
  afterPromise(ctx);
}

/**
 * The timeframe: one for both promises, or — "each promise may have its own" — the option to
 * give each its own, asked next for the proposer's promise and then the other's.
 */
function askTimeframe(ctx: RuleContext, promise: number | null): void {
  const o = offerOf(ctx);
  const options = timeframeOptions(ctx);
  if (promise === null) options.push({ id: 'each', label: 'A timeframe for each promise' });
  ctx.ask(
    {
      seat: o.from,
      kind: 'treatyTimeframe',
      prompt:
        promise === null
          ? `Treaty with ${o.to}: for how long?`
          : `Treaty with ${o.to}: for how long does "${o.promises[promise]!.by} ${o.promises[promise]!.text}" bind?`,
      options,
    },
    TREATY_HOOKS.timeframe,
    { promise },
  );
}

function onTimeframe(ctx: RuleContext): void {
  const o = offerOf(ctx);
  const promise = ctx.data.promise as number | null;
  if (ctx.answer === 'each') return askTimeframe(ctx, 0);
  const id = String(ctx.answer);
  for (const p of promise === null ? o.promises : [o.promises[promise]!]) [p.timeframe, p.until] = [id, timeframeWords(ctx, id)];
  if (promise === 0) return askTimeframe(ctx, 1);
  askStake(ctx);
}

function askStake(ctx: RuleContext): void {
  const o = offerOf(ctx);
  const { min, max, counter } = treatiesOf(ctx).stake;
  const options: DecisionOption[] = [];
  for (let n = min; n <= max; n++) options.push({ id: String(n), label: `${n} ${counter}` });
  ctx.ask(
    { seat: o.from, kind: 'treatyStake', prompt: `Treaty with ${o.to}: how much ${counter} is staked?`, options },
    TREATY_HOOKS.stake,
  );
}

function onStake(ctx: RuleContext): void {
  const o = offerOf(ctx);
  o.stake = Number(ctx.answer);
  const stake = treatiesOf(ctx).stake.counter;
  const was = o.countered && `${promisesInWords(o.countered.promises)}, ${o.countered.stake} ${stake} staked`;
  ctx.emit(o.counters === 0 ? 'treatyProposed' : 'treatyCountered', { ...describe(o), ...(was ? { countered: was } : {}) });
  const options: DecisionOption[] = [
    { id: 'accept', label: 'Accept the treaty' },
    { id: 'decline', label: 'Decline it' },
  ];
  if (o.counters < treatiesOf(ctx).counterOffers) options.push({ id: 'counter', label: 'Make a counter-offer' });
  ctx.ask(
    {
      seat: o.to,
      kind: 'treatyResponse',
      prompt: was
        ? `${o.from} counters your offer (${was}) with: ${termsInWords(ctx, o)}`
        : `${o.from} offers a treaty: ${termsInWords(ctx, o)}`,
      options,
    },
    TREATY_HOOKS.response,
  );
}

function onResponse(ctx: RuleContext): void {
  const record = treatyState.write(ctx.state);
  const o = record.offer!;
  if (ctx.answer === 'counter') {
    record.offer = {
      from: o.to,
      to: o.from,
      promises: [],
      stake: 0,
      counters: o.counters + 1,
      countered: { promises: o.promises, stake: o.stake },
    };
    return askOwnPromise(ctx);
  }
  record.offer = null;
  if (ctx.answer === 'decline') return ctx.emit('treatyDeclined', { from: o.from, to: o.to });
  const treaty = {
    id: `t${record.next++}`,
    parties: [o.from, o.to],
    promises: o.promises,
    stake: o.stake,
    round: ctx.state.round,
    phase: ctx.state.phase ?? '',
  };
  record.active.push(treaty);
  ctx.emit('treatyFormed', { treaty: treaty.id, ...describe(o) });
}

function describe(o: TreatyOffer) {
  const untils = o.promises.map((p) => p.until);
  return {
    from: o.from,
    to: o.to,
    promises: o.promises.map((p) => p.text),
    terms: o.promises.map(promiseTerms),
    timeframes: untils,
    timeframe: untils.every((u) => u === untils[0]) ? untils[0]! : o.promises.map((p) => `${p.by}: ${p.until}`).join('; '),
    stake: o.stake,
  };
}

/** The offer as the other player reads it. */
function termsInWords(ctx: RuleContext, o: TreatyOffer): string {
  return `${promisesInWords(o.promises)}, ${o.stake} ${treatiesOf(ctx).stake.counter} staked`;
}

function askDissolve(ctx: RuleContext, seat: SeatId, id: string): void {
  const t = treatyState.read(ctx.state).active.find((x) => x.id === id)!;
  const partner = t.parties.find((s) => s !== seat)!;
  ctx.ask(
    {
      seat: partner,
      kind: 'treatyDissolve',
      prompt: `${seat} asks to dissolve your treaty (${promisesInWords(t.promises)})`,
      options: [
        { id: 'agree', label: 'Agree: dissolve it' },
        { id: 'refuse', label: 'Refuse: it stands' },
      ],
    },
    TREATY_HOOKS.dissolve,
    { treaty: id, asker: seat },
  );
}

function onDissolve(ctx: RuleContext): void {
  const t = treatyState.read(ctx.state).active.find((x) => x.id === ctx.data.treaty);
  if (!t) return;
  if (ctx.answer === 'agree') dissolve(ctx, t, 'both players agreed');
  else ctx.emit('treatyDissolveRefused', { treaty: t.id, by: t.parties.find((s) => s !== ctx.data.asker)! });
}

export const treatyHooks: Record<string, RuleHook> = {
  [TREATY_HOOKS.ownPromise]: onOwnPromise,
  [TREATY_HOOKS.theirPromise]: onTheirPromise,
  [TREATY_HOOKS.words]: onWords,
  [TREATY_HOOKS.timeframe]: onTimeframe,
  [TREATY_HOOKS.stake]: onStake,
  [TREATY_HOOKS.response]: onResponse,
  [TREATY_HOOKS.dissolve]: onDissolve,
  ...breachHooks,
};
