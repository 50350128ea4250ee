// <rs-catalog>: every format in the sources with its players, family, files, description
// and validation status; formats that fail to resolve are listed with their errors, and
// files that did not load at all get their own list.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Issue } from '../core/load/issues.ts';
import { catalogOf, catalogRows, seatRange, type CatalogRow, type SourceText } from './catalog-model.ts';
import { compareHref, editHref, newGameHref } from './route.ts';
import { base } from './theme.ts';
import './issue-list.ts';

@customElement('rs-catalog')
export class RsCatalog extends LitElement {
  /** Format and card YAML files, as `virtual:formats` gives them. */
  @property({ attribute: false }) accessor sources: readonly SourceText[] = [];
  /** Paths of files changed in the editor (and not saved anywhere yet). */
  @property({ attribute: false }) accessor edited: readonly string[] = [];

  static override styles = [
    base,
    css`
      :host {
        display: block;
      }
      header {
        display: flex;
        align-items: baseline;
        justify-content: space-between;
        gap: 1rem;
        flex-wrap: wrap;
        margin-bottom: 1rem;
      }
      h2 {
        margin: 0;
        font-size: 1.25rem;
      }
      .summary {
        color: var(--rs-muted);
        font-size: 0.9rem;
      }
      ul.formats {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
        gap: 0.9rem;
      }
      li.format {
        display: flex;
        flex-direction: column;
        gap: 0.5rem;
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        padding: 0.9rem 1rem;
      }
      li.format.invalid {
        border-color: var(--rs-bad);
      }
      .title {
        display: flex;
        align-items: baseline;
        gap: 0.5rem;
        flex-wrap: wrap;
      }
      h3 {
        margin: 0;
        font-size: 1.05rem;
        line-height: 1.3;
      }
      code,
      .path {
        font-family: var(--rs-mono);
        font-size: 0.82rem;
      }
      .id {
        color: var(--rs-muted);
      }
      .badge {
        display: inline-block;
        border-radius: 999px;
        padding: 0.05rem 0.55rem;
        font-size: 0.75rem;
        font-weight: 600;
        white-space: nowrap;
      }
      .badge.fixture {
        background: var(--rs-warn-soft);
        color: var(--rs-warn);
      }
      .badge.valid {
        background: var(--rs-ok-soft);
        color: var(--rs-ok);
      }
      .badge.invalid {
        background: var(--rs-bad-soft);
        color: var(--rs-bad);
      }
      dl {
        display: grid;
        grid-template-columns: max-content 1fr;
        gap: 0.15rem 0.75rem;
        margin: 0;
        font-size: 0.88rem;
      }
      dt {
        color: var(--rs-muted);
      }
      dd {
        margin: 0;
        overflow-wrap: anywhere;
      }
      p.description {
        margin: 0;
        font-size: 0.92rem;
        line-height: 1.45;
      }
      .actions {
        margin-top: auto;
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 0.75rem;
        padding-top: 0.25rem;
      }
      section.fixtures {
        margin-top: 1.75rem;
      }
      section.fixtures h2 {
        margin-bottom: 0.3rem;
      }
      .note {
        margin: 0 0 0.9rem;
        color: var(--rs-muted);
        font-size: 0.9rem;
        max-width: 60rem;
      }
      a.play {
        display: inline-block;
        background: var(--rs-accent);
        color: #fff;
        text-decoration: none;
        font-weight: 600;
        border-radius: 6px;
        padding: 0.35rem 0.9rem;
      }
      a.play:hover {
        filter: brightness(1.1);
      }
      .links {
        display: flex;
        gap: 0.8rem;
        align-items: center;
      }
      a.edit,
      a.compare {
        color: var(--rs-accent);
        text-decoration: none;
        font-size: 0.88rem;
      }
      a.edit:hover,
      a.compare:hover {
        text-decoration: underline;
      }
      .head-links {
        display: flex;
        gap: 1rem;
        align-items: baseline;
      }
      .unplayable {
        color: var(--rs-muted);
        font-size: 0.85rem;
      }
      section.files {
        margin-top: 1.5rem;
        background: var(--rs-surface);
        border: 1px solid var(--rs-bad);
        border-radius: var(--rs-radius);
        padding: 0.9rem 1rem;
      }
      section.files h3 {
        color: var(--rs-bad);
        margin-bottom: 0.5rem;
      }
      .empty {
        color: var(--rs-muted);
      }
    `,
  ];

