// A comparison as text: the side-by-side terminal table and CSV. The web page shows the
// same rows (comparisonRows), so the CLI and the page agree figure for figure.
import { bins, histogram, type Bin, type Mean, type Rate } from './stats.ts';
import type { Comparison, VariantReport } from './report.ts';

/** A row of the side-by-side table: one cell per variant, and the significance marks. */
export interface ComparisonRow {
  section: string;
  name: string;
  cells: string[];
  /** Per variant: does it differ from the first variant at p < 0.05? */
  marked: boolean[];
  /** The format metric a per-round row belongs to. */
  metric?: string;
}

export const letter = (i: number) => String.fromCharCode(65 + i);

export const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
export const rateCell = (r: Rate) => `${pct(r.rate)} [${pct(r.lo)}–${pct(r.hi)}]`;
// Rounding error can leave -0.00 where a mean is zero.
const num = (x: number) => (Math.abs(x) < 0.005 ? '0' : Number.isInteger(x) ? String(x) : x.toFixed(2));
export const meanCell = (m: Mean) => `${num(m.mean)} [${num(m.lo)}–${num(m.hi)}]`;

/** Row names longer than this are cut in the terminal table. */
const NAME_MAX = 44;

/**
 * Series are shown round by round (or turn by turn) up to this many in a table, the rest in one
 * row of their mean (the table says so); the JSON and CSV have every one.
 */
export const TABLE_ROUNDS = 30;

/** Bars for a histogram's shares, lowest to highest (a bin no game fell in is a dot). */
const BARS = '▁▂▃▄▅▆▇█';

/** The bins each distribution of a comparison is drawn over, shared by its variants. */
export function sharedBins(c: Comparison): Record<string, Bin[]> {
  const keys = [...new Set(c.variants.flatMap((v) => Object.keys(v.atEnd)))];
  return Object.fromEntries(keys.map((k) => [k, bins(c.variants.map((v) => v.atEnd[k] ?? []))]));
}

/** A value range in words: "13", "13–15" (whole numbers), "2.5–3". */
export const binText = (b: Bin) =>
  b.whole ? (b.to - b.from === 1 ? num(b.from) : `${num(b.from)}–${num(b.to - 1)}`) : `${num(b.from)}–${num(b.to)}`;

