// <rs-compare>: variants of formats side by side, as `rules-sandbox compare` prints them.
// Each variant is a format and its "key=value ..." settings (seats, preset, bots, options,
// params), checked as it is written; Run plays N bot games of each on Web Workers, game i of
// every variant on seed S+i, and shows the CLI's table (the same rows, figure for figure)
// and a chart per format metric with a line per variant. Stop keeps the games played so far.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Catalog } from '../../core/load/catalog.ts';
import { pairedRecords, runBatch, type BatchWorker } from '../../core/compare/batch.ts';
import type { GameRecord } from '../../core/compare/record.ts';
import { compareVariants, reportVariant, SIGNIFICANCE, type Comparison } from '../../core/compare/report.ts';
import { comparisonCsv, comparisonRows, letter, type ComparisonRow } from '../../core/compare/render.ts';
import type { PreparedVariant } from '../../core/compare/variant.ts';
import { catalogOf, catalogRows, type CatalogRow, type SourceText } from '../catalog-model.ts';
import type { CompareSettings } from '../route.ts';
import { catalogHref } from '../route.ts';
import { base, buttonStyles, fieldStyles, pageStyles } from '../theme.ts';
import {
  DEFAULT_GAMES,
  DEFAULT_SEED,
  checkVariant,
  cliCommand,
  hasSetting,
  metricCharts,
  settingChoices,
  specOf,
  splitSpec,
  variantColour,
  withSetting,
  withoutSetting,
  type SettingChoice,
  type VariantCheck,
  type VariantRow,
} from './compare-model.ts';
import { defaultWorkerCount, defaultWorkerUrl, webWorkers } from './web-workers.ts';
import '../issue-list.ts';
import './metric-chart.ts';

export const MARK_TITLE = `differs from A at p < ${SIGNIFICANCE}`;

/** How often figures are redrawn from the games played so far while a run goes on. */
const LIVE_EVERY_MS = 600;

interface Progress {
  done: number;
  total: number;
  started: number;
  workers: number;
}

@customElement('rs-compare')
export class RsCompare extends LitElement {
  @property({ attribute: false }) accessor sources: readonly SourceText[] = [];
  /** From the URL: the variants, games and seed asked for; with games and seed given, the run starts on its own. */
  @property({ attribute: false }) accessor specs: readonly string[] = [];
  @property({ attribute: false }) accessor games: number | undefined;
  @property({ attribute: false }) accessor seed: number | undefined;
  /** Web Workers to run (default: one per core the browser reports). */
  @property({ attribute: false }) accessor workerCount: number | undefined;
  /** The worker script (default: compare-worker.js beside the page). */
  @property({ attribute: false }) accessor workerUrl: string | undefined;
  /** Instead of Web Workers (tests): make the workers a run uses. */
  @property({ attribute: false }) accessor makeWorkers: ((count: number) => BatchWorker[]) | undefined;

  @state() private accessor rows: VariantRow[] = [];
  @state() private accessor gameCount = DEFAULT_GAMES;
  @state() private accessor firstSeed = DEFAULT_SEED;
  @state() private accessor progress: Progress | undefined;
  @state() private accessor comparison: Comparison | undefined;
  /** The figures shown are from a run still going (live) or stopped early. */
  @state() private accessor partial: 'live' | 'stopped' | undefined;
  @state() private accessor runError = '';
  /** Problems are shown for every row once Run was pressed, and for a row once it was edited. */
  @state() private accessor showAll = false;
  @state() private accessor touched: ReadonlySet<number> = new Set();
  @state() private accessor bands = true;
  @state() private accessor elapsed = 0;

  private loadedKey: string | undefined;
  private autoRun = false;
  private stop: AbortController | undefined;
  private checks = new Map<string, VariantCheck>();
  private checkedFor: readonly SourceText[] | undefined;
  private listed: CatalogRow[] = [];
  private listedFor: readonly SourceText[] | undefined;

