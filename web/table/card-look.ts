// How a card looks, as data: frame colours by card type (a family's own from its UI module), the stats worth
// printing on its face, and the words for its status marks. Pure, so the card component
// stays small and the choices can be read (and tested) in one place.
import type { CardInstance } from '../../core/types.ts';

export interface Frame {
  /** The band across the top and the border. */
  band: string;
  /** The card's paper. */
  paper: string;
  /** A short word for the frame, shown small: "dynasty", "conflict", "province". */
  kind: string;
}

/** A card type's frame: the family's own (its UI module's `looks.frames`), else a colour from the type's name. */
export function frameOf(family: string, type: string, frames: Readonly<Record<string, Frame>> = {}): Frame {
  const known = frames[type];
  if (known) return known;
  const hue = [...`${family}/${type}`].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 7);
  return { band: `hsl(${hue} 38% 34%)`, paper: `hsl(${hue} 40% 97%)`, kind: type };
}

/** Printed stats in the order a player reads them, with a one-letter mark and a tone. */
const STAT_ORDER: readonly { key: string; mark: string; title: string; tone: string }[] = [
  { key: 'military', mark: 'M', title: 'military skill', tone: 'mil' },
  { key: 'political', mark: 'P', title: 'political skill', tone: 'pol' },
  { key: 'glory', mark: 'G', title: 'glory', tone: 'glory' },
  { key: 'strength', mark: 'S', title: 'strength', tone: 'str' },
  { key: 'fate', mark: 'F', title: 'fate each round', tone: 'fate' },
  { key: 'honor', mark: 'H', title: 'starting honor', tone: 'honor' },
  { key: 'power', mark: '⚑', title: 'power', tone: 'plain' },
];

export interface StatMark {
  key: string;
  mark: string;
  title: string;
  tone: string;
  value: string;
}

/** A figure printed as a Rank (the L5R CCG's Siege: `<+1>`, `<10>`), shown in its helmet brackets. */
const RANK = /^<([+-]?\d+)>$/;

/** Up to four stats for the card's face (cost is shown on its own). */
export function faceStats(card: Pick<CardInstance, 'stats'>): StatMark[] {
  const stats = card.stats ?? {};
  const known = STAT_ORDER.filter((s) => stats[s.key] !== undefined).map((s) => ({
    ...s,
    value: String(stats[s.key]).replace(RANK, '⟨$1⟩'),
  }));
  if (known.length > 0) return known.slice(0, 4);
  const shown = Object.entries(stats)
    .filter(
      ([key, value]) => key !== 'cost' && key !== 'element' && (typeof value === 'number' || value === '-' || RANK.test(String(value))),
    )
    .slice(0, 3);
  const keys = shown.map(([key]) => key);
  return shown.map(([key, value]) => ({
    key,
    mark: markOf(key, keys),
    title: key,
    tone: 'plain',
    value: String(value).replace(RANK, '⟨$1⟩'),
  }));
}

/**
 * A stat's mark: its initial, or as many of its first letters as tell it from the others shown
 * (an AGoT plot's income and initiative read "Inc" and "Ini", not "I" twice).
 */
function markOf(key: string, keys: readonly string[]): string {
  const others = keys.filter((k) => k !== key).map((k) => k.toLowerCase());
  let n = 1;
  while (n < key.length && others.some((k) => k.startsWith(key.slice(0, n).toLowerCase()))) n++;
  return key.charAt(0).toUpperCase() + key.slice(1, n);
}

/** Status words and their tone (honored, dishonored, tainted, broken, anything else). */
export function statusTone(status: string): string {
  return ['honored', 'dishonored', 'tainted', 'broken'].includes(status) ? status : 'other';
}

/** Element colours (L5R rings and provinces; anything with an `element` stat). */
export const ELEMENT_COLORS: Record<string, string> = {
  air: '#7fb7cf',
  earth: '#7a5a3a',
  fire: '#d0452a',
  water: '#2f73b8',
  void: '#6f4a9a',
};

/**
 * Do two views of a card look the same? Every view is a fresh copy of the state, so a card
 * that did not change is a new object with the same content: comparing what the face shows
 * lets the table skip redrawing it.
 */
export function sameFace(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return (
    x.id === y.id &&
    x.hidden === y.hidden &&
    x.name === y.name &&
    x.type === y.type &&
    x.faceUp === y.faceUp &&
    x.turned === y.turned &&
    JSON.stringify(x.tokens) === JSON.stringify(y.tokens) &&
    JSON.stringify(x.status) === JSON.stringify(y.status) &&
    JSON.stringify(x.stats) === JSON.stringify(y.stats)
  );
}

export function sameFaces(a: readonly object[], b: readonly object[]): boolean {
  return a === b || (a.length === b.length && a.every((card, i) => sameFace(card, b[i])));
}
