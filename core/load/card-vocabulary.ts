// A card set against its family's vocabulary (core/ability/vocabulary.ts): every trigger,
// condition, cost, target kind and filter, effect and period its abilities name must be one
// the family defines, so a misspelt word is a load error at its line and column instead of
// an ability that silently never works.
import type { Ability, CardSetFile } from '../../cards/schema/card-schema.ts';
import { CORE_PERIODS, type Vocabulary } from '../ability/vocabulary.ts';
import type { PathError } from './yaml-source.ts';

/** Card families by name (a card set's `family:`), each with its vocabulary. */
export type Families = Readonly<Record<string, Vocabulary>>;

type Path = (string | number)[];

export function vocabularyErrors(set: CardSetFile, families: Families): PathError[] {
  const vocabulary = Object.hasOwn(families, set.family) ? families[set.family] : undefined;
  if (!vocabulary) return [{ path: ['family'], message: `unknown card family "${set.family}" (${known(Object.keys(families))})` }];
  const errors: PathError[] = [];
  const periods = [...CORE_PERIODS, ...(vocabulary.periods ?? [])];
  // A word written as a key (`{ bowSelf: true }`) is reported at the key; `when: x` at x.
  const check = (words: Record<string, unknown>, name: string, what: string, path: Path, atKey = true) => {
    if (!Object.hasOwn(words, name))
      errors.push({ path, atKey, message: `unknown ${what} "${name}" for family ${vocabulary.family} (${known(Object.keys(words))})` });
  };
  set.cards.forEach((card, c) => {
    const costProblem = card.cost === undefined ? undefined : vocabulary.checkCost?.(card.cost);
    if (costProblem) errors.push({ path: ['cards', c, 'cost'], message: `cost: ${costProblem}` });
    for (const [name, value] of Object.entries(card.stats ?? {})) {
      const problem = vocabulary.checkStat?.(name, value);
      if (problem) errors.push({ path: ['cards', c, 'stats', name], message: `${name}: ${problem}` });
    }
    (card.abilities ?? []).forEach((ability, a) => {
      const at = (...rest: Path): Path => ['cards', c, 'abilities', a, ...rest];
      if (ability.when !== undefined) check(vocabulary.triggers, ability.when, 'trigger', at('when'), false);
      else if (ability.type === 'reaction' || ability.type === 'interrupt')
        errors.push({
          path: at('type'),
          message: `${an(ability.type)} needs \`when:\`, the event it answers (${known(Object.keys(vocabulary.triggers))})`,
        });
      if (vocabulary.abilityTypes && !vocabulary.abilityTypes.includes(ability.type))
        errors.push({
          path: at('type'),
          message: `family ${vocabulary.family} has no ${ability.type} abilities (${known(vocabulary.abilityTypes)})`,
        });
      if (ability.type === 'persistent' && vocabulary.persistentOn && !vocabulary.persistentOn.includes(card.type))
        errors.push({
          path: at('type'),
          message: `family ${vocabulary.family} reads persistent abilities only on ${vocabulary.persistentOn.join(', ')} cards, not on a ${card.type}`,
        });
      timingErrors(vocabulary, ability, at, errors);
      (ability.keywords ?? []).forEach((keyword, i) => {
        const keywords = vocabulary.abilityKeywords ?? [];
        if (ability.type !== 'action')
          errors.push({ path: at('keywords', i), message: `only an action has keywords (Unstoppable), not ${an(ability.type)}` });
        else if (!keywords.includes(keyword))
          errors.push({
            path: at('keywords', i),
            message: `unknown ability keyword "${keyword}" for family ${vocabulary.family} (${known(keywords)})`,
          });
      });
      if (ability.per !== undefined && !periods.includes(ability.per))
        errors.push({ path: at('per'), message: `unknown period "${ability.per}" (${known(periods)})` });
      (ability.condition ?? []).forEach((entry, i) =>
        check(vocabulary.conditions, Object.keys(entry)[0]!, 'condition', at('condition', i, Object.keys(entry)[0]!)),
      );
      (ability.cost ?? []).forEach((entry, i) =>
        check(vocabulary.costs, Object.keys(entry)[0]!, 'cost', at('cost', i, Object.keys(entry)[0]!)),
      );
      ability.effects.forEach((entry, i) => {
        const [name, value] = Object.entries(entry)[0]!;
        check(vocabulary.effects, name, 'effect', at('effects', i, name));
        const word = Object.hasOwn(vocabulary.effects, name) ? vocabulary.effects[name]! : undefined;
        const problem = word?.check?.(value, vocabulary);
        if (problem) errors.push({ path: at('effects', i, name), message: `${name}: ${problem}` });
        if (word?.cancels && ability.type !== 'interrupt')
          errors.push({
            path: at('effects', i, name),
            atKey: true,
            message: `${name} cancels the event an interrupt answers: only an interrupt may use it, not ${an(ability.type)}`,
          });
        if (word?.onlyPersistent && ability.type !== 'persistent')
          errors.push({
            path: at('effects', i, name),
            atKey: true,
            message: `${name} is an effect of persistent abilities only, not of ${ability.type} ones`,
          });
      });
      if (ability.target) targetErrors(vocabulary, ability.target, at('target'), errors);
    });
  });
  return errors;
}