  override render() {
    const catalog = catalogOf(this.sources);
    const rows = catalogRows(catalog);
    const played = rows.filter((row) => !row.fixture);
    const fixtures = rows.filter((row) => row.fixture);
    const invalid = rows.filter((row) => row.issues.length > 0).length;
    // Problems of a listed format's own file show on its row; the rest (files with no
    // format id, card sets, repeated ids) are listed on their own.
    const listed = new Set(rows.map((row) => row.path));
    const fileIssues = catalog.issues.filter((issue) => !listed.has(issue.file));
    const badFiles = fileCount(fileIssues);
    return html`
      <header>
        <h2>Formats</h2>
        <span class="head-links">
          <a class="compare compare-all" href=${compareHref()} title="Play bot games of two or more variants side by side">Compare variants</a>
          <span class="summary">
            ${rows.length} ${rows.length === 1 ? 'format' : 'formats'}${invalid ? `, ${invalid} with errors` : ''}${
              badFiles ? `, ${badFiles} other ${badFiles === 1 ? 'file' : 'files'} with problems` : ''
            }
          </span>
        </span>
      </header>
      ${
        played.length
          ? html`<ul class="formats" data-group="formats">${played.map((row) => this.renderRow(row))}</ul>`
          : html`<p class="empty">No playable formats yet${fixtures.length ? ': only test formats, below.' : '.'}</p>`
      }
      ${
        fixtures.length
          ? html`<section class="fixtures">
            <h2>Test formats</h2>
            <p class="note">Small formats that prove the engine is general (secret bids, team windows, facedown zones). They exist for the tests, not as games anyone plays, but you can watch them run.</p>
            <ul class="formats" data-group="fixtures">${fixtures.map((row) => this.renderRow(row))}</ul>
          </section>`
          : nothing
      }
      ${
        fileIssues.length
          ? html`<section class="files" data-testid="file-issues">
            <h3>Files with problems</h3>
            <rs-issue-list .issues=${fileIssues}></rs-issue-list>
          </section>`
          : nothing
      }
    `;
  }

  private renderRow(row: CatalogRow) {
    const valid = row.issues.length === 0;
    return html`
      <li class="format ${valid ? 'valid' : 'invalid'}" data-format=${row.id}>
        <div class="title">
          <h3>${row.name}</h3>
          ${row.fixture ? html`<span class="badge fixture" title="A proof-of-generality format for the tests, not a game anyone plays">test format</span>` : nothing}
          ${this.edited.includes(row.path) ? html`<span class="badge fixture edited" title="Changed in the editor: download it to keep it">edited</span>` : nothing}
        </div>
        ${row.description ? html`<p class="description">${row.description}</p>` : nothing}
        <dl>
          <dt>Id</dt>
          <dd><code class="id">${row.id}</code></dd>
          <dt>Players</dt>
          <dd class="seats">${seatRange(row.seats)}</dd>
          <dt>Family</dt>
          <dd>${row.family ?? '—'}</dd>
          <dt>Rules</dt>
          <dd>${row.source ? html`<span class="path">${row.source}</span>` : '—'}</dd>
          <dt>File</dt>
          <dd><span class="path">${row.path}</span></dd>
        </dl>
        ${valid ? nothing : html`<rs-issue-list .issues=${row.issues} .limit=${3}></rs-issue-list>`}
        <div class="actions">
          ${
            valid
              ? html`<span class="badge valid status">valid</span>
                <span class="links"
                  ><a class="edit" href=${editHref(row.id)}>Edit</a
                  ><a class="compare" href=${compareHref({ specs: [row.id, row.id] })} title="Compare variants of this format: bot games side by side">Compare</a
                  ><a class="play" href=${newGameHref(row.id)}>Play</a></span
                >`
              : html`<span class="badge invalid status">${row.issues.length} ${row.issues.length === 1 ? 'error' : 'errors'}</span>
                <span class="links"><a class="edit" href=${editHref(row.id)}>Fix in the editor</a></span>`
          }
        </div>
      </li>
    `;
  }
}
function fileCount(issues: readonly Issue[]): number {
  return new Set(issues.map((issue) => issue.file)).size;
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-catalog': RsCatalog;
  }
}
