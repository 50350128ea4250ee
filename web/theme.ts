// Design tokens as CSS custom properties. They inherit through shadow roots, so the app
// shell sets them once (`tokens` on rs-app's :host) and every component reads them;
// `base` gives each component the same box sizing and focus ring.
import { css } from 'lit';

export const tokens = css`
  :host {
    --rs-font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    --rs-mono: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    --rs-bg: #f4f5f7;
    --rs-surface: #ffffff;
    --rs-surface-2: #f8f9fb;
    --rs-border: #d9dde3;
    --rs-text: #1d2330;
    --rs-muted: #5d6676;
    --rs-accent: #2f5fb3;
    --rs-accent-soft: #e6eefb;
    --rs-ok: #1d7a46;
    --rs-ok-soft: #e3f4ea;
    --rs-bad: #b3261e;
    --rs-bad-soft: #fbe9e7;
    --rs-warn: #8a5a00;
    --rs-warn-soft: #fff3d6;
    --rs-card: #fffdf7;
    --rs-card-back: #39507a;
    --rs-radius: 8px;
    font-family: var(--rs-font);
    color: var(--rs-text);
  }
`;

export const base = css`
  :host {
    box-sizing: border-box;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 2px solid var(--rs-accent, #2f5fb3);
    outline-offset: 2px;
  }
`;

/** A family's panel on the table: a box in the surface colour, with small uppercase headings. */
export const panelStyles = css`
  :host {
    background: var(--rs-surface);
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 0.5rem 0.7rem;
    font-size: 0.8rem;
  }
  h4 {
    margin: 0 0 0.25rem;
    font-size: 0.72rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: var(--rs-muted);
  }
  /* A panel's figures: a term, muted, and its value. */
  dt {
    color: var(--rs-muted);
    font-size: 0.74rem;
    white-space: nowrap;
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  /* A panel's table of figures by player: muted headings, numbers in columns (bold with .num). */
  table {
    border-collapse: collapse;
  }
  td,
  th {
    padding: 0.05rem 0.55rem 0.05rem 0;
    text-align: left;
    font-weight: normal;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  th {
    color: var(--rs-muted);
    font-size: 0.7rem;
  }
  td.num {
    font-weight: 700;
    text-align: right;
  }
`;

/** What the pages share: links, the page title, and the box a problem is shown in. */
export const pageStyles = css`
  a {
    color: var(--rs-accent);
    text-decoration: none;
    font-size: 0.9rem;
  }
  a:hover {
    text-decoration: underline;
  }
  h2 {
    margin: 0.4rem 0 0.2rem;
    font-size: 1.35rem;
  }
  .problem {
    background: var(--rs-bad-soft);
    border: 1px solid var(--rs-bad);
    color: var(--rs-bad);
    border-radius: var(--rs-radius);
    padding: 0.5rem 0.8rem;
  }
`;

/** Text, number and select fields of the pages' forms. */
export const fieldStyles = css`
  select,
  input[type='number'],
  input[type='text'] {
    font: inherit;
    font-size: 0.9rem;
    padding: 0.3rem 0.4rem;
    border: 1px solid var(--rs-border);
    border-radius: 6px;
    background: var(--rs-surface);
    min-width: 0;
  }
`;

/** The pages' plain buttons; each page sets their size. */
export const buttonStyles = css`
  button {
    font: inherit;
    border: 1px solid var(--rs-border);
    background: var(--rs-surface-2);
    border-radius: 6px;
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    border-color: var(--rs-accent);
  }
  button:disabled {
    cursor: default;
    opacity: 0.5;
  }
`;
