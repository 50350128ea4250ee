// The frame every chart of the comparison page sits in: a figure on the surface colour, its
// caption the metric's name (monospace) and what it shows (muted). Shared by the series charts
// (metric-chart.ts) and the bar charts (bar-chart.ts).
import { css } from 'lit';

export const chartFigureStyles = css`
  :host {
    display: block;
    min-width: 0;
  }
  figure {
    margin: 0;
    background: var(--rs-surface);
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 0.5rem 0.6rem 0.3rem;
  }
  figcaption {
    font-size: 0.85rem;
    margin-bottom: 0.25rem;
  }
  figcaption .name {
    font-family: var(--rs-mono);
    font-weight: 700;
  }
  figcaption .doc {
    color: var(--rs-muted);
  }
`;
