// A variant's letter on its colour: the one badge that names a variant in the form, in the
// list of a run's variants and over its column of the table, so the three always agree.
import { css, html } from 'lit';
import { letter } from '../../core/compare/render.ts';
import { variantColour } from './compare-model.ts';

export const letterStyles = css`
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
`;

/** The badge of variant `i` (A, B, ...). */
export function variantLetter(i: number) {
  return html`<span class="letter" style="background:${variantColour(i)}">${letter(i)}</span>`;
}
