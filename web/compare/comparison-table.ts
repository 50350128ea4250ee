// The CLI's comparison table on the page: the same rows, figure for figure, a column per
// variant, and a mark where a variant's wins differ from A's. Used twice by the results (the
// summary, and the per round or turn figures behind the charts).
import { css, html, nothing } from 'lit';
import { SIGNIFICANCE, type Comparison } from '../../core/compare/report.ts';
import { letter, type ComparisonRow } from '../../core/compare/render.ts';
import { variantLetter } from './variant-letter.ts';

export const MARK_TITLE = `differs from A at p < ${SIGNIFICANCE}`;

export const comparisonTableStyles = css`
  .table-wrap {
    background: var(--rs-surface);
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 0.4rem 0.6rem 0.6rem;
    overflow-x: auto;
    width: fit-content;
    max-width: 100%;
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
`;

/** `rows` of comparison `c` under a heading per section, with the legend of its figures and marks. */
export function comparisonTable(c: Comparison, rows: ComparisonRow[]) {
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
          ${c.variants.map((v, i) => html`<th title=${v.label}>${variantLetter(i)}</th>`)}
        </tr>
      </thead>
      <tbody>${body}</tbody>
    </table></div>
    <p class="legend-note">
      Rates: 95% interval (Wilson); means: 95% interval; per round or turn: mean over the games that reached it (how many), the first ten.
      ${c.variants.length > 1 ? html`<abbr class="mark" title=${MARK_TITLE}>*</abbr> wins ${MARK_TITLE} (two-proportion z-test).` : nothing}
    </p>`;
}
