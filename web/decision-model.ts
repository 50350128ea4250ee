// How a pending decision is answered on screen, as pure functions: which options are
// numbers (bids, fate), which cards on the table it can pick, whether a multi-selection is
// complete, and the choice to send. The components only draw what these say.
import type { Choice, Decision, DecisionOption } from '../core/types.ts';
import type { PickMark } from './family/registry.ts';

/** One option, or a set of min..max options. */
export function isMulti(d: Pick<Decision, 'min' | 'max'>): boolean {
  return d.max !== 1 || d.min !== 1;
}

/** A choice among whole numbers (a bid, fate to place): the range, or null when the options are not all numbers. */
export function numberRange(d: Decision): { min: number; max: number } | null {
  if (isMulti(d) || d.options.length < 2 || d.options.some((o) => o.card || !/^-?\d+$/.test(o.id))) return null;
  const values = d.options.map((o) => Number(o.id)).sort((a, b) => a - b);
  for (let i = 1; i < values.length; i++) if (values[i] !== values[i - 1]! + 1) return null;
  return { min: values[0]!, max: values.at(-1)! };
}

/** Options by the card they name: what clicking that card on the table can mean. */
export function optionsByCard(d: Decision): Map<string, DecisionOption[]> {
  const out = new Map<string, DecisionOption[]>();
  for (const o of d.options) {
    if (!o.card) continue;
    const list = out.get(o.card) ?? [];
    list.push(o);
    out.set(o.card, list);
  }
  return out;
}

/** Cards to highlight: targets of the decision, and those whose option is already selected. */
export function picksFor(d: Decision | undefined, selected: readonly string[]): Map<string, PickMark> {
  const picks = new Map<string, PickMark>();
  if (!d) return picks;
  for (const o of d.options) {
    if (!o.card) continue;
    const mark: PickMark = selected.includes(o.id) ? 'selected' : 'target';
    if (picks.get(o.card) !== 'selected') picks.set(o.card, mark);
  }
  return picks;
}

/** Why a multi-selection can't be sent yet, or '' when it can. */
export function selectionProblem(d: Decision, selected: readonly string[]): string {
  const n = selected.length;
  if (n < d.min) return d.min === 1 ? 'choose at least one' : `choose at least ${d.min}`;
  if (n > d.max) return `choose at most ${d.max}`;
  return '';
}

/** The choice to send for a selection: an id for single decisions, a list otherwise. */
export function choiceOf(d: Decision, selected: readonly string[]): Choice {
  return isMulti(d) ? [...selected] : (selected[0] ?? '');
}

/** Add or remove one option from a multi-selection (a single decision just replaces it). */
export function toggle(d: Decision, selected: readonly string[], option: string): string[] {
  if (!isMulti(d)) return [option];
  if (selected.includes(option)) return selected.filter((id) => id !== option);
  return [...selected, option];
}

/** "pass", "skip", "decline": the options that do nothing, drawn apart from the others. */
export function isQuiet(o: DecisionOption): boolean {
  return /^(pass|skip|decline|none)$/i.test(o.id) || /^(pass|do not|decline)/i.test(o.label);
}

/** What clicking `card` on the table does for decision `d`: a new selection, an answer, a question of which of its options, or nothing. */
export type CardPick = { select: string[] } | { answer: string } | { focus: string } | null;

export function cardPick(d: Decision, selected: readonly string[], card: string): CardPick {
  const options = optionsByCard(d).get(card) ?? [];
  if (options.length === 0) return null;
  if (isMulti(d)) return { select: toggle(d, selected, options[0]!.id) };
  return options.length === 1 ? { answer: options[0]!.id } : { focus: card };
}