  static override styles = [
    base,
    buttonStyles,
    pageStyles,
    fieldStyles,
    css`
      :host {
        display: block;
        max-width: 84rem;
      }
      h3 {
        margin: 0 0 0.5rem;
        font-size: 1.05rem;
      }
      .about {
        color: var(--rs-muted);
        margin: 0 0 0.8rem;
        line-height: 1.45;
        max-width: 62rem;
      }
      code {
        font-family: var(--rs-mono);
        font-size: 0.82rem;
      }
      form {
        display: flex;
        flex-direction: column;
        gap: 0.6rem;
      }
      .variant {
        display: grid;
        grid-template-columns: 1.8rem minmax(12rem, 16rem) minmax(0, 1fr) auto;
        gap: 0.3rem 0.5rem;
        align-items: center;
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        padding: 0.5rem 0.7rem;
      }
      .variant.invalid {
        border-color: var(--rs-bad);
      }
      .variant > .choices,
      .variant > rs-issue-list {
        grid-column: 2 / -1;
      }
      .letter {
        display: inline-grid;
        place-items: center;
        width: 1.6rem;
        height: 1.6rem;
        border-radius: 50%;
        color: #fff;
        font-weight: 700;
        font-size: 0.85rem;
      }
      input.settings {
        font-family: var(--rs-mono);
        font-size: 0.84rem;
      }
      input.number {
        width: 7rem;
        font-family: var(--rs-mono);
      }
      button {
        font-size: 0.88rem;
        padding: 0.3rem 0.7rem;
      }
      button:disabled {
        opacity: 0.55;
      }
      button.run {
        background: var(--rs-accent);
        border-color: var(--rs-accent);
        color: #fff;
        font-weight: 700;
        padding: 0.4rem 1.3rem;
      }
      button.stop {
        border-color: var(--rs-bad);
        color: var(--rs-bad);
        font-weight: 600;
      }
      .choices {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 0.35rem;
        align-items: center;
        font-size: 0.78rem;
      }
      .choices .group {
        color: var(--rs-muted);
        margin-left: 0.4rem;
      }
      .choices .group:first-child {
        margin-left: 0;
      }
      button.choice {
        font-family: var(--rs-mono);
        font-size: 0.74rem;
        padding: 0.05rem 0.4rem;
        border-radius: 999px;
      }
      button.choice[aria-pressed='true'] {
        background: var(--rs-accent-soft);
        border-color: var(--rs-accent);
        color: var(--rs-accent);
      }
      .choices details {
        display: contents;
      }
      .controls {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem 0.9rem;
      }
      .controls label {
        font-size: 0.9rem;
        display: flex;
        gap: 0.4rem;
        align-items: center;
      }
      .muted {
        color: var(--rs-muted);
        font-size: 0.85rem;
      }
      .command {
        font-size: 0.8rem;
        color: var(--rs-muted);
        overflow-wrap: anywhere;
      }
      .command code {
        user-select: all;
      }
      .progress {
        display: flex;
        align-items: center;
        gap: 0.7rem;
        font-size: 0.85rem;
      }
      progress {
        width: 18rem;
        height: 0.8rem;
      }
      section.results {
        margin-top: 1.1rem;
      }
      .notice {
        background: var(--rs-warn-soft);
        color: var(--rs-warn);
        border-radius: var(--rs-radius);
        padding: 0.35rem 0.7rem;
        font-size: 0.88rem;
        margin-bottom: 0.6rem;
      }
      ol.variants {
        list-style: none;
        padding: 0;
        margin: 0 0 0.8rem;
        display: flex;
        flex-direction: column;
        gap: 0.25rem;
        font-size: 0.88rem;
      }
      ol.variants li {
        display: flex;
        gap: 0.5rem;
        align-items: baseline;
      }
      ol.variants .letter {
        width: 1.35rem;
        height: 1.35rem;
        font-size: 0.75rem;
        flex: none;
      }
      .table-wrap {
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        padding: 0.4rem 0.6rem 0.6rem;
        overflow-x: auto;
        width: fit-content;
        max-width: 100%;
      }
      details.series-table {
        margin-top: 0.8rem;
      }
      details.series-table summary {
        cursor: pointer;
        font-size: 0.9rem;
        margin-bottom: 0.4rem;
      }
      table {
        border-collapse: collapse;
        font-size: 0.84rem;
      }
      th,
      td {
        padding: 0.18rem 0.6rem;
        text-align: left;
        white-space: nowrap;
      }
      thead th {
        border-bottom: 1px solid var(--rs-border);
      }
      thead .letter {
        width: 1.35rem;
        height: 1.35rem;
        font-size: 0.75rem;
      }
      tr.section th {
        padding-top: 0.55rem;
        font-size: 0.8rem;
        color: var(--rs-muted);
        font-weight: 600;
        white-space: normal;
      }
      td.name {
        padding-left: 1.1rem;
      }
      td.cell {
        font-variant-numeric: tabular-nums;
      }
      td.cell.marked {
        background: var(--rs-warn-soft);
      }
      abbr.mark {
        text-decoration: none;
        color: var(--rs-warn);
        font-weight: 700;
        cursor: help;
        margin-left: 0.2rem;
      }
      .legend-note {
        font-size: 0.78rem;
        color: var(--rs-muted);
        margin: 0.5rem 0 0;
        white-space: normal;
      }
      .charts-head {
        display: flex;
        align-items: baseline;
        gap: 1.5rem;
        margin-top: 1rem;
      }
      .charts {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(24rem, 1fr));
        gap: 0.7rem;
      }
      .charts-head label {
        font-size: 0.85rem;
      }
    `,
  ];

