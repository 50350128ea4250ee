// <rs-compare>: variants of formats side by side, as `rules-sandbox compare` prints them.
// Each variant is a format and its "key=value ..." settings (seats, preset, bots, options,
// params), checked as it is written; Run plays N bot games of each on Web Workers, game i of
// every variant on seed S+i, and shows the CLI's table (the same rows, figure for figure)
// and a chart per format metric with a line per variant. Stop keeps the games played so far.
// This file holds the form's state and the run; a variant's row (variant-row.ts) and the
// results (compare-results.ts) are templates rendered here, in the page's one shadow root.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Catalog } from '../../core/load/catalog.ts';
import { pairedRecords, runBatch, type BatchWorker } from '../../core/compare/batch.ts';
import type { GameRecord } from '../../core/compare/record.ts';
import { compareVariants, reportVariant, type Comparison } from '../../core/compare/report.ts';
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
  specOf,
  splitSpec,
  type VariantCheck,
  type VariantRow,
} from './compare-model.ts';
import { comparisonResults, resultsStyles } from './compare-results.ts';
import { comparisonTableStyles } from './comparison-table.ts';
import { letterStyles } from './variant-letter.ts';
import { variantRow, variantRowStyles } from './variant-row.ts';
import { defaultWorkerCount, defaultWorkerUrl, webWorkers } from './web-workers.ts';

export { MARK_TITLE } from './comparison-table.ts';

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
    letterStyles,
    variantRowStyles,
    comparisonTableStyles,
    resultsStyles,
    css`
      :host {
        display: block;
        max-width: 84rem;
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
        ${this.rows.map((row, i) =>
          variantRow({
            row,
            index: i,
            check: this.check(specOf(row)),
            formats: this.formatRows(),
            showProblems: this.showAll || this.touched.has(i),
            running,
            removable: this.rows.length > 2,
            onEdit: (change) => this.updateRow(i, change(this.rows[i]!)),
            onRemove: () => this.removeRow(i),
          }),
        )}
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
      ${
        this.comparison
          ? comparisonResults({
              comparison: this.comparison,
              partial: this.partial,
              bands: this.bands,
              onBands: (bands) => (this.bands = bands),
            })
          : nothing
      }
    `;
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
