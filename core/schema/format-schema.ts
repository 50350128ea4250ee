// The format YAML schema: one TypeBox source gives both the JSON Schema ajv validates
// against and the TypeScript types the engine reads. Every object is closed
// (additionalProperties: false) so a misspelt key is an error, not a silent no-op.
import { Type, type Static, type TProperties, type ObjectOptions } from '@sinclair/typebox';

const closed = <T extends TProperties>(props: T, opts: ObjectOptions = {}) => Type.Object(props, { additionalProperties: false, ...opts });

/** A step or condition is an object with exactly one key naming its kind. */
const oneKey = <T extends TProperties>(props: T, expected: string) =>
  Type.Partial(Type.Object(props), {
    additionalProperties: false,
    minProperties: 1,
    maxProperties: 1,
    'x-expected': expected,
  });

export const Scalar = Type.Union([Type.Number(), Type.String(), Type.Boolean()]);

/** A number, or a reference to a param / option resolved when the game starts. */
export const NumRef = Type.Union([Type.Number(), closed({ param: Type.String() }), closed({ option: Type.String() })], {
  'x-expected': 'a number, {param: name} or {option: name}',
});

/** Who a step applies to. Seat refs: p1.., firstPlayer, current, var:<name>. */
export const Who = Type.String({
  description: 'each | eachTeam | current | firstPlayer | table | team | a seat id (p1) | var:<name>',
});

export const Order = Type.Union(
  [
    Type.Union([
      Type.Literal('firstPlayer'),
      Type.Literal('clockwise'),
      Type.Literal('counterclockwise'),
      Type.Literal('current'),
      Type.Literal('active'),
    ]),
    closed({ rightOf: Type.String(), includeSelf: Type.Optional(Type.Boolean()) }),
    closed({ leftOf: Type.String(), includeSelf: Type.Optional(Type.Boolean()) }),
  ],
  { 'x-expected': 'firstPlayer, clockwise, counterclockwise, current, active, {rightOf: seat} or {leftOf: seat}' },
);

export const CounterRef = Type.String({
  pattern: '^(seat|team|table|current|firstPlayer)\\.[A-Za-z][A-Za-z0-9_]*$',
  description: 'scope.counter, e.g. seat.honor, table.pool, current.gold',
});

export type Cond = Static<typeof Cond>;
export const Cond = Type.Recursive(
  (Self) =>
    oneKey(
      {
        counter: closed({
          of: CounterRef,
          atLeast: Type.Optional(NumRef),
          atMost: Type.Optional(NumRef),
          equals: Type.Optional(NumRef),
        }),
        zoneCount: closed({
          zone: Type.String(),
          who: Type.Optional(Who),
          atLeast: Type.Optional(NumRef),
          atMost: Type.Optional(NumRef),
          equals: Type.Optional(NumRef),
        }),
        option: Type.String(),
        seatsLeft: closed({ atLeast: Type.Optional(NumRef), atMost: Type.Optional(NumRef) }),
        roundAtLeast: NumRef,
        rule: Type.String(),
        not: Self,
        all: Type.Array(Self),
        any: Type.Array(Self),
      },
      'one of: counter, zoneCount, option, seatsLeft, roundAtLeast, rule, not, all, any',
    ),
  { $id: 'Cond' },
);

const Amount = NumRef;

/** Add to or set a counter of each owner `who` names (a step, or an action's effect). */
/** Add to or set a counter of each owner; `reason`: why, in the change's event (a rule's own words: "first player bonus"). */
const CounterStep = closed({
  who: Who,
  name: Type.String(),
  add: Type.Optional(Amount),
  set: Type.Optional(Amount),
  reason: Type.Optional(Type.String()),
});

/** Move the top `count` cards of each owner's `from` zone to `to` (a step, or an action's effect). */
const MoveStep = closed({
  who: Who,
  from: Type.String(),
  to: Type.String(),
  count: Type.Optional(Amount),
  faceUp: Type.Optional(Type.Boolean()),
});

