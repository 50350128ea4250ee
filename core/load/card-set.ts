// Checks one card set file: its schema, then what the schema cannot say (card ids are
// unique within the set; every deck names cards of the set, or says which set (`from:`); abilities use only the words of
// the set's family, card-vocabulary.ts).
import { cardSetSchema, CardSetFile } from '../../cards/schema/card-schema.ts';
import { isPlainObject } from './plain.ts';
import { sortIssues, throwIfAny, type Issue } from './issues.ts';
import { schemaErrors } from './validate.ts';
import { vocabularyErrors, type Families } from './card-vocabulary.ts';
import { issueAt, parseSource, type PathError, type SourceText, type YamlSource } from './yaml-source.ts';

/** Problems in a parsed card set (its syntax issues are the caller's to report). */
export function cardSetIssues(source: YamlSource, families: Families): Issue[] {
  const errors = schemaErrors(schemaFor(source.value, families), source.value);
  const set = source.value as CardSetFile;
  const all = errors.length > 0 ? errors : [...referenceErrors(set), ...vocabularyErrors(set, families)];
  return sortIssues(all.map((error) => issueAt(source, error)));
}

// One schema per family, built once: the common card fields and the family's own.
const schemas = new WeakMap<object, ReturnType<typeof cardSetSchema>>();

/** The schema of a set of the family it names (of no family's fields, if it names none known). */
function schemaFor(value: unknown, families: Families) {
  const family =
    isPlainObject(value) && typeof value.family === 'string' && Object.hasOwn(families, value.family) ? families[value.family] : undefined;
  if (!family?.cardFields) return CardSetFile;
  let schema = schemas.get(family);
  if (!schema) schemas.set(family, (schema = cardSetSchema(family.cardFields)));
  return schema;
}

function referenceErrors(set: CardSetFile): PathError[] {
  const errors: PathError[] = [];
  const firstIndex = new Map<string, number>();
  set.cards.forEach((card, index) => {
    const first = firstIndex.get(card.id);
    if (first === undefined) firstIndex.set(card.id, index);
    else errors.push({ path: ['cards', index, 'id'], message: `duplicate card id "${card.id}" (also cards[${first}])` });
  });
  for (const [deckId, deck] of Object.entries(set.decks ?? {})) {
    deck.cards.forEach((entry, index) => {
      // A card of another set is checked where a format brings both sets together (catalog.ts).
      if (entry.from === undefined && !firstIndex.has(entry.card)) {
        errors.push({
          path: ['decks', deckId, 'cards', index, 'card'],
          message: `deck "${deckId}" names unknown card "${entry.card}" (not in set ${set.set})`,
        });
      }
    });
  }
  return errors;
}

/** Parses and checks one card set file; throws LoadError listing every problem. */
export function validateCardSet(text: SourceText, families: Families): CardSetFile {
  const source = parseSource(text);
  throwIfAny(source.issues);
  throwIfAny(cardSetIssues(source, families));
  return source.value as CardSetFile;
}