/** An action's `timing:` is one its family names, and every action of such a family has one. */
function timingErrors(vocabulary: Vocabulary, ability: Ability, at: (...rest: Path) => Path, errors: PathError[]): void {
  const timings = vocabulary.timings ?? [];
  if (ability.timing === undefined) {
    if (ability.type === 'action' && timings.length > 0)
      errors.push({
        path: at('type'),
        message: `an action of family ${vocabulary.family} says when it is taken: timing: ${timings.join(' | ')}`,
      });
    return;
  }
  if (ability.type !== 'action')
    errors.push({ path: at('timing'), atKey: true, message: `only an action has a timing, not a ${ability.type}` });
  else if (!timings.includes(ability.timing))
    errors.push({ path: at('timing'), message: `unknown timing "${ability.timing}" for family ${vocabulary.family} (${known(timings)})` });
}

function targetErrors(vocabulary: Vocabulary, target: Record<string, unknown>, path: Path, errors: PathError[]): void {
  const kinds = Object.keys(target);
  if (kinds.length !== 1) {
    errors.push({ path, message: `a target names one kind (${known(Object.keys(vocabulary.targets))}), got ${kinds.length}` });
    return;
  }
  const name = kinds[0]!;
  const kind = Object.hasOwn(vocabulary.targets, name) ? vocabulary.targets[name] : undefined;
  if (!kind) {
    errors.push({
      path: [...path, name],
      atKey: true,
      message: `unknown target kind "${name}" for family ${vocabulary.family} (${known(Object.keys(vocabulary.targets))})`,
    });
    return;
  }
  const filters = target[name];
  if (filters === null || filters === undefined) return;
  if (typeof filters !== 'object' || Array.isArray(filters)) {
    errors.push({
      path: [...path, name],
      message: `expected the ${name}'s filters, e.g. { ${Object.keys(kind.filters)[0] ?? 'filter'}: ... }`,
    });
    return;
  }
  for (const filter of Object.keys(filters)) {
    if (!Object.hasOwn(kind.filters, filter)) {
      errors.push({
        path: [...path, name, filter],
        atKey: true,
        message: `unknown ${name} filter "${filter}" (${known(Object.keys(kind.filters))})`,
      });
    }
  }
}

/** "a reaction", "an interrupt": a kind of ability with its article. */
function an(type: string): string {
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

function known(words: readonly string[]): string {
  return words.length > 0 ? `known: ${[...words].sort().join(', ')}` : 'it defines none';
}
