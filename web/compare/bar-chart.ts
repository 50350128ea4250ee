// <rs-bar-chart>: shares side by side, a bar per variant (its letter's colour) in each category,
// with the 95% interval as a whisker: a distribution over the value ranges every variant shares
// (game length, a metric at the game's end), or a `byCard` metric's cards. Plain SVG: a handful
// of bars needs no plotting library.
import { LitElement, css, html, svg, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { base } from '../theme.ts';
import { chartFigureStyles } from './chart-figure.ts';
import { variantColour, type BarChart } from './compare-model.ts';

const HEIGHT = 150;
/** Room under the bars for the category labels (turned for long ones), and left of them for the axis. */
const BELOW = 48;
const LEFT = 34;
/** Past this many pixels a chart scrolls rather than shrink its bars and labels out of reading. */
const WIDE = 1400;

@customElement('rs-bar-chart')
export class RsBarChart extends LitElement {
  @property({ attribute: false }) accessor chart: BarChart | undefined;

  static override styles = [
    base,
    chartFigureStyles,
    css`
      /* Drawn at its own size (a bar 8 px wide, labels 10 px), shrunk only to fit its box; one
         with too many categories to read shrunk (every card with an ability) scrolls instead. */
      svg {
        display: block;
        max-width: 100%;
        height: auto;
        font-family: var(--rs-font);
      }
      .plot {
        overflow-x: auto;
      }
      svg.wide {
        max-width: none;
      }
      .label,
      .axis {
        font-size: 10px;
        fill: var(--rs-muted);
      }
    `,
  ];

  override render() {
    const chart = this.chart;
    if (!chart) return nothing;
    const n = chart.series.length;
    // A category is as wide as its bars, and at least wide enough for a short label.
    const slot = Math.max(22, 10 * n + 8);
    const turned = chart.categories.some((c) => c.length > 4);
    // A turned label runs right of its bars: room for the last one.
    const width = LEFT + slot * chart.categories.length + (turned ? 48 : 8);
    const top = Math.max(0.05, ...chart.series.flatMap((s) => s.values.map((v) => v.hi)));
    const y = (share: number) => 6 + (HEIGHT - 6) * (1 - share / top);
    return html`<figure data-chart=${chart.key}>
      <figcaption><span class="name">${chart.key}</span> <span class="doc">${chart.doc} — ${chart.measure}, with its 95% interval</span></figcaption>
      <div class="plot"><svg class=${width > WIDE ? 'wide' : ''} width=${width} height=${HEIGHT + BELOW} viewBox="0 0 ${width} ${HEIGHT + BELOW}" role="img" aria-label="${chart.key}: ${chart.measure} by ${turned ? 'card' : 'value'}">
        ${[0, top / 2, top].map(
          (t) =>
            svg`<line x1=${LEFT} x2=${width - 4} y1=${y(t)} y2=${y(t)} stroke="#e4e7ec" /><text class="axis" x=${LEFT - 4} y=${y(t) + 3} text-anchor="end">${Math.round(100 * t)}%</text>`,
        )}
        ${chart.categories.map((category, c) => {
          const x0 = LEFT + c * slot + (slot - 10 * n) / 2;
          const labelX = LEFT + c * slot + slot / 2;
          return svg`<g data-category=${category}>
            ${chart.series.map((s, i) => {
              const v = s.values[c]!;
              const x = x0 + 10 * i;
              return svg`<rect class="bar" data-variant=${s.variant} x=${x} y=${y(v.rate)} width="8" height=${HEIGHT - y(v.rate)} fill=${variantColour(s.variant)}>
                  <title>${s.name}: ${category}, ${(100 * v.rate).toFixed(1)}% [${(100 * v.lo).toFixed(1)}–${(100 * v.hi).toFixed(1)}%] (${v.count} of ${v.of} games)</title>
                </rect>
                <line x1=${x + 4} x2=${x + 4} y1=${y(v.hi)} y2=${y(v.lo)} stroke="#1f2a3f" stroke-width="1" />`;
            })}
            ${
              turned
                ? svg`<text class="label" transform="translate(${labelX + 3},${HEIGHT + 6}) rotate(40)">${category.length > 16 ? `${category.slice(0, 15)}…` : category}</text>`
                : svg`<text class="label" x=${labelX} y=${HEIGHT + 14} text-anchor="middle">${category}</text>`
            }
          </g>`;
        })}
      </svg></div>
    </figure>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-bar-chart': RsBarChart;
  }
}