export type Step = Static<typeof Step>;
export const Step = Type.Recursive(
  (Self) =>
    oneKey(
      {
        window: closed({
          id: Type.Optional(Type.String()),
          by: Type.Union([Type.Literal('seat'), Type.Literal('team')]),
          order: Type.Optional(Order),
          startWith: Type.Optional(Type.String({ description: 'the unit that acts first: a seat or team ref such as var:defender' })),
          who: Type.Optional(
            Type.String({
              description:
                "only these seats take part (by: seat), in the window's order: an owners ref such as var:battleSeats (the players with presence at a battlefield)",
            }),
          ),
          pass: Type.Union([Type.Literal('consecutive'), Type.Literal('final'), Type.Literal('once')], {
            'x-expected': 'consecutive (all pass in a row), final (a pass is final) or once (one opportunity each)',
          }),
          actions: Type.Array(Type.String()),
          prompt: Type.Optional(Type.String()),
          onFirstPass: Type.Optional(Type.Array(Self)),
          closedBy: Type.Optional(
            Type.String({
              description: 'a seat, team or role:<role> ref: when this unit passes, every other unit passes with it and the window closes',
            }),
          ),
          automated: Type.Optional(
            closed({
              unit: Type.String({ description: 'a seat, team or role:<role> ref: the unit that asks no one' }),
              rule: Type.String({ description: 'the rule that takes its action on its turn (an automated opponent)' }),
            }),
          ),
        }),
        each: closed({
          over: Type.Union([Type.Literal('seat'), Type.Literal('team')]),
          order: Type.Optional(Order),
          steps: Type.Array(Self),
        }),
        simultaneous: closed({
          id: Type.String(),
          prompt: Type.String(),
          who: Type.Optional(Who),
          range: Type.Optional(Type.Tuple([NumRef, NumRef])),
          choices: Type.Optional(Type.String({ description: 'rule naming the options per seat' })),
          then: Type.String({ description: 'rule called with every choice once all are revealed' }),
        }),
        rule: Type.String(),
        call: closed({ rule: Type.String(), args: Type.Optional(Type.Record(Type.String(), Scalar)) }),
        repeat: closed({
          times: Type.Optional(NumRef),
          while: Type.Optional(Cond),
          until: Type.Optional(Cond),
          steps: Type.Array(Self),
        }),
        if: closed({ cond: Cond, then: Type.Array(Self), else: Type.Optional(Type.Array(Self)) }),
        counter: CounterStep,
        createCards: closed({
          who: Who,
          zone: Type.String(),
          cards: Type.Array(closed({ card: Type.String(), count: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) })),
          faceUp: Type.Optional(Type.Boolean()),
        }),
        shuffle: closed({ who: Who, zone: Type.String() }),
        move: MoveStep,
        passFirstPlayer: Type.Union([Type.Literal('left'), Type.Literal('right'), Type.Literal('nextTeam')], {
          'x-expected': 'left, right or nextTeam',
        }),
        passTurn: Type.Union([Type.Literal('firstPlayer'), Type.Literal('left'), Type.Literal('right'), Type.Literal('nextTeam')], {
          'x-expected': 'firstPlayer, left, right or nextTeam',
          description: "whose turn it is next: the first player, the active seat's left or right, or the next team",
        }),
        goToPhase: Type.String({
          description:
            'the phase of the round that comes after this one, instead of the next in order (a phase skipped, or one played again)',
        }),
      },
      'one step kind: window, each, simultaneous, rule, call, repeat, if, counter, createCards, shuffle, move, passFirstPlayer, passTurn, goToPhase',
    ),
  { $id: 'Step' },
);

