// <rs-code-editor>: CodeMirror 6 with YAML, inside a Lit component. `value` in (replaces
// the text when it differs), `rs-change {value}` out on every edit; `problems` become lint
// marks at their lines (underlined, with a gutter marker and the message on hover).
import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorSelection, EditorState, type Text } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';

export interface EditorProblem {
  /** 1-based; 0 means the problem has no position in this file. */
  line: number;
  col: number;
  message: string;
}

/** A problem as a CodeMirror diagnostic: from its column to the end of its line. */
export function diagnosticOf(doc: Text, problem: EditorProblem): Diagnostic | null {
  if (problem.line < 1) return null;
  const line = doc.line(Math.min(problem.line, doc.lines));
  const from = Math.min(line.to, line.from + Math.max(0, problem.col - 1));
  return { from, to: Math.max(from, line.to), severity: 'error', message: problem.message };
}

@customElement('rs-code-editor')
export class RsCodeEditor extends LitElement {
  @property() accessor value = '';
  @property({ attribute: false }) accessor problems: readonly EditorProblem[] = [];
  @property() accessor label = 'YAML';
  private view: EditorView | undefined;

  static override styles = css`
    :host {
      display: block;
      min-height: 0;
      border: 1px solid var(--rs-border, #d9dde3);
      border-radius: var(--rs-radius, 8px);
      overflow: hidden;
      background: #fff;
    }
    .host,
    .cm-editor {
      height: 100%;
    }
    .cm-editor {
      font-size: 13px;
    }
    .cm-scroller {
      font-family: var(--rs-mono, monospace);
    }
    .cm-editor.cm-focused {
      outline: none;
    }
  `;

  override render() {
    return html`<div class="host"></div>`;
  }

  protected override firstUpdated(): void {
    const parent = this.renderRoot.querySelector<HTMLElement>('.host')!;
    this.view = new EditorView({
      parent,
      root: this.shadowRoot!,
      state: EditorState.create({
        doc: this.value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          foldGutter(),
          drawSelection(),
          indentOnInput(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          bracketMatching(),
          highlightActiveLine(),
          lintGutter(),
          keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap, indentWithTab]),
          yaml(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': this.label }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            const value = update.state.doc.toString();
            this.value = value;
            this.dispatchEvent(new CustomEvent('rs-change', { detail: { value }, bubbles: true, composed: true }));
          }),
        ],
      }),
    });
    this.showProblems();
  }

  protected override updated(changed: PropertyValues<this>): void {
    const view = this.view;
    if (!view) return;
    if (changed.has('value') && view.state.doc.toString() !== this.value) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: this.value } });
    }
    if (changed.has('problems')) this.showProblems();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.view?.destroy();
    this.view = undefined;
  }

  /** Put the cursor at a line and scroll it into view. */
  goTo(line: number, col = 1): void {
    const view = this.view;
    if (!view || line < 1) return;
    const l = view.state.doc.line(Math.min(line, view.state.doc.lines));
    const pos = Math.min(l.to, l.from + Math.max(0, col - 1));
    view.dispatch({ selection: EditorSelection.cursor(pos), effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
    view.focus();
  }

  /** The editor's view, for tests that type into it. */
  get editor(): EditorView | undefined {
    return this.view;
  }

  private showProblems(): void {
    const view = this.view;
    if (!view) return;
    const diagnostics = this.problems.map((p) => diagnosticOf(view.state.doc, p)).filter((d): d is Diagnostic => d !== null);
    view.dispatch(setDiagnostics(view.state, diagnostics));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-code-editor': RsCodeEditor;
  }
}
