// <rs-format-editor>: a format's YAML in a code editor, checked as you type. Schema and
// reference errors appear at their lines (and in a list that jumps to them); the format
// with its `extends` chain merged is previewed; "Play this" starts a game with the edited
// text, and "Download" saves it. The edited text goes up as `rs-edit {path, text}` so the
// app keeps it (for the new-game form and the table) until it is reset.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { catalogOf, type SourceText } from '../catalog-model.ts';
import { issueWhere } from '../issue-list.ts';
import { catalogHref, newGameHref } from '../route.ts';
import { base, buttonStyles } from '../theme.ts';
import { checkFormat, type FormatCheck } from './format-check.ts';
import type { RsCodeEditor } from './code-editor.ts';
import './code-editor.ts';

const CHECK_DELAY_MS = 200;

@customElement('rs-format-editor')
export class RsFormatEditor extends LitElement {
  /** Every source as loaded (without edits). */
  @property({ attribute: false }) accessor sources: readonly SourceText[] = [];
  @property({ attribute: 'format-id' }) accessor formatId = '';
  /** Edited texts by path, kept by the app. */
  @property({ attribute: false }) accessor edits: Readonly<Record<string, string>> = {};
  @state() private accessor text = '';
  @state() private accessor check: FormatCheck | undefined = undefined;
  @state() private accessor tab: 'problems' | 'preview' = 'problems';
  @query('rs-code-editor') private accessor editor: RsCodeEditor | null = null;
  private path = '';
  private original = '';
  private timer: ReturnType<typeof setTimeout> | undefined;

