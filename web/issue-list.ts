// <rs-issue-list>: load problems as `file:line:col  message`, the way the CLI prints them.
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Issue } from '../core/load/issues.ts';
import { base } from './theme.ts';

/** "formats/x.yaml:12:3", or just the file when the problem has no position. */
export function issueWhere(issue: Issue): string {
  return issue.line > 0 ? `${issue.file}:${issue.line}:${issue.col}` : issue.file;
}

const item = (issue: Issue) =>
  html`<li>${issueWhere(issue) ? html`<span class="where">${issueWhere(issue)}</span>` : ''}${issue.message}</li>`;

@customElement('rs-issue-list')
export class RsIssueList extends LitElement {
  @property({ attribute: false }) accessor issues: readonly Issue[] = [];
  /** Show this many, the rest behind a "N more" toggle. */
  @property({ type: Number }) accessor limit = Infinity;

  static override styles = [
    base,
    css`
      :host {
        display: block;
      }
      ul {
        list-style: none;
        margin: 0.4rem 0 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 0.35rem;
      }
      li {
        background: var(--rs-bad-soft);
        border-radius: 6px;
        padding: 0.35rem 0.55rem;
        font-size: 0.85rem;
        line-height: 1.35;
        overflow-wrap: anywhere;
      }
      summary {
        margin-top: 0.35rem;
        font-size: 0.82rem;
        color: var(--rs-bad);
        cursor: pointer;
      }
      .where {
        display: block;
        font-family: var(--rs-mono);
        font-size: 0.8rem;
        color: var(--rs-bad);
      }
    `,
  ];

  override render() {
    const shown = this.issues.slice(0, this.limit);
    const rest = this.issues.slice(shown.length);
    return html`<ul>${shown.map(item)}</ul>
      ${
        rest.length
          ? html`<details>
            <summary>${rest.length} more</summary>
            <ul>${rest.map(item)}</ul>
          </details>`
          : ''
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-issue-list': RsIssueList;
  }
}
