// The scenario YAML schema: a board set up by name, scripted answers, and expectations.
import { Type, type Static } from '@sinclair/typebox';

const closed = <T extends Parameters<typeof Type.Object>[0]>(props: T) => Type.Object(props, { additionalProperties: false });

const Scalar = Type.Union([Type.Number(), Type.String(), Type.Boolean()]);
const JsonValue = Type.Unknown();

const Bounds = {
  equals: Type.Optional(JsonValue),
  atLeast: Type.Optional(Type.Number()),
  atMost: Type.Optional(Type.Number()),
};

export const ScenarioAnswer = closed({
  seat: Type.Optional(Type.String()),
  kind: Type.Optional(Type.String({ description: 'the decision kind to answer, when a seat has several' })),
  choose: Type.Union([Type.String(), Type.Number(), Type.Array(Type.Union([Type.String(), Type.Number()]))], {
    'x-expected': 'an option id or label, or a list of them',
  }),
  rejected: Type.Optional(Type.String({ description: 'expect this answer to be refused, with a reason containing this text' })),
  note: Type.Optional(Type.String()),
});

export const Expectation = Type.Partial(
  Type.Object({
    note: Type.String(),
    counter: Type.String({ description: 'owner.counter: p1.honor, table.pool, team1.glory' }),
    path: Type.String({ description: 'a dot path into the game state: seats.0.counters.fate' }),
    zone: Type.String({ description: 'a zone key: p1.hand' }),
    card: Type.String({ description: 'a card by name (the first in `zone` when given); `path` reads into it: status, tokens.fate' }),
    count: Type.Integer({ minimum: 0 }),
    contains: Type.Union([Type.String(), Type.Array(Type.String())]),
    lacks: Type.Union([Type.String(), Type.Array(Type.String())]),
    event: Type.String({ description: 'an event type; with `with` to match fields and `count`' }),
    with: Type.Record(Type.String(), JsonValue),
    winner: Type.String({ description: 'a team or seat id, or "none"' }),
    reason: Type.String(),
    pending: closed({
      seat: Type.Optional(Type.String()),
      kind: Type.Optional(Type.String()),
      options: Type.Optional(Type.Array(Type.String())),
    }),
    eliminated: Type.String(),
    ...Bounds,
  }),
  { additionalProperties: false, minProperties: 1 },
);

export const ScenarioFile = Type.Object(
  {
    scenario: Type.String({ description: 'what the scenario checks, named after the rule' }),
    format: Type.String(),
    seats: Type.Optional(Type.Integer({ minimum: 1, maximum: 8 })),
    seed: Type.Optional(Type.Integer()),
    options: Type.Optional(Type.Record(Type.String(), Scalar)),
    preset: Type.Optional(Type.String()),
    params: Type.Optional(Type.Record(Type.String(), Scalar)),
    controllers: Type.Optional(Type.Array(Type.String(), { description: 'per seat: human (default), bot:random, ...' })),
    startPhase: Type.Optional(Type.String()),
    setup: Type.Optional(
      closed({
        clear: Type.Optional(Type.Array(Type.String())),
        cards: Type.Optional(
          Type.Array(
            closed({
              card: Type.String(),
              zone: Type.String(),
              owner: Type.Optional(Type.String()),
              faceUp: Type.Optional(Type.Boolean()),
              turned: Type.Optional(Type.Boolean()),
              count: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
              tokens: Type.Optional(Type.Record(Type.String(), Type.Integer())),
              status: Type.Optional(Type.Array(Type.String())),
              data: Type.Optional(Type.Record(Type.String(), JsonValue)),
              stats: Type.Optional(
                Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()]), {
                  description: "figures the rules set in play, e.g. a province's or territory's strength",
                }),
              ),
            }),
          ),
        ),
        counters: Type.Optional(Type.Record(Type.String(), Type.Number())),
        firstPlayer: Type.Optional(Type.String()),
        vars: Type.Optional(Type.Record(Type.String(), JsonValue)),
        modules: Type.Optional(
          Type.Record(Type.String(), Type.Record(Type.String(), JsonValue), {
            description: "fields of a rules module's record, e.g. l5r: { favor: … }",
          }),
        ),
      }),
    ),
    answers: Type.Optional(Type.Array(ScenarioAnswer)),
    /** After the scripted answers, let bots and automata play on (until a human must answer). */
    playOut: Type.Optional(Type.Boolean()),
    expect: Type.Array(Expectation, { minItems: 1 }),
  },
  { additionalProperties: false, $id: 'Scenario' },
);

export type ScenarioFile = Static<typeof ScenarioFile>;
export type ScenarioAnswer = Static<typeof ScenarioAnswer>;
export type Expectation = Static<typeof Expectation>;