export const ActionDef = closed({
  label: Type.String(),
  card: Type.Optional(closed({ from: Type.String(), type: Type.Optional(Type.String()) })),
  requires: Type.Optional(Cond),
  cost: Type.Optional(
    Type.Record(Type.String({ pattern: '^((seat|team|table)\\.)?[A-Za-z][A-Za-z0-9_]*$' }), NumRef, {
      description: 'counters paid by the acting seat (fate) or from team./table. counters (table.twilight)',
    }),
  ),
  do: Type.Array(
    oneKey(
      {
        counter: CounterStep,
        moveCard: closed({ to: Type.String(), faceUp: Type.Optional(Type.Boolean()) }),
        move: MoveStep,
        eliminate: Who,
        rule: Type.String(),
      },
      'one of: counter, moveCard, move, eliminate, rule',
    ),
  ),
});

export const ZoneDef = closed({
  id: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
  per: Type.Union([Type.Literal('seat'), Type.Literal('team'), Type.Literal('table')]),
  visibility: Type.Union([Type.Literal('public'), Type.Literal('owner'), Type.Literal('team'), Type.Literal('hidden')], {
    'x-expected': 'public, owner, team or hidden',
  }),
  label: Type.Optional(Type.String()),
  layout: Type.Optional(Type.Union([Type.Literal('row'), Type.Literal('pile'), Type.Literal('fan'), Type.Literal('stack')])),
  roles: Type.Optional(Type.Array(Type.String(), { description: 'only seats with these roles have it' })),
  facedown: Type.Optional(
    Type.Union([Type.Literal('owner'), Type.Literal('team'), Type.Literal('nobody')], {
      'x-expected': 'owner, team or nobody',
      description:
        "who knows a facedown card here: its owner (default: a province, a card in Shadows), its owner's team (Siege's Rokugani share their hands) or nobody (cards dealt facedown from a deck, unseen until turned)",
    }),
  ),
});

/**
 * Where a change to a seat's counter goes instead, for the seats it names (the first rule that
 * matches): nowhere, the general pool (which gives or takes the whole amount), or a team
 * counter — the owner's team's, or that of the seat whose card caused it.
 */
export const CounterRedirect = closed({
  roles: Type.Optional(Type.Array(Type.String(), { description: 'the seats it applies to, by role; every seat if left out' })),
  change: Type.Optional(Type.Union([Type.Literal('gain'), Type.Literal('lose')], { 'x-expected': 'gain or lose' })),
  by: Type.Optional(
    Type.Union([Type.Literal('own'), Type.Literal('teammate'), Type.Literal('opponent')], {
      'x-expected': 'own, teammate or opponent',
      description: "who caused it: own (the seat's own cards, or the rules), a teammate's card, an opponent's card",
    }),
  ),
  to: Type.String({
    pattern: '^(none|pool|(team|byTeam)\\.[A-Za-z][A-Za-z0-9_]*)$',
    'x-expected': 'none, pool, team.<counter> or byTeam.<counter>',
    description: "none, pool, team.<counter> (the owner's team gains the amount) or byTeam.<counter> (the causing seat's team does)",
  }),
});

export const CounterDef = closed({
  start: Type.Optional(NumRef),
  min: Type.Optional(Type.Number()),
  label: Type.Optional(Type.String()),
  roles: Type.Optional(
    Type.Array(Type.String(), { description: 'only seats with these roles have it; changes to others are ignored unless redirected' }),
  ),
  redirect: Type.Optional(Type.Array(CounterRedirect, { description: 'seat counters: where changes go instead, first matching rule' })),
});

export const WinCheck = oneKey(
  {
    reach: closed({ counter: CounterRef, atLeast: NumRef, reason: Type.String() }),
    eliminateAt: closed({ counter: CounterRef, atMost: NumRef, reason: Type.String() }),
    lastTeamStanding: closed({ reason: Type.String() }),
    rule: Type.String(),
  },
  'one of: reach, eliminateAt, lastTeamStanding, rule',
);