export function comparisonRows(c: Comparison): ComparisonRow[] {
  const vs = c.variants;
  const rows: ComparisonRow[] = [];
  const none = vs.map(() => false);
  const union = (pick: (v: VariantReport) => Record<string, unknown>) => [...new Set(vs.flatMap((v) => Object.keys(pick(v))))];
  const rateRow = (section: string, name: string, pick: (v: VariantReport) => Rate | undefined, marked = none) =>
    rows.push({ section, name, cells: vs.map((v) => (pick(v) ? rateCell(pick(v)!) : '—')), marked });

  for (const team of union((v) => v.teamWins)) {
    const marked = vs.map((_, i) => c.differences.some((d) => d.variant === i && d.team === team && d.significant));
    rateRow('wins by team', team, (v) => v.teamWins[team], marked);
  }
  for (const seat of union((v) => v.seatWins)) {
    const role = vs.map((v) => v.table.find((s) => s.id === seat)?.role).find(Boolean);
    rateRow('wins by seat', `${seat} (${role})`, (v) => v.seatWins[seat]);
  }
  for (const reason of union((v) => v.reasons)) rateRow('win reasons', reason, (v) => v.reasons[reason]);
  rows.push({ section: 'game length', name: 'rounds', cells: vs.map((v) => meanCell(v.rounds)), marked: none });
  rows.push({ section: 'game length', name: 'decisions', cells: vs.map((v) => meanCell(v.decisions)), marked: none });
  rows.push({
    section: 'first player',
    name: 'wins (fair share)',
    marked: none,
    cells: vs.map((v) => {
      const f = v.firstPlayer;
      if (!f) return '—';
      if ('fixed' in f) return `always ${f.kind} ${f.fixed}`;
      return `${rateCell(f.wins)} (${pct(f.share)})`;
    }),
  });
  rows.push({
    section: 'balance',
    name: 'between seats of a role',
    marked: none,
    cells: vs.map((v) => (v.balance === null ? '—' : v.balance.toFixed(3))),
  });
  const edges = sharedBins(c);
  for (const key of union((v) => v.atEnd)) {
    const what = key === 'rounds' || key === 'decisions' ? 'game length' : 'at game end';
    const section = `${what}: ${key} — median [10th–90th percentile]; share of games by value`;
    rows.push({
      section,
      name: key,
      marked: none,
      cells: vs.map((v) => {
        const d = v.distributions[key];
        // A `first` metric has a value only in the games that saw its event: it says how many.
        const some = d && d.n < v.games ? ` in ${d.n} of ${v.games} games` : '';
        return d && d.n > 0
          ? `${num(d.median)} [${num(d.p10)}–${num(d.p90)}]${some}`
          : v.games > 0 && d
            ? `in none of ${v.games} games`
            : '—';
      }),
    });
    const shares = vs.map((v) => (v.atEnd[key]?.length ? histogram(v.atEnd[key]!, edges[key]!) : null));
    const top = Math.max(...shares.flatMap((h) => (h ? h.map((r) => r.rate) : [0])));
    const bins = edges[key]!;
    if (bins.length > 1)
      rows.push({
        section,
        name: `${key} ${binText(bins[0]!)} … ${binText(bins.at(-1)!)}`,
        marked: none,
        cells: shares.map((h) =>
          h
            ? h.map((r) => (r.count === 0 ? '·' : BARS[Math.min(BARS.length - 1, Math.floor((r.rate / top) * BARS.length))])).join('')
            : '—',
        ),
      });
  }
  for (const name of union((v) => v.byCard)) {
    const { doc, by } = vs.find((v) => v.byCard[name])!.byCard[name]!;
    const section = `${name}: ${doc} — by ${by ?? 'card'}: a game's count (share of games with any)`;
    for (const card of [...new Set(vs.flatMap((v) => Object.keys(v.byCard[name]?.cards ?? {})))].sort())
      rows.push({
        section,
        name: card,
        marked: none,
        cells: vs.map((v) => {
          const c = v.byCard[name]?.cards[card];
          return c ? `${num(c.perGame.mean)} (${pct(c.games.rate)})` : v.byCard[name] ? '0 (0.0%)' : '—';
        }),
      });
  }
  for (const name of union((v) => v.against)) {
    const { doc, against } = vs.find((v) => v.against[name])!.against[name]!;
    const section = `${name} against ${against}: ${doc} — mean an event at each value of ${against} then [95% interval] (events)`;
    const values = [...new Set(vs.flatMap((v) => v.against[name]?.groups.map((g) => g.value) ?? []))].sort((a, b) => a - b);
    for (const value of values)
      rows.push({
        section,
        name: `${against} ${num(value)}`,
        marked: none,
        cells: vs.map((v) => {
          const g = v.against[name]?.groups.find((x) => x.value === value);
          return g ? `${meanCell(g.mean)} (${g.n})` : '—';
        }),
      });
  }
  for (const name of union((v) => v.series)) {
    const first = vs.find((v) => v.series[name])!.series[name];
    const length = Math.max(...vs.map((v) => v.series[name]?.mean.length ?? 0));
    const section = `${name}: ${first.doc}`;
    for (let r = 0; r < Math.min(TABLE_ROUNDS, length); r++) {
      rows.push({
        section,
        name: `${first.per} ${r + 1}`,
        marked: none,
        metric: name,
        cells: vs.map((v) => {
          const s = v.series[name];
          return s && r < s.mean.length ? `${num(s.mean[r])} (${s.games[r]})` : '—';
        }),
      });
    }
    // Past the limit, one row: the mean over those rounds of every game that reached them.
    if (length > TABLE_ROUNDS)
      rows.push({
        section,
        name: `${first.per}s ${TABLE_ROUNDS + 1}–${length}`,
        marked: none,
        metric: name,
        cells: vs.map((v) => {
          const s = v.series[name];
          if (!s || s.mean.length <= TABLE_ROUNDS) return '—';
          const weights = s.games.slice(TABLE_ROUNDS);
          const total = weights.reduce((a, b) => a + b, 0);
          return `${num(s.mean.slice(TABLE_ROUNDS).reduce((a, m, i) => a + m * weights[i]!, 0) / total)} (${Math.max(...weights)})`;
        }),
      });
  }
  return rows;
}