  static override styles = [
    base,
    buttonStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 0.6rem;
        height: 100%;
        min-height: 0;
      }
      header {
        display: flex;
        align-items: center;
        gap: 0.5rem 0.9rem;
        flex-wrap: wrap;
      }
      h2 {
        margin: 0;
        font-size: 1.15rem;
      }
      a {
        color: var(--rs-accent);
        text-decoration: none;
        font-size: 0.88rem;
      }
      code {
        font-family: var(--rs-mono);
        font-size: 0.8rem;
        color: var(--rs-muted);
      }
      .status {
        border-radius: 999px;
        padding: 0.1rem 0.6rem;
        font-size: 0.78rem;
        font-weight: 650;
      }
      .status.ok {
        background: var(--rs-ok-soft);
        color: var(--rs-ok);
      }
      .status.bad {
        background: var(--rs-bad-soft);
        color: var(--rs-bad);
      }
      .status.edited {
        background: var(--rs-warn-soft);
        color: var(--rs-warn);
      }
      .spacer {
        flex: 1;
      }
      button {
        font-size: 0.85rem;
        padding: 0.3rem 0.75rem;
      }
      button.play {
        background: var(--rs-accent);
        border-color: var(--rs-accent);
        color: #fff;
        font-weight: 650;
      }
      .work {
        flex: 1;
        min-height: 0;
        display: grid;
        grid-template-columns: minmax(0, 1.4fr) minmax(300px, 1fr);
        gap: 0.6rem;
      }
      rs-code-editor {
        min-height: 0;
      }
      .side {
        display: flex;
        flex-direction: column;
        min-height: 0;
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
      }
      .tabs {
        display: flex;
        border-bottom: 1px solid var(--rs-border);
      }
      .tabs button {
        border: none;
        border-radius: 0;
        background: none;
        padding: 0.45rem 0.8rem;
        border-bottom: 2px solid transparent;
      }
      .tabs button[aria-selected='true'] {
        border-bottom-color: var(--rs-accent);
        font-weight: 650;
      }
      .pane {
        flex: 1;
        min-height: 0;
        overflow: auto;
        padding: 0.5rem 0.7rem;
      }
      ul.problems {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 0.35rem;
      }
      ul.problems button {
        width: 100%;
        text-align: left;
        background: var(--rs-bad-soft);
        border-color: transparent;
        line-height: 1.35;
      }
      ul.problems .where {
        display: block;
        font-family: var(--rs-mono);
        font-size: 0.78rem;
        color: var(--rs-bad);
      }
      .fine {
        color: var(--rs-ok);
      }
      pre {
        margin: 0;
        font-family: var(--rs-mono);
        font-size: 0.76rem;
        line-height: 1.4;
        white-space: pre;
      }
      .muted {
        color: var(--rs-muted);
        font-size: 0.85rem;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('formatId') || changed.has('sources')) {
      const entry = catalogOf(this.sources).formats.get(this.formatId);
      this.path = entry?.path ?? '';
      this.original = this.sources.find((s) => s.path === this.path)?.text ?? '';
      this.text = this.edits[this.path] ?? this.original;
      this.check = this.path ? checkFormat(this.sources, this.path, this.text) : undefined;
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.timer) {
      clearTimeout(this.timer);
      this.runCheck();
    }
  }

  override render() {
    if (!this.path) {
      return html`<header><a href=${catalogHref()}>← Formats</a><h2>No format "${this.formatId}"</h2></header>`;
    }
    const check = this.check;
    const count = check?.issues.length ?? 0;
    const edited = this.text !== this.original;
    return html`
      <header>
        <a href=${catalogHref()}>← Formats</a>
        <h2>Edit ${check?.id ?? this.formatId}</h2>
        <code>${this.path}</code>
        <span class="status ${count ? 'bad' : 'ok'}" data-field="check-status">${count ? `${count} ${count === 1 ? 'problem' : 'problems'}` : 'valid'}</span>
        ${edited ? html`<span class="status edited">edited</span>` : nothing}
        <span class="spacer"></span>
        <button class="play" ?disabled=${!check?.format} @click=${this.onPlay} title=${check?.format ? 'Start a game with this text' : 'Fix the problems to play'}>Play this</button>
        <button class="download" @click=${this.onDownload}>Download</button>
        <button class="reset" ?disabled=${!edited} @click=${this.onReset}>Reset</button>
      </header>
      <div class="work">
        <rs-code-editor .value=${this.text} .problems=${check?.own ?? []} .label=${`YAML of ${this.path}`} @rs-change=${this.onChange}></rs-code-editor>
        <div class="side">
          <div class="tabs" role="tablist">
            <button role="tab" class="tab-problems" aria-selected=${this.tab === 'problems' ? 'true' : 'false'} @click=${() => (this.tab = 'problems')}>Problems (${count})</button>
            <button role="tab" class="tab-preview" aria-selected=${this.tab === 'preview' ? 'true' : 'false'} @click=${() => (this.tab = 'preview')}>Resolved (extends merged)</button>
          </div>
          <div class="pane" role="tabpanel">
            ${this.tab === 'problems' ? this.renderProblems(check) : this.renderPreview(check)}
          </div>
        </div>
      </div>
    `;
  }

  private renderProblems(check: FormatCheck | undefined) {
    if (!check || check.issues.length === 0) return html`<p class="fine">No problems: the format resolves and can be played.</p>`;
    return html`<ul class="problems">
      ${check.issues.map(
        (issue) => html`<li data-line=${issue.line}>
          <button @click=${() => issue.file === this.path && this.editor?.goTo(issue.line, issue.col)}>
            <span class="where">${issueWhere(issue) || '(no file)'}</span>${issue.message}
          </button>
        </li>`,
      )}
    </ul>`;
  }

  private renderPreview(check: FormatCheck | undefined) {
    if (!check?.preview) return html`<p class="muted">The preview appears once the format resolves.</p>`;
    return html`<pre data-field="preview">${check.preview}</pre>`;
  }

  private onChange(e: CustomEvent<{ value: string }>): void {
    this.text = e.detail.value;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.runCheck(), CHECK_DELAY_MS);
  }

  private runCheck(): void {
    this.timer = undefined;
    this.check = checkFormat(this.sources, this.path, this.text);
    this.dispatchEvent(new CustomEvent('rs-edit', { detail: { path: this.path, text: this.text }, bubbles: true, composed: true }));
  }

  private onPlay(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.runCheck();
    }
    const id = this.check?.format?.id;
    if (!id) return;
    this.dispatchEvent(new CustomEvent('rs-edit', { detail: { path: this.path, text: this.text }, bubbles: true, composed: true }));
    this.dispatchEvent(new CustomEvent('rs-navigate', { detail: { href: newGameHref(id) }, bubbles: true, composed: true }));
  }

  private onDownload(): void {
    const blob = new Blob([this.text], { type: 'application/yaml' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = this.path.split('/').at(-1) ?? 'format.yaml';
    a.style.display = 'none';
    this.renderRoot.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  private onReset(): void {
    this.text = this.original;
    this.runCheck();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-format-editor': RsFormatEditor;
  }
  interface HTMLElementEventMap {
    'rs-edit': CustomEvent<{ path: string; text: string }>;
  }
}
