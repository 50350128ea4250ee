// Checks one card set file: its schema, then what the schema cannot say (card ids are
// unique within the set; every deck names cards of the set).
import { CardSetFile } from '../../cards/schema/card-schema.ts';
import { sortIssues, throwIfAny, type Issue } from './issues.ts';
import { schemaErrors } from './validate.ts';
import { issueAt, parseSource, type PathError, type SourceText, type YamlSource } from './yaml-source.ts';

/** Problems in a parsed card set (its syntax issues are the caller's to report). */
export function cardSetIssues(source: YamlSource): Issue[] {
  const errors = schemaErrors(CardSetFile, source.value);
  const all = errors.length > 0 ? errors : referenceErrors(source.value as CardSetFile);
  return sortIssues(all.map((error) => issueAt(source, error)));
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
      if (!firstIndex.has(entry.card)) {
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
export function validateCardSet(text: SourceText): CardSetFile {
  const source = parseSource(text);
  throwIfAny(source.issues);
  throwIfAny(cardSetIssues(source));
  return source.value as CardSetFile;
}
