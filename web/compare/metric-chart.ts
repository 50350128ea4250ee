// <rs-metric-chart>: one format metric per round (or turn), one line per variant (its letter's colour),
// with the 95% interval as a band. Drawn with uPlot, which is loaded the first time a chart
// is drawn, so the rest of the app doesn't carry it.
import { LitElement, css, html, unsafeCSS, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css' with { type: 'text' };
import { base } from '../theme.ts';
import { chartFigureStyles } from './chart-figure.ts';
import { variantColour, type MetricChart } from './compare-model.ts';

const HEIGHT = 210;

/** uPlot's own series indices: [x, mean per line, then (lo, hi) per line when bands are on]. */
export function chartData(chart: MetricChart, bands: boolean): uPlot.AlignedData {
  const data: (number | null)[][] = [chart.xs, ...chart.lines.map((l) => l.mean)];
  if (bands) for (const l of chart.lines) data.push(l.lo, l.hi);
  return data as uPlot.AlignedData;
}

export function chartOptions(chart: MetricChart, bands: boolean, width: number): uPlot.Options {
  const lines: uPlot.Series[] = chart.lines.map((l) => ({
    label: l.name,
    class: 'variant',
    stroke: variantColour(l.variant),
    width: 2,
    points: { size: 5 },
    // The value under the cursor; nothing (rather than a dash) when no round is hovered.
    value: (_u, v) => (v === null || v === undefined ? '' : Number.isInteger(v) ? String(v) : v.toFixed(2)),
  }));
  const edges: uPlot.Series[] = bands
    ? chart.lines.flatMap((l) =>
        ['lo', 'hi'].map(
          (edge): uPlot.Series => ({
            label: `${l.name} ${edge}`,
            class: 'band-edge',
            stroke: 'transparent',
            width: 0,
            points: { show: false },
          }),
        ),
      )
    : [];
  const n = chart.lines.length;
  return {
    width,
    height: HEIGHT,
    scales: { x: { time: false } },
    series: [{ label: chart.per, value: (_u, v) => (v === null ? '' : `${chart.per} ${v}`) }, ...lines, ...edges],
    bands: bands
      ? chart.lines.map((l, i) => ({
          series: [1 + n + 2 * i + 1, 1 + n + 2 * i] as [number, number],
          fill: `${variantColour(l.variant)}22`,
        }))
      : [],
    axes: [{ label: chart.per, incrs: [1, 2, 5, 10, 20, 50, 100], size: 36, labelSize: 18 }, { size: 44 }],
    legend: { live: true },
    cursor: { drag: { x: false, y: false } },
  };
}

@customElement('rs-metric-chart')
export class RsMetricChart extends LitElement {
  @property({ attribute: false }) accessor chart: MetricChart | undefined;
  /** Draw each line's 95% interval as a band around it. */
  @property({ type: Boolean }) accessor bands = true;
  /** The uPlot instance once drawn (for tests and for anyone reading the figures). */
  plot: uPlot | undefined;
  private drawing: Promise<void> = Promise.resolve();
  private resize: ResizeObserver | undefined;
  /** The lines and bands the plot was made for. */
  private shape = '';

  static override styles = [
    base,
    unsafeCSS(uplotCss),
    chartFigureStyles,
    css`
      .plot {
        min-height: ${HEIGHT}px;
      }
      .uplot {
        font-family: var(--rs-font);
        width: auto;
      }
      .u-legend {
        font-size: 0.78rem;
        text-align: left;
        width: 100%;
      }
      .u-legend.u-inline .u-series {
        display: flex;
        align-items: baseline;
        gap: 0.3rem;
        padding: 0 0.3rem;
      }
      .u-legend.u-inline .u-series th {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
        min-width: 0;
      }
      .u-legend.u-inline .u-series td {
        flex: none;
        font-variant-numeric: tabular-nums;
      }
      /* The x series (the round, shown in the caption's axis) and the band edges have no line of their own. */
      .u-legend.u-inline .u-series:first-child,
      .u-legend.u-inline .u-series.band-edge {
        display: none;
      }
      .u-legend th {
        font-weight: 500;
      }
    `,
  ];

  override render() {
    const chart = this.chart;
    return html`<figure>
      <figcaption><span class="name">${chart?.metric ?? ''}</span> <span class="doc">${chart?.doc ?? ''}</span></figcaption>
      <div class="plot"></div>
    </figure>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('chart') || changed.has('bands')) this.drawing = this.draw();
  }

  /** Resolves once the chart is drawn as well as rendered. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    await this.drawing;
    return done;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Put back in the page after being taken out: draw again.
    if (this.hasUpdated && !this.plot) this.drawing = this.draw();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize?.disconnect();
    this.resize = undefined;
    this.plot?.destroy();
    this.plot = undefined;
    this.shape = '';
  }

  private async draw(): Promise<void> {
    const { default: UPlot } = await import('uplot');
    const chart = this.chart;
    const target = this.renderRoot.querySelector<HTMLElement>('.plot');
    if (!target || !this.isConnected) return;
    // New figures for the same lines (a run's figures so far, then its final ones) only move the lines.
    const shape = chart && chart.xs.length > 0 ? JSON.stringify([chart.lines.map((l) => [l.variant, l.name]), this.bands]) : '';
    if (this.plot && shape && shape === this.shape) {
      this.plot.setData(chartData(chart!, this.bands));
      return;
    }
    this.plot?.destroy();
    this.plot = undefined;
    this.shape = shape;
    if (!shape) return;
    const width = Math.max(240, Math.floor(target.clientWidth || 400));
    this.plot = new UPlot(chartOptions(chart!, this.bands, width), chartData(chart!, this.bands), target);
    if (!this.resize) {
      this.resize = new ResizeObserver(() => {
        const w = Math.floor(target.clientWidth);
        if (this.plot && w > 0 && Math.abs(w - this.plot.width) > 4) this.plot.setSize({ width: Math.max(240, w), height: HEIGHT });
      });
      this.resize.observe(target);
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-metric-chart': RsMetricChart;
  }
}