export function comparisonTable(c: Comparison): string {
  const rows = comparisonRows(c);
  const head = c.variants.map((v, i) => {
    const stopped = v.games < v.planned ? ` (stopped: ${v.games} of ${v.planned})` : '';
    return `${letter(i)}  ${v.label}  ·  ${v.format} v${v.version}, ${v.seats} player${v.seats === 1 ? '' : 's'}, ${v.games} games${stopped}`;
  });
  // A long win reason is cut so the figures stay in view; JSON and CSV keep it whole.
  const nameWidth = Math.min(NAME_MAX + 4, Math.max(24, ...rows.map((r) => r.name.length + 4)));
  const cut = (name: string) => (name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name);
  const cellWidth = Math.max(22, ...rows.flatMap((r) => r.cells.map((x) => x.length + 3)));
  const planned = Math.max(...c.variants.map((v) => v.planned));
  const seeds = `seeds ${c.seed}–${c.seed + planned - 1}`;
  const played = c.variants.every((v) => v.games === planned) ? seeds : `the games every variant finished of ${seeds}`;
  const lines = [...head, `${played} (game i of every variant plays seed + i)`, ''];
  lines.push(
    ' '.repeat(nameWidth) +
      c.variants
        .map((_, i) => letter(i).padEnd(cellWidth))
        .join('')
        .trimEnd(),
  );
  let section = '';
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      lines.push(section);
    }
    const cells = row.cells.map((x, i) => `${x}${row.marked[i] ? ' *' : ''}`.padEnd(cellWidth)).join('');
    lines.push(`  ${cut(row.name)}`.padEnd(nameWidth) + cells.trimEnd());
  }
  lines.push('', 'rates: 95% interval (Wilson); means: 95% interval; series: mean per round or turn (games that reached it)');
  if (rows.some((r) => r.metric && / \d+–\d+$/.test(r.name)))
    lines.push(`series past ${TABLE_ROUNDS} rounds or turns: one row, their mean (JSON and CSV have each)`);
  lines.push('distributions: bars share the bins across variants, one bar a bin (JSON and CSV: each bin with its 95% interval)');
  if (c.variants.length > 1) lines.push(`* wins differ from A's at p < 0.05 (two-proportion z-test)`);
  return lines.join('\n');
}

/** Long format, one figure per line: loads in any spreadsheet and pivots by variant. */
export function comparisonCsv(c: Comparison): string {
  const lines = ['variant,label,section,key,value,ci_low,ci_high,count,games'];
  const edges = sharedBins(c);
  const q = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const n = (x: number) => String(Math.round(x * 1e6) / 1e6);
  c.variants.forEach((v, i) => {
    const row = (section: string, key: string, value: number, lo: number | '', hi: number | '', count: number | '', games: number) =>
      lines.push(
        [letter(i), q(v.label), section, q(key), n(value), lo === '' ? '' : n(lo), hi === '' ? '' : n(hi), count, games].join(','),
      );
    const rates = (section: string, o: Record<string, Rate>) => {
      for (const [k, r] of Object.entries(o)) row(section, k, r.rate, r.lo, r.hi, r.count, r.of);
    };
    rates('team wins', v.teamWins);
    rates('seat wins', v.seatWins);
    rates('win reason', v.reasons);
    row('game length', 'rounds', v.rounds.mean, v.rounds.lo, v.rounds.hi, '', v.games);
    row('game length', 'decisions', v.decisions.mean, v.decisions.lo, v.decisions.hi, '', v.games);
    if (v.firstPlayer && !('fixed' in v.firstPlayer)) {
      const f = v.firstPlayer;
      row('first player', 'wins', f.wins.rate, f.wins.lo, f.wins.hi, f.wins.count, v.games);
      row('first player', 'advantage', f.advantage, '', '', '', v.games);
    }
    if (v.balance !== null) row('balance', 'seats of a role', v.balance, '', '', '', v.games);
    for (const [name, s] of Object.entries(v.series)) {
      s.mean.forEach((m, r) => row(`series ${name}`, `${s.per} ${r + 1}`, m, s.lo[r], s.hi[r], '', s.games[r]));
    }
    for (const [name, m] of Object.entries(v.byCard)) {
      for (const [card, c] of Object.entries(m.cards)) {
        row(`by ${m.by ?? 'card'} ${name}`, card, c.perGame.mean, c.perGame.lo, c.perGame.hi, c.games.count, v.games);
      }
    }
    for (const [name, a] of Object.entries(v.against))
      for (const g of a.groups) row(`${name} against ${a.against}`, num(g.value), g.mean.mean, g.mean.lo, g.mean.hi, g.n, v.games);
    for (const [key, d] of Object.entries(v.distributions)) {
      if (d.n === 0) continue;
      for (const q of ['min', 'p10', 'median', 'p90', 'max'] as const) row(`distribution ${key}`, q, d[q], '', '', '', d.n);
      histogram(v.atEnd[key]!, edges[key]!).forEach((r, b) =>
        row(`histogram ${key}`, binText(edges[key]![b]!), r.rate, r.lo, r.hi, r.count, r.of),
      );
    }
  });
  for (const d of c.differences) {
    lines.push(
      [
        letter(d.variant),
        q(c.variants[d.variant].label),
        'differs from A',
        q(d.team),
        n(d.p),
        '',
        '',
        d.significant ? 1 : 0,
        c.variants[d.variant].games,
      ].join(','),
    );
  }
  return lines.join('\n') + '\n';
}