/**
 * A param: a bare default, or its default with what a value may be. `type` and the bounds
 * are checked before any game (core/params.ts); without a type, a value has the default's.
 */
export const ParamDef = Type.Union(
  [
    Scalar,
    closed({
      default: Scalar,
      doc: Type.Optional(Type.String()),
      type: Type.Optional(Type.Union([Type.Literal('integer'), Type.Literal('number'), Type.Literal('boolean'), Type.Literal('text')])),
      min: Type.Optional(Type.Number({ description: 'the lowest number allowed' })),
      max: Type.Optional(Type.Number({ description: 'the highest number allowed' })),
      values: Type.Optional(Type.Array(Scalar, { minItems: 1, description: 'the texts allowed (besides numbers, for a number param)' })),
    }),
  ],
  { 'x-expected': 'a value, or {default, doc, type, min, max, values}' },
);

export const OptionDef = closed({
  doc: Type.String(),
  default: Scalar,
  values: Type.Optional(Type.Array(Scalar)),
  params: Type.Optional(Type.Record(Type.String(), Scalar, { description: 'params this option sets when on' })),
  byValue: Type.Optional(
    Type.Record(Type.String(), Type.Record(Type.String(), Scalar), {
      description: 'params this option sets for each of its values (e.g. board: skirmish)',
    }),
  ),
});

export const PhaseDef = closed({
  name: Type.Optional(Type.String()),
  beginning: Type.Optional(Type.Array(Step, { description: 'beginning-of-phase steps, before any other' })),
  steps: Type.Array(Step),
});

/**
 * A per-round series a comparison reports, read from the event stream: a counter's value or
 * a zone's size at the end of each round, or how many events of a type happened in it.
 * Exactly one of counter, zone, events (checked in format-checks.ts, with the others named).
 */
export const MetricDef = closed({
  doc: Type.String({ description: 'what the series shows, for reports and plot legends' }),
  counter: Type.Optional(Type.String({ description: 'a seat, team or table counter: its value at the end of each round (or turn)' })),
  zone: Type.Optional(Type.String({ description: 'a zone id: how many cards it holds at the end of each round (or turn)' })),
  events: Type.Optional(Type.String({ description: 'an event type: how many happened during each round (or turn)' })),
  where: Type.Optional(Type.Record(Type.String(), Scalar, { description: 'with events: fields the event must have' })),
  sum: Type.Optional(Type.String({ description: 'with events: add up this numeric field of theirs instead of counting them' })),
  byCard: Type.Optional(
    Type.Literal(true, {
      description: "with events: count them by card (the event's card name) over each game, instead of a series per round",
    }),
  ),
  by: Type.Optional(
    Type.String({
      description: 'with events: count them by the value of this field of theirs (as byCard does by card name) over each game',
    }),
  ),
  first: Type.Optional(
    Type.Literal(true, {
      description:
        'with events: only the first of a game counts — the round (or turn) it came in, or with sum that field of it — a value per game that saw one, instead of a series',
    }),
  ),
  against: Type.Optional(
    Type.String({
      description:
        'with events: a counter or zone metric; each event (1, or its sum field) is set against the value that metric has at that moment, for a mean per event at each value (Force at a battle against the threat level then)',
    }),
  ),
  of: Type.Optional(
    Type.String({
      pattern: '^(seats|teams|table|role:[A-Za-z0-9_-]+)$',
      description: 'whose counter or zone: seats (default), teams, table, role:<role>',
      'x-expected': 'seats, teams, table or role:<role>',
    }),
  ),
  aggregate: Type.Optional(
    Type.Union([Type.Literal('sum'), Type.Literal('mean'), Type.Literal('min'), Type.Literal('max')], {
      'x-expected': 'sum, mean, min or max',
      description: "how the owners' values combine (default sum)",
    }),
  ),
  per: Type.Optional(
    Type.Union([Type.Literal('round'), Type.Literal('turn')], {
      'x-expected': 'round or turn',
      description: 'one value per round (default), or per turn in a format whose steps pass the turn (passTurn)',
    }),
  ),
});

