// What the comparison page computes, as plain functions: a variant row's spec (the same text
// `rules-sandbox compare` takes), its check against the catalog, the settings a format offers
// as ready-made `key=value` entries, and a comparison's series (per round or turn) as chart data.
import type { Catalog, ResolvedFormat } from '../../core/load/catalog.ts';
import { LoadError, type Issue } from '../../core/load/issues.ts';
import { knownBots } from '../../core/bots.ts';
import { extraSeats } from '../../core/seats.ts';
import { parseVariantSpec, prepareVariant, type PreparedVariant } from '../../core/compare/variant.ts';
import type { Comparison } from '../../core/compare/report.ts';
import { binText, letter, sharedBins } from '../../core/compare/render.ts';
import { histogram } from '../../core/compare/stats.ts';
import { rulesModules } from '../../formats/index.ts';
import { tryResolve } from '../catalog-model.ts';

/** One variant in the form: a format and the rest of its spec, "key=value ..." */
export interface VariantRow {
  format: string;
  settings: string;
}

export const DEFAULT_GAMES = 100;
export const DEFAULT_SEED = 1;

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');

/** "l5r-shadowlands-coop seats=2 bots=greedy" → { format, settings: "seats=2 bots=greedy" } */
export function splitSpec(spec: string): VariantRow {
  const [format = '', ...rest] = squash(spec).split(' ');
  return { format, settings: rest.join(' ') };
}

export function specOf(row: VariantRow): string {
  return squash(`${row.format} ${row.settings}`);
}

export type VariantCheck = { prepared: PreparedVariant; issues: [] } | { prepared?: undefined; issues: Issue[] };

/** The spec read, its format resolved and every setting tried, as the CLI does before a run. */
export function checkVariant(catalog: Catalog, spec: string): VariantCheck {
  try {
    const variant = parseVariantSpec(spec);
    const resolved = tryResolve(catalog, variant.format);
    if (!resolved.format) return { issues: resolved.issues };
    return { prepared: prepareVariant(variant, resolved.format, rulesModules), issues: [] };
  } catch (e) {
    if (e instanceof LoadError) return { issues: e.issues };
    return { issues: [{ file: '', line: 0, col: 0, message: e instanceof Error ? e.message : String(e) }] };
  }
}

/** A ready-made entry for a variant's settings, offered beside the text field. */
export interface SettingChoice {
  group: 'seats' | 'preset' | 'bots' | 'options' | 'params';
  entry: string;
  title: string;
}

/** What a format lets a variant set: its seat counts, presets, bots, options (other values than the default) and params. */
export function settingChoices(format: ResolvedFormat): SettingChoice[] {
  const out: SettingChoice[] = [];
  const players = extraSeats(format) > 0 ? 'players (an automated seat comes on top)' : 'players';
  for (let n = format.seats.min; n <= format.seats.max; n++) {
    out.push({ group: 'seats', entry: `seats=${n}`, title: `${n} ${players}${n === format.seats.default ? ' (the default)' : ''}` });
  }
  for (const [name, entries] of Object.entries(format.presets ?? {}))
    out.push({ group: 'preset', entry: `preset=${name}`, title: entries.join(', ') });
  const module = format.rules ? rulesModules[format.rules] : undefined;
  for (const bot of module ? knownBots(module) : ['random']) {
    out.push({
      group: 'bots',
      entry: `bots=${bot}`,
      title: `every seat without a controller of its own plays bot:${bot}${bot === 'random' ? ' (the default)' : ''}`,
    });
  }
  for (const [name, def] of Object.entries(format.options ?? {})) {
    const values: (string | number | boolean)[] =
      typeof def.default === 'boolean' ? [!def.default] : def.values ? def.values.filter((v) => v !== def.default) : [def.default];
    for (const value of values) {
      const entry = value === true ? name : `${name}=${value}`;
      if (!/\s/.test(entry)) out.push({ group: 'options', entry, title: def.doc });
    }
  }
  for (const [name, def] of Object.entries(format.params ?? {})) {
    const plain = typeof def === 'object' && def !== null;
    const value = plain ? def.default : def;
    const entry = `param.${name}=${value}`;
    // A value with spaces can't be written in a one-line spec.
    if (!/\s/.test(entry))
      out.push({ group: 'params', entry, title: `${plain ? (def.doc ?? '') : ''} (the format's value: ${value})`.trim() });
  }
  return out;
}

/** Which setting an entry sets, so a new entry replaces the old one: seats, preset, bots, option:NAME, param:NAME. */
export function settingKey(entry: string): string {
  const eq = entry.indexOf('=');
  const key = eq < 0 ? entry : entry.slice(0, eq);
  if (key === 'seats' || key === 'preset' || key === 'bots') return key;
  if (key.startsWith('param.')) return `param:${key.slice(6)}`;
  return `option:${key.replace(/^option\./, '')}`;
}

/** The settings text with `entry` in place of whatever set the same thing, or added at the end. */
export function withSetting(settings: string, entry: string): string {
  const key = settingKey(entry);
  const entries = squash(settings).split(' ').filter(Boolean);
  const at = entries.findIndex((e) => settingKey(e) === key);
  if (at >= 0) entries[at] = entry;
  else entries.push(entry);
  return entries.join(' ');
}

/** The settings text without whatever sets the same thing as `entry`. */
export function withoutSetting(settings: string, entry: string): string {
  const key = settingKey(entry);
  return squash(settings)
    .split(' ')
    .filter((e) => e && settingKey(e) !== key)
    .join(' ');
}

export function hasSetting(settings: string, entry: string): boolean {
  return squash(settings).split(' ').includes(entry);
}

