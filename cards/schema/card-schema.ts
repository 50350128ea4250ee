// The card YAML schema. A card set file holds cards of one family; abilities are data
// (a trigger, costs, targets and effects from the family's vocabulary). Each effect is an
// object with exactly one key naming it; the loader checks every name against the family's
// vocabulary (core/load/card-vocabulary.ts).
import { Type, type Static, type TProperties } from '@sinclair/typebox';

const closed = <T extends Parameters<typeof Type.Object>[0]>(props: T) => Type.Object(props, { additionalProperties: false });

const Effect = Type.Record(Type.String({ pattern: '^[a-z][A-Za-z0-9]*$' }), Type.Unknown(), {
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  'x-expected': 'one effect, e.g. {gainFate: 1}',
});

export const Ability = closed({
  type: Type.Union([Type.Literal('action'), Type.Literal('reaction'), Type.Literal('interrupt'), Type.Literal('persistent')], {
    'x-expected': 'action, reaction, interrupt or persistent',
  }),
  text: Type.Optional(Type.String()),
  timing: Type.Optional(
    Type.String({
      pattern: '^[a-z][A-Za-z0-9]*$',
      description: "when an action may be taken, in the family's words (the CCG's open, limited, battle)",
    }),
  ),
  when: Type.Optional(Type.String({ description: 'the triggering event, for reactions and interrupts' })),
  keywords: Type.Optional(
    Type.Array(Type.String({ pattern: '^[a-z][A-Za-z0-9]*$' }), {
      description: "the ability's own keywords, in the family's words (Siege's unstoppable)",
    }),
  ),
  condition: Type.Optional(Type.Array(Effect)),
  limit: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1 }), Type.Literal('none')], { description: 'uses per period; 1 by default; none for no limit' }),
  ),
  per: Type.Optional(
    Type.String({
      pattern: '^[a-z][A-Za-z0-9]*$',
      description: "the limit's period: round (default), phase, game, or one the family names (L5R: conflict)",
    }),
  ),
  cost: Type.Optional(Type.Array(Effect)),
  target: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  effects: Type.Array(Effect),
});

/** What every card has, whatever its family; a family adds its own fields (its vocabulary's `cardFields`). */
const CARD_FIELDS = {
  id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$' }),
  name: Type.String(),
  type: Type.String(),
  side: Type.Optional(Type.String({ description: 'deck or side: dynasty, conflict, fate, clock, ...' })),
  unique: Type.Optional(Type.Boolean()),
  cost: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.String()])),
  stats: Type.Optional(Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()]))),
  traits: Type.Optional(Type.Array(Type.String())),
  keywords: Type.Optional(Type.Array(Type.String())),
  text: Type.Optional(Type.String()),
  abilities: Type.Optional(Type.Array(Ability)),
  note: Type.Optional(Type.String({ description: 'where numbers or text are ours, not the source document' })),
};

export const CardDef = closed(CARD_FIELDS);

/** A card set file's schema, its cards closed over the common fields and `familyFields`. */
export function cardSetSchema(familyFields: TProperties = {}) {
  return Type.Object(
    {
      set: Type.String({ pattern: '^[a-z0-9][a-z0-9/-]*$' }),
      family: Type.String(),
      name: Type.Optional(Type.String()),
      note: Type.Optional(Type.String()),
      cards: Type.Array(closed({ ...CARD_FIELDS, ...familyFields })),
      decks: Type.Optional(
        Type.Record(
          Type.String(),
          closed({
            name: Type.Optional(Type.String()),
            // A deck of a hundred million cards is a typo; 1000 copies is more than any game lays out.
            cards: Type.Array(
              closed({
                card: Type.String(),
                count: Type.Integer({ minimum: 1, maximum: 1000 }),
                from: Type.Optional(
                  Type.String({
                    description: 'the card set the card is in, when not this one (a deck may take cards from any set its format uses)',
                  }),
                ),
              }),
            ),
          }),
        ),
      ),
    },
    { additionalProperties: false, $id: 'CardSet' },
  );
}

/** The card set schema with no family's fields. */
export const CardSetFile = cardSetSchema();

export type CardDef = Static<typeof CardDef>;
export type CardSetFile = Static<typeof CardSetFile>;
export type Ability = Static<typeof Ability>;
