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