/** The command that prints the same figures. */
export function cliCommand(specs: readonly string[], games: number, seed: number): string {
  const quote = (s: string) => (/^[\w.=,:/-]+$/.test(s) ? s : `"${s.replace(/(["\\$`])/g, '\\$1')}"`);
  return ['rules-sandbox compare', ...specs.map(quote), `--games ${games}`, `--seed ${seed}`].join(' ');
}

export interface ChartLine {
  /** The variant's index in the comparison (its letter and colour). */
  variant: number;
  name: string;
  /** Per x (a round or turn, or a value of another metric); null where there is none. */
  mean: (number | null)[];
  lo: (number | null)[];
  hi: (number | null)[];
}

export interface MetricChart {
  metric: string;
  doc: string;
  /** What the x axis counts: rounds or turns, or (an `against` metric's chart) the other metric's values. */
  per: string;
  /** 1, 2, ... up to the longest game of any variant; or the other metric's values any variant saw. */
  xs: number[];
  /** One line per variant whose format declares the metric. */
  lines: ChartLine[];
}

/** One chart per metric any variant reports, in the order the table lists them. */
export function metricCharts(c: Comparison): MetricChart[] {
  const names = [...new Set(c.variants.flatMap((v) => Object.keys(v.series)))];
  return names.map((metric) => {
    const having = c.variants.map((v, i) => ({ v, i, s: v.series[metric] })).filter((x) => x.s);
    const length = Math.max(0, ...having.map((x) => x.s!.mean.length));
    const pad = (xs: number[]) => Array.from({ length }, (_, r) => (r < xs.length ? xs[r]! : null));
    return {
      metric,
      doc: having[0]!.s!.doc,
      per: having[0]!.s!.per,
      xs: Array.from({ length }, (_, r) => r + 1),
      lines: having.map(({ v, i, s }) => ({
        variant: i,
        name: `${letter(i)} ${v.label}`,
        mean: pad(s!.mean),
        lo: pad(s!.lo),
        hi: pad(s!.hi),
      })),
    };
  });
}

/** One chart per `against` metric: its mean an event at each value of the other metric, a line per variant. */
export function againstCharts(c: Comparison): MetricChart[] {
  const names = [...new Set(c.variants.flatMap((v) => Object.keys(v.against)))];
  return names.map((metric) => {
    const having = c.variants.map((v, i) => ({ v, i, a: v.against[metric] })).filter((x) => x.a);
    const xs = [...new Set(having.flatMap((x) => x.a!.groups.map((g) => g.value)))].sort((a, b) => a - b);
    const at = (a: (typeof having)[number]['a'], pick: (g: { mean: { mean: number; lo: number; hi: number } }) => number) =>
      xs.map((x) => {
        const g = a!.groups.find((y) => y.value === x);
        return g ? pick(g) : null;
      });
    return {
      metric,
      doc: `${having[0]!.a!.doc}, against ${having[0]!.a!.against}: mean an event`,
      per: having[0]!.a!.against,
      xs,
      lines: having.map(({ v, i, a }) => ({
        variant: i,
        name: `${letter(i)} ${v.label}`,
        mean: at(a, (g) => g.mean.mean),
        lo: at(a, (g) => g.mean.lo),
        hi: at(a, (g) => g.mean.hi),
      })),
    };
  });
}

/** One variant's bars of a bar chart: a share (with its 95% interval) per category. */
export interface BarSeries {
  variant: number;
  name: string;
  values: { rate: number; lo: number; hi: number; count: number; of: number }[];
}

/** Bars of every variant side by side per category: a distribution's value ranges, or cards. */
export interface BarChart {
  key: string;
  doc: string;
  /** What the bars' heights are. */
  measure: string;
  categories: string[];
  series: BarSeries[];
}

/** One chart per distribution the table shows (game length, each metric at the game's end), over the ranges the variants share. */
export function distributionCharts(c: Comparison): BarChart[] {
  const edges = sharedBins(c);
  return Object.entries(edges)
    .filter(([, bins]) => bins.length > 0)
    .map(([key, bins]) => {
      const having = c.variants.map((v, i) => ({ v, i })).filter(({ v }) => (v.atEnd[key]?.length ?? 0) > 0);
      return {
        key,
        doc: key === 'rounds' || key === 'decisions' ? `game length in ${key}` : "at the game's end",
        measure: 'share of games',
        categories: bins.map(binText),
        series: having.map(({ v, i }) => ({ variant: i, name: `${letter(i)} ${v.label}`, values: histogram(v.atEnd[key]!, bins) })),
      };
    });
}

/** One chart per `byCard` (or `by: field`) metric: per card (or value), the share of games it counted in. */
export function cardCharts(c: Comparison): BarChart[] {
  const names = [...new Set(c.variants.flatMap((v) => Object.keys(v.byCard)))];
  return names.map((key) => {
    const having = c.variants.map((v, i) => ({ v, i })).filter(({ v }) => v.byCard[key]);
    const cards = [...new Set(having.flatMap(({ v }) => Object.keys(v.byCard[key]!.cards)))].sort();
    return {
      key,
      doc: having[0]!.v.byCard[key]!.doc,
      measure: 'share of games with any',
      categories: cards,
      series: having.map(({ v, i }) => ({
        variant: i,
        name: `${letter(i)} ${v.label}`,
        values: cards.map((card) => v.byCard[key]!.cards[card]?.games ?? { rate: 0, lo: 0, hi: 0, count: 0, of: v.games }),
      })),
    };
  });
}

/** A colour per variant letter, the same on the form, the table and every chart. */
export const VARIANT_COLOURS = ['#2f5fb3', '#d9822b', '#1d8a4f', '#8e44ad', '#c0392b', '#138d9c', '#7a6a00', '#5d6676'];

export function variantColour(i: number): string {
  return VARIANT_COLOURS[i % VARIANT_COLOURS.length]!;
}
