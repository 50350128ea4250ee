// What a run shows: whether the figures are final, the variants it compared, the CLI's files
// to download, its table, and a chart per format metric with a line per variant (and the same
// figures as a table).
import { css, html, nothing } from 'lit';
import type { Comparison } from '../../core/compare/report.ts';
import { comparisonCsv, comparisonRows, letter } from '../../core/compare/render.ts';
import { againstCharts, cardCharts, distributionCharts, metricCharts } from './compare-model.ts';
import { comparisonTable } from './comparison-table.ts';
import { variantLetter } from './variant-letter.ts';
import './metric-chart.ts';
import './bar-chart.ts';

export interface ResultsView {
  comparison: Comparison;
  /** The figures are from a run still going (live) or stopped early. */
  partial: 'live' | 'stopped' | undefined;
  /** Charts draw their 95% bands. */
  bands: boolean;
  onBands: (bands: boolean) => void;
}

export const resultsStyles = css`
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }
  .muted {
    color: var(--rs-muted);
    font-size: 0.85rem;
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
  details.series-table {
    margin-top: 0.8rem;
  }
  details.series-table summary {
    cursor: pointer;
    font-size: 0.9rem;
    margin-bottom: 0.4rem;
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
  /* A card chart's categories are many: it takes the whole row. */
  .charts.by-card {
    grid-template-columns: 1fr;
  }
  .charts-head label {
    font-size: 0.85rem;
  }
`;

export function comparisonResults({ comparison: c, partial, bands, onBands }: ResultsView) {
  const rows = comparisonRows(c);
  const charts = metricCharts(c);
  const distributions = distributionCharts(c);
  const byCard = cardCharts(c);
  const against = againstCharts(c);
  const planned = Math.max(...c.variants.map((v) => v.planned));
  const played = c.variants.reduce((n, v) => n + v.games, 0);
  return html`<section class="results" data-partial=${partial ?? ''}>
      ${
        partial === 'stopped'
          ? html`<div class="notice" data-field="stopped">Stopped: the figures are from the ${c.variants[0]!.games} games (seeds) every variant finished, of the ${planned} planned.</div>`
          : partial === 'live'
            ? html`<div class="notice">Running: figures so far, from ${played} games.</div>`
            : nothing
      }
      <ol class="variants">
        ${c.variants.map(
          (v, i) => html`<li data-variant=${letter(i)}>
          ${variantLetter(i)}
          <code>${v.label}</code>
          <span class="muted">${v.format} v${v.version}, ${v.seats} player${v.seats === 1 ? '' : 's'}, ${v.games} games${v.games < v.planned ? ` (${partial === 'live' ? 'so far' : 'stopped'}: ${v.games} of ${v.planned})` : ''}</span>
        </li>`,
        )}
      </ol>
      ${
        partial === 'live'
          ? nothing
          : html`<p class="downloads">
            Download the figures, as <code>rules-sandbox compare</code> writes them:
            <a data-field="csv" download="comparison.csv" href=${dataUrl('text/csv', comparisonCsv(c))}>CSV</a> ·
            <a data-field="json" download="comparison.json" href=${dataUrl('application/json', JSON.stringify(c, null, 2) + '\n')}>JSON</a>
          </p>`
      }
      ${comparisonTable(
        c,
        rows.filter((r) => !r.metric),
      )}
      ${
        partial === 'live' || distributions.length === 0
          ? nothing
          : html`<h3>Distributions over the games</h3>
            <div class="charts distributions">${distributions.map((chart) => html`<rs-bar-chart .chart=${chart}></rs-bar-chart>`)}</div>`
      }
      ${
        partial === 'live' || byCard.length === 0
          ? nothing
          : html`<h3>By card</h3>
            <div class="charts by-card">${byCard.map((chart) => html`<rs-bar-chart .chart=${chart}></rs-bar-chart>`)}</div>`
      }
      ${
        partial === 'live' || against.length === 0
          ? nothing
          : html`<h3>Against another metric</h3>
            <div class="charts against">
              ${against.map((chart) => html`<rs-metric-chart data-metric=${chart.metric} .chart=${chart} .bands=${bands}></rs-metric-chart>`)}
            </div>`
      }
      <div class="charts-head">
        <h3>${perHeading(charts)}</h3>
        <label><input type="checkbox" class="bands" .checked=${bands} @change=${(e: Event) => onBands((e.target as HTMLInputElement).checked)} /> 95% bands</label>
      </div>
      ${
        charts.length
          ? html`<div class="charts">${charts.map((chart) => html`<rs-metric-chart data-metric=${chart.metric} .chart=${chart} .bands=${bands}></rs-metric-chart>`)}</div>
            <details class="series-table">
              <summary>The same, as a table</summary>
              ${comparisonTable(
                c,
                rows.filter((r) => r.metric),
              )}
            </details>`
          : html`<p class="muted">These formats declare no metrics (<code>metrics:</code> in their YAML), so there is nothing to chart.</p>`
      }
    </section>`;
}

function dataUrl(type: string, text: string): string {
  return `data:${type};charset=utf-8,${encodeURIComponent(text)}`;
}

/** "Per round", "Per turn", or both when the metrics differ. */
function perHeading(charts: readonly { per: string }[]): string {
  const pers = [...new Set(charts.map((c) => c.per))];
  return pers.length === 1 && pers[0] === 'turn' ? 'Per turn' : pers.length > 1 ? 'Per round and per turn' : 'Per round';
}