  override disconnectedCallback(): void {
    // Leaving the page ends the run (its workers too).
    this.stop?.abort();
    super.disconnectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('specs') || changed.has('games') || changed.has('seed')) {
      const key = requestKey(this.specs, this.games, this.seed);
      if (key !== this.loadedKey) {
        this.loadedKey = key;
        // A new request replaces a run still going; its results are no longer wanted.
        this.stop?.abort();
        this.stop = undefined;
        this.progress = undefined;
        const rows = this.specs.map(splitSpec);
        const first = rows[0] ?? { format: this.firstFormat(), settings: '' };
        while (rows.length < 2) rows.push({ ...first });
        this.rows = rows;
        this.gameCount = this.games !== undefined && this.games >= 1 ? this.games : DEFAULT_GAMES;
        this.firstSeed = this.seed ?? DEFAULT_SEED;
        this.comparison = undefined;
        this.partial = undefined;
        this.runError = '';
        this.showAll = false;
        this.touched = new Set();
        // A URL that names every part of a run (a shared or reloaded one) shows its results.
        this.autoRun = this.specs.length >= 2 && this.games !== undefined && this.seed !== undefined;
      }
    }
  }

  protected override updated(): void {
    if (this.autoRun) {
      this.autoRun = false;
      void this.run();
    }
  }

  /** A variant's check, kept per spec until the sources change. */
  private check(spec: string): VariantCheck {
    if (this.checkedFor !== this.sources) {
      this.checkedFor = this.sources;
      this.checks.clear();
    }
    let checked = this.checks.get(spec);
    if (!checked) {
      checked = checkVariant(this.catalog(), spec);
      this.checks.set(spec, checked);
    }
    return checked;
  }

  private catalog(): Catalog {
    return catalogOf(this.sources);
  }

  /** The formats that resolve, for the format menus (once per sources). */
  private formatRows(): CatalogRow[] {
    if (this.listedFor !== this.sources) {
      this.listedFor = this.sources;
      this.listed = catalogRows(this.catalog()).filter((r) => r.issues.length === 0);
    }
    return this.listed;
  }

  private firstFormat(): string {
    return this.formatRows()[0]?.id ?? '';
  }

  override render() {
    const running = !!this.progress;
    const specs = this.rows.map(specOf);
    return html`
      <a href=${catalogHref()}>← Formats</a>
      <h2>Compare variants</h2>
      <p class="about">
        Each variant is a format with its settings; every variant plays the same number of bot games, game <i>i</i> of each on seed
        <i>S</i>+<i>i</i>, so a change of settings is measured on the same deals. Win rates come with 95% intervals, and a mark where a
        variant's differs from A's; each metric the format declares is charted per round (or per turn).
      </p>
      <form @submit=${this.onSubmit}>
        ${this.rows.map((row, i) => this.renderRow(row, i))}
        <div class="controls">
          <button type="button" class="add" ?disabled=${running} @click=${this.addRow}>Add a variant</button>
          <label>Games <input class="number" id="games" type="number" min="1" step="1" .value=${String(this.gameCount)} ?disabled=${running} @change=${this.onGames} /></label>
          <label>Seed <input class="number" id="seed" type="number" step="1" .value=${String(this.firstSeed)} ?disabled=${running} @change=${this.onSeed} /></label>
          ${
            running
              ? html`<button type="button" class="stop" @click=${this.onStop}>Stop</button>`
              : html`<button type="submit" class="run">Run</button>`
          }
          ${this.renderProgress()}
        </div>
        <div class="command">Same figures from the command line: <code data-field="command">${cliCommand(specs, this.gameCount, this.firstSeed)}</code></div>
      </form>
      ${this.runError ? html`<div class="problem" role="alert" data-field="run-error">${this.runError}</div>` : nothing}
      ${this.comparison ? this.renderResults(this.comparison) : nothing}
    `;
  }

  private renderRow(row: VariantRow, i: number) {
    const spec = specOf(row);
    const checked = this.check(spec);
    const showProblems = checked.issues.length > 0 && (this.showAll || this.touched.has(i));
    const formats = this.formatRows();
    const known = formats.some((f) => f.id === row.format);
    const format = checked.prepared?.format ?? formats.find((f) => f.id === row.format)?.format;
    const running = !!this.progress;
    return html`<div class="variant ${showProblems ? 'invalid' : ''}" data-variant=${letter(i)}>
      <span class="letter" style="background:${variantColour(i)}">${letter(i)}</span>
      <select class="format" aria-label="Format of variant ${letter(i)}" ?disabled=${running} @change=${(e: Event) => this.setFormat(i, (e.target as HTMLSelectElement).value)}>
        ${known ? nothing : html`<option value=${row.format} selected>${row.format || '(no format)'}</option>`}
        <optgroup label="Formats">
          ${formats.filter((f) => !f.fixture).map((f) => html`<option value=${f.id} ?selected=${f.id === row.format}>${f.id}</option>`)}
        </optgroup>
        <optgroup label="Test formats">
          ${formats.filter((f) => f.fixture).map((f) => html`<option value=${f.id} ?selected=${f.id === row.format}>${f.id}</option>`)}
        </optgroup>
      </select>
      <input
        class="settings"
        type="text"
        aria-label="Settings of variant ${letter(i)}"
        placeholder="key=value … (seats=2 bots=greedy preset=… option=value param.name=value)"
        spellcheck="false"
        .value=${row.settings}
        ?disabled=${running}
        @input=${(e: Event) => this.setSettings(i, (e.target as HTMLInputElement).value)}
      />
      <button type="button" class="remove" title="Remove variant ${letter(i)}" ?disabled=${running || this.rows.length <= 2} @click=${() => this.removeRow(i)}>Remove</button>
      ${format ? this.renderChoices(row, i, settingChoices(format), running) : nothing}
      ${showProblems ? html`<rs-issue-list class="problems" role="alert" .issues=${checked.issues}></rs-issue-list>` : nothing}
    </div>`;
  }

  private renderChoices(row: VariantRow, i: number, choices: SettingChoice[], running: boolean) {
    const chip = (c: SettingChoice) => {
      const on = hasSetting(row.settings, c.entry);
      return html`<button type="button" class="choice" data-entry=${c.entry} title=${c.title} aria-pressed=${on ? 'true' : 'false'} ?disabled=${running}
        @click=${() => this.toggleSetting(i, c.entry)}>${c.entry}</button>`;
    };
    const group = (name: SettingChoice['group'], label: string) => {
      const of = choices.filter((c) => c.group === name);
      return of.length ? html`<span class="group">${label}</span>${of.map(chip)}` : nothing;
    };
    const params = choices.filter((c) => c.group === 'params');
    return html`<div class="choices">
      ${group('seats', 'seats')} ${group('preset', 'preset')} ${group('bots', 'bots')} ${group('options', 'options')}
      ${
        params.length
          ? html`<details>
            <summary class="group">params (${params.length})</summary>
            ${params.map(chip)}
          </details>`
          : nothing
      }
    </div>`;
  }

  private renderProgress() {
    const p = this.progress;
    if (!p) return nothing;
    const seconds = this.elapsed / 1000;
    const rate = seconds > 0 ? p.done / seconds : 0;
    return html`<span class="progress" data-field="progress">
      <progress max=${p.total} .value=${p.done}></progress>
      <span>${p.done}/${p.total} games · ${rate.toFixed(1)} games/s · ${p.workers} worker${p.workers === 1 ? '' : 's'}</span>
    </span>`;
  }

  private renderResults(c: Comparison) {
    const rows = comparisonRows(c);
    const charts = metricCharts(c);
    const planned = Math.max(...c.variants.map((v) => v.planned));
    const played = c.variants.reduce((n, v) => n + v.games, 0);
    return html`<section class="results" data-partial=${this.partial ?? ''}>
      ${
        this.partial === 'stopped'
          ? html`<div class="notice" data-field="stopped">Stopped: the figures are from the ${c.variants[0]!.games} games (seeds) every variant finished, of the ${planned} planned.</div>`
          : this.partial === 'live'
            ? html`<div class="notice">Running: figures so far, from ${played} games.</div>`
            : nothing
      }
      <ol class="variants">
        ${c.variants.map(
          (v, i) => html`<li data-variant=${letter(i)}>
          <span class="letter" style="background:${variantColour(i)}">${letter(i)}</span>
          <code>${v.label}</code>
          <span class="muted">${v.format} v${v.version}, ${v.seats} player${v.seats === 1 ? '' : 's'}, ${v.games} games${v.games < v.planned ? ` (${this.partial === 'live' ? 'so far' : 'stopped'}: ${v.games} of ${v.planned})` : ''}</span>
        </li>`,
        )}
      </ol>
      ${
        this.partial === 'live'
          ? nothing
          : html`<p class="downloads">
            Download the figures, as <code>rules-sandbox compare</code> writes them:
            <a data-field="csv" download="comparison.csv" href=${dataUrl('text/csv', comparisonCsv(c))}>CSV</a> ·
            <a data-field="json" download="comparison.json" href=${dataUrl('application/json', JSON.stringify(c, null, 2) + '\n')}>JSON</a>
          </p>`
      }
      ${this.renderTable(
        c,
        rows.filter((r) => !r.metric),
      )}
      <div class="charts-head">
        <h3>${perHeading(charts)}</h3>
        <label><input type="checkbox" class="bands" .checked=${this.bands} @change=${(e: Event) => (this.bands = (e.target as HTMLInputElement).checked)} /> 95% bands</label>
      </div>
      ${
        charts.length
          ? html`<div class="charts">${charts.map((chart) => html`<rs-metric-chart data-metric=${chart.metric} .chart=${chart} .bands=${this.bands}></rs-metric-chart>`)}</div>
            <details class="series-table">
              <summary>The same, as a table</summary>
              ${this.renderTable(
                c,
                rows.filter((r) => r.metric),
              )}
            </details>`
          : html`<p class="muted">These formats declare no metrics (<code>metrics:</code> in their YAML), so there is nothing to chart.</p>`
      }
    </section>`;
  }

  private renderTable(c: Comparison, rows: ComparisonRow[]) {
    const body = [];
    let section = '';
    for (const row of rows) {
      if (row.section !== section) {
        section = row.section;
        body.push(html`<tr class="section"><th colspan=${c.variants.length + 1}>${section}</th></tr>`);
      }
      body.push(html`<tr class="row" data-section=${row.section} data-name=${row.name}>
        <td class="name">${row.name}</td>
        ${row.cells.map(
          (cell, i) =>
            html`<td class="cell ${row.marked[i] ? 'marked' : ''}" data-variant=${letter(i)}><span class="value">${cell}</span>${
              row.marked[i] ? html`<abbr class="mark" title=${MARK_TITLE} aria-label=${MARK_TITLE}>*</abbr>` : nothing
            }</td>`,
        )}
      </tr>`);
    }
    return html`<div class="table-wrap"><table class="comparison">
      <thead>
        <tr>
          <th></th>
          ${c.variants.map((v, i) => html`<th title=${v.label}><span class="letter" style="background:${variantColour(i)}">${letter(i)}</span></th>`)}
        </tr>
      </thead>
      <tbody>${body}</tbody>
    </table></div>
    <p class="legend-note">
      Rates: 95% interval (Wilson); means: 95% interval; per round or turn: mean over the games that reached it (how many), the first ten.
      ${c.variants.length > 1 ? html`<abbr class="mark" title=${MARK_TITLE}>*</abbr> wins ${MARK_TITLE} (two-proportion z-test).` : nothing}
    </p>`;
  }

  private setFormat(i: number, format: string): void {
    // Settings mean something only to their format; a new format starts from its defaults.
    this.updateRow(i, { format, settings: '' });
  }

  private setSettings(i: number, settings: string): void {
    this.updateRow(i, { ...this.rows[i]!, settings });
  }

  /** A setting button: on, it sets its entry (in place of the same key's); pressed again, it takes it out. */
  private toggleSetting(i: number, entry: string): void {
    const settings = this.rows[i]!.settings;
    this.setSettings(i, hasSetting(settings, entry) ? withoutSetting(settings, entry) : withSetting(settings, entry));
  }

  private updateRow(i: number, row: VariantRow): void {
    this.rows = this.rows.map((r, j) => (j === i ? row : r));
    this.touched = new Set([...this.touched, i]);
  }

  private addRow(): void {
    const last = this.rows.at(-1) ?? { format: this.firstFormat(), settings: '' };
    this.rows = [...this.rows, { ...last }];
  }

  private removeRow(i: number): void {
    if (this.rows.length <= 2) return;
    this.rows = this.rows.filter((_, j) => j !== i);
    this.touched = new Set([...this.touched].filter((j) => j !== i).map((j) => (j > i ? j - 1 : j)));
  }

  private onGames(e: Event): void {
    const input = e.target as HTMLInputElement;
    const n = Number(input.value);
    if (Number.isInteger(n) && n >= 1) this.gameCount = n;
    else input.value = String(this.gameCount);
  }

  private onSeed(e: Event): void {
    const input = e.target as HTMLInputElement;
    const n = Number(input.value);
    if (input.value.trim() !== '' && Number.isInteger(n)) this.firstSeed = n;
    else input.value = String(this.firstSeed);
  }

  private onSubmit(e: Event): void {
    e.preventDefault();
    void this.run();
  }

  private onStop(): void {
    this.stop?.abort();
  }

  /** Play the games of every variant; resolves when the run ends (finished, stopped or failed). */
  async run(): Promise<void> {
    if (this.progress) return;
    const specs = this.rows.map(specOf);
    const checks = specs.map((spec) => this.check(spec));
    this.showAll = true;
    this.runError = '';
    if (checks.some((c) => !c.prepared)) return;
    const variants = checks.map((c) => c.prepared!) as PreparedVariant[];
    const games = this.gameCount;
    const seed = this.firstSeed;

    // The URL names this run, so a reload or a shared link shows the same figures.
    this.loadedKey = requestKey(specs, games, seed);
    this.dispatchEvent(
      new CustomEvent<CompareSettings>('rs-compare-settings', { detail: { specs, games, seed }, bubbles: true, composed: true }),
    );

    const count = this.workerCount ?? defaultWorkerCount();
    const live: GameRecord[][] = variants.map(() => []);
    const workers = this.makeWorkers ? this.makeWorkers(count) : webWorkers(count, this.workerUrl ?? defaultWorkerUrl());
    const stop = new AbortController();
    this.stop = stop;
    this.comparison = undefined;
    this.partial = undefined;
    const started = performance.now();
    this.elapsed = 0;
    this.progress = { done: 0, total: games * variants.length, started, workers: count };
    let shown = started;
    const report = (records: readonly GameRecord[][]) =>
      compareVariants(
        seed,
        variants.map((v, i) => reportVariant(v, seed, games, records[i]!)),
      );
    try {
      const result = await runBatch({
        variants,
        games,
        seed,
        workers,
        signal: stop.signal,
        onRecord: (variant, record) => live[variant]!.push(record),
        onProgress: (done, total) => {
          const now = performance.now();
          this.progress = { done, total, started, workers: count };
          this.elapsed = now - started;
          if (now - shown >= LIVE_EVERY_MS && done < total) {
            shown = now;
            this.comparison = report(live);
            this.partial = 'live';
          }
        },
      });
      if (this.stop !== stop) return; // a newer request took over this page
      // After Stop, only the games every variant finished, so they stay compared on the same seeds.
      this.comparison = report(result.stopped ? pairedRecords(result.records) : result.records);
      this.partial = result.stopped ? 'stopped' : undefined;
    } catch (e) {
      if (this.stop !== stop) return;
      this.comparison = undefined;
      this.partial = undefined;
      this.runError = e instanceof Error ? e.message : String(e);
    } finally {
      if (this.stop === stop) {
        this.stop = undefined;
        this.progress = undefined;
      }
      this.dispatchEvent(new CustomEvent('rs-compare-done', { bubbles: true, composed: true }));
    }
  }
}

function dataUrl(type: string, text: string): string {
  return `data:${type};charset=utf-8,${encodeURIComponent(text)}`;
}

function requestKey(specs: readonly string[], games: number | undefined, seed: number | undefined): string {
  return JSON.stringify([specs.map((s) => s.trim().replace(/\s+/g, ' ')), games ?? null, seed ?? null]);
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-compare': RsCompare;
  }
  interface HTMLElementEventMap {
    'rs-compare-settings': CustomEvent<CompareSettings>;
  }
}

/** "Per round", "Per turn", or both when the metrics differ. */
function perHeading(charts: readonly { per: 'round' | 'turn' }[]): string {
  const pers = [...new Set(charts.map((c) => c.per))];
  return pers.length === 1 && pers[0] === 'turn' ? 'Per turn' : pers.length > 1 ? 'Per round and per turn' : 'Per round';
}
