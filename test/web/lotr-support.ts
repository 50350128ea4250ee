// What the LotR web tests share: the format from the bundled sources, a game whose every seat
// the test answers (greedy unless it picks), a panel field's text, and the first option that
// pays a cost with another player's character.
import { expect } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import type { Choice, Decision, DecisionOption, GameState } from '../../core/types.ts';
import { moduleFor } from '../../core/session.ts';
import { answererFor, type Answerer } from '../../core/bots.ts';
import { PlaySession, gameOf } from '../../web/play-session.ts';
import { registry, rulesModules } from '../../formats/index.ts';
import { deepQuery } from './helpers.ts';

const catalog = loadCatalog([...formatSources, ...cardSources], registry);
export const lotr = resolveFormat(catalog, 'lotr');
export const module = moduleFor(lotr, rulesModules);

/** A game whose every seat the test answers: greedy, unless `pick` chooses. */
export function humanSession(seed = 1, seats = 3) {
  const session = new PlaySession(lotr, { seed, seats, controller: 'human', speed: 'paused' });
  const bots = new Map<string, Answerer>(session.seatIds.map((s, i) => [s, answererFor('bot:greedy', module, lotr, seed * 31 + i)!]));
  const game = gameOf(session);
  /** Answer one decision; false once the game is over or no one is asked. */
  const once = (pick: (d: Decision) => Choice | undefined = () => undefined) => {
    const d = session.humanPending()[0];
    if (!d || game.ended) return false;
    const choice = pick(d) ?? bots.get(d.seat)!(game.state, d);
    const outcome = session.answer(d.id, choice);
    expect(outcome.ok, `${d.kind} ${JSON.stringify(choice)}: ${outcome.ok ? '' : outcome.reason}`).to.equal(true);
    return true;
  };
  /** Answer until `done` holds (checked before each answer) or the game ends. */
  const drive = (done: () => boolean, pick?: (d: Decision) => Choice | undefined) => {
    for (let i = 0; i < 20_000 && !done() && once(pick); i++);
  };
  return { session, game, once, drive };
}

export const text = (el: Element) => el.textContent!.replace(/\s+/g, ' ').trim();
export const field = (root: Element, name: string) => text(deepQuery(root, `[data-field="${name}"]`));

/** A decision's options that pay a cost with another player's character. */
const paidByAnother = (state: GameState, d: Decision) =>
  d.options.filter((o) => ((o.data as { payWith?: string[] })?.payWith ?? []).some((id) => state.cards[id]!.owner !== d.seat));

/** Play on to the first decision offering a cost paid with another player's character: it, its first such option, and that character. */
export function payingWithAnothers({ game, drive }: ReturnType<typeof humanSession>): {
  d: Decision;
  option: DecisionOption;
  paidWith: GameState['cards'][string];
} {
  drive(() => game.pending.some((d) => paidByAnother(game.state, d).length > 0));
  const d = game.pending.find((x) => paidByAnother(game.state, x).length > 0)!;
  expect(d, "an option paid with another player's character").to.not.equal(undefined);
  const option = paidByAnother(game.state, d)[0]!;
  return { d, option, paidWith: game.state.cards[(option.data as { payWith: string[] }).payWith[0]!]! };
}