/**
 * An event a treaty watches (core/treaty): its type, and fields it must have. A value may name
 * a party of the promise — `$promiser`, `$target` (the player the promise is about), `$amount`
 * — or compare: `{above: v}`, `{not: v}`. A key may hold `{promiser}` (`choices.{promiser}`).
 */
export const EventPattern = closed({
  event: Type.String(),
  where: Type.Optional(Type.Record(Type.String(), Type.Union([Scalar, Type.Record(Type.String(), Scalar)]))),
});

/** The decision options a promise warns about before they are chosen: its kind, and option fields. */
export const OptionPattern = closed({
  decision: Type.String({ description: 'the decision kind (conflictProvince, honorBid, ...)' }),
  option: Type.Record(Type.String(), Type.Union([Scalar, Type.Record(Type.String(), Scalar)]), {
    description: 'fields of the option (id, label, data.owner, ...): values as in an event pattern',
  }),
});

export const PromiseDef = closed({
  text: Type.String({ description: 'the promise in words; {target} and {amount} read as its values' }),
  target: Type.Optional(
    Type.Union([Type.Literal('partner'), Type.Literal('opponent'), Type.Literal('mutualOpponent')], {
      'x-expected': 'partner, opponent or mutualOpponent',
      description: 'whom it is about: the other party, any other player, or a player who is neither party',
    }),
  ),
  amount: Type.Optional(Type.Array(Type.Integer(), { minItems: 1, description: 'the values {amount} may take' })),
  words: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 1000,
      description:
        "a promise in the players' own words, of at most this many characters ({words} in its text): the engine cannot watch it, so a breach is claimed by the partner and, if disputed, voted on by the other players",
    }),
  ),
  breaks: Type.Optional(EventPattern),
  keeps: Type.Optional(EventPattern),
  warns: Type.Optional(Type.Array(OptionPattern)),
});

export const TimeframeDef = closed({
  text: Type.String({ description: 'the timeframe in words; {target} reads as its player' }),
  target: Type.Optional(
    Type.Literal('player', { description: 'it names a player still in the game (`until the next conflict {target} declares`)' }),
  ),
  lapses: Type.Optional(
    closed({
      event: Type.String(),
      where: Type.Optional(EventPattern.properties.where),
      times: Type.Optional(Type.Integer({ minimum: 1, description: 'how many such events (default 1)' })),
    }),
  ),
});

/** Treaties (Enlightenment): what players may promise each other, for how long, at what stake. */
export const TreatiesDef = closed({
  stake: closed({
    counter: Type.String({ description: 'the seat counter staked and lost by the player who breaks a treaty (honor)' }),
    min: Type.Integer({ minimum: 1 }),
    max: Type.Integer({ minimum: 1 }),
  }),
  counterOffers: Type.Integer({ minimum: 0, description: 'counter-offers a negotiation allows before only yes or no is left' }),
  proposalsPerPhase: Type.Integer({ minimum: 1, description: 'treaties a player may propose in one phase' }),
  timeframes: Type.Record(Type.String(), TimeframeDef),
  promises: Type.Record(Type.String(), PromiseDef),
});

export const FormatFile = closed(
  {
    id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$' }),
    extends: Type.Optional(Type.String()),
    version: Type.Optional(Type.Integer({ minimum: 1 })),
    name: Type.String(),
    description: Type.Optional(Type.String()),
    family: Type.Optional(Type.String()),
    source: Type.Optional(Type.String()),
    fixture: Type.Optional(Type.Boolean()),
    rules: Type.Optional(Type.String()),
    cards: Type.Optional(Type.Array(Type.String(), { description: 'card set ids this format plays with' })),
    seats: closed({
      min: Type.Integer({ minimum: 1, maximum: 8 }),
      max: Type.Integer({ minimum: 1, maximum: 8 }),
      default: Type.Optional(Type.Integer({ minimum: 1, maximum: 8 })),
      roles: Type.Optional(
        Type.Array(
          closed({
            role: Type.String(),
            count: Type.Optional(Type.Integer({ minimum: 1 })),
            controller: Type.Optional(Type.String()),
            extra: Type.Optional(
              Type.Boolean({ description: 'seats of this role come on top of the player count (an automated opponent)' }),
            ),
            choices: Type.Optional(
              closed(
                {
                  by: Type.String({
                    description:
                      "the role whose first seat in player order makes the choices the rules give this role's seats (ctx.choose)",
                  }),
                  atRandom: Type.Optional(Type.String({ description: 'an option that, when on, makes those choices at random instead' })),
                },
                { description: 'choices made for this side by another (an automated opponent the players choose for)' },
              ),
            ),
          }),
        ),
      ),
    }),
    teams: Type.Optional(
      Type.Union([Type.Literal('solo'), Type.Literal('byRole'), closed({ alternate: Type.Integer({ minimum: 2 }) })], {
        'x-expected': 'solo, byRole or {alternate: N}',
      }),
    ),
    firstPlayer: Type.Optional(
      closed({
        kind: Type.Union([Type.Literal('seat'), Type.Literal('team')]),
        choose: Type.Union([Type.Literal('random'), Type.Literal('first')]),
        role: Type.Optional(Type.String({ description: 'with choose: first, the first seat/team of this role' })),
      }),
    ),
    params: Type.Optional(Type.Record(Type.String(), ParamDef)),
    options: Type.Optional(Type.Record(Type.String(), OptionDef)),
    presets: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
    counters: Type.Optional(
      closed({
        seat: Type.Optional(Type.Record(Type.String(), CounterDef)),
        team: Type.Optional(Type.Record(Type.String(), CounterDef)),
        table: Type.Optional(Type.Record(Type.String(), CounterDef)),
      }),
    ),
    zones: Type.Array(ZoneDef),
    actions: Type.Optional(Type.Record(Type.String(), ActionDef)),
    setup: Type.Optional(Type.Array(Step)),
    round: Type.Array(Type.String(), { minItems: 1 }),
    phases: Type.Record(Type.String(), PhaseDef),
    win: Type.Array(WinCheck),
    roundLimit: Type.Optional(Type.Integer({ minimum: 1 })),
    responses: Type.Optional(
      Type.Union([Type.Literal('offeredOnce'), Type.Literal('passConsecutively')], {
        'x-expected': 'offeredOnce or passConsecutively',
        description:
          'how a response window (cancels, interrupts, reactions) runs: each ability offered once to its seat in player order (default), or the players in turn, each using one ability or passing, until all still in the game pass consecutively',
      }),
    ),
    metrics: Type.Optional(Type.Record(Type.String(), MetricDef)),
    treaties: Type.Optional(TreatiesDef),
  },
  { $id: 'Format' },
);

export type FormatFile = Static<typeof FormatFile>;
export type ActionDef = Static<typeof ActionDef>;
export type ZoneDef = Static<typeof ZoneDef>;
export type WinCheck = Static<typeof WinCheck>;
export type OptionDef = Static<typeof OptionDef>;
export type PhaseDef = Static<typeof PhaseDef>;
export type MetricDef = Static<typeof MetricDef>;
export type TreatiesDef = Static<typeof TreatiesDef>;
export type PromiseDef = Static<typeof PromiseDef>;
export type EventPattern = Static<typeof EventPattern>;
export type TimeframeDef = Static<typeof TimeframeDef>;
export type OptionPattern = Static<typeof OptionPattern>;
export type CounterRedirect = Static<typeof CounterRedirect>;
export type NumRef = Static<typeof NumRef>;
export type Order = Static<typeof Order>;
