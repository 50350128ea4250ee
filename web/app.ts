// <rs-app>: the shell. Reads the hash route (catalog, new game, play, edit, compare, and online
// play's lobby, tables and finished games) and shows that page; keeps the URL in step with the play page's settings and the comparison page's
// run so any game or comparison on screen can be reopened or shared exactly; keeps the
// editor's unsaved texts, which every page then plays.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { SourceText } from './catalog-model.ts';
import type { PlaySettingsDetail } from './play.ts';
import { catalogHref, compareHref, lobbyHref, parseRoute, playHref, type CompareSettings, type Route } from './route.ts';
import { serverHere } from './online/api.ts';
import { base, tokens } from './theme.ts';
import './catalog.ts';
import './editor/format-editor.ts';
import './new-game.ts';
import './play.ts';
import './online/lobby-page.ts';
import './online/online-table.ts';
import './online/finished-game.ts';

@customElement('rs-app')
export class RsApp extends LitElement {
  /** Every format and card YAML the app knows (main.ts passes `virtual:formats`). */
  @property({ attribute: false }) accessor sources: readonly SourceText[] = [];
  @state() accessor route: Route = parseRoute(location.hash);
  /** Served by `rules-sandbox serve`: online play is here. */
  @state() accessor online = serverHere();
  /** Texts changed in the editor, by path. */
  @state() accessor edits: Readonly<Record<string, string>> = {};
  private effective: { of?: readonly SourceText[]; edits?: Readonly<Record<string, string>>; sources: readonly SourceText[] } = {
    sources: [],
  };

  static override styles = [
    tokens,
    base,
    css`
      :host {
        display: flex;
        flex-direction: column;
        height: 100vh;
        background: var(--rs-bg);
      }
      .bar {
        display: flex;
        align-items: baseline;
        gap: 1rem;
        padding: 0.5rem 1.25rem;
        background: #1f2a3f;
        color: #fff;
      }
      .bar a {
        color: inherit;
        text-decoration: none;
      }
      h1 {
        margin: 0;
        font-size: 1.05rem;
        letter-spacing: 0.01em;
      }
      .tagline {
        color: #b9c4d8;
        font-size: 0.82rem;
      }
      .bar a.online {
        font-size: 0.85rem;
        font-weight: 600;
        border: 1px solid #6f7fa0;
        border-radius: 999px;
        padding: 0.05rem 0.6rem;
      }
      .edits {
        margin-left: auto;
        font-size: 0.78rem;
        color: #ffd98a;
      }
      main {
        flex: 1;
        min-height: 0;
        overflow: auto;
        padding: 0.6rem 1.1rem;
      }
      main.play,
      main.online,
      main.finished,
      main.edit {
        overflow: hidden;
        display: flex;
        flex-direction: column;
      }
      main.play rs-play,
      main.online rs-online-table,
      main.finished rs-finished-game,
      main.edit rs-format-editor {
        flex: 1;
      }
      @media (max-width: 1000px) {
        :host {
          height: auto;
          min-height: 100vh;
        }
        main.play {
          overflow: visible;
        }
      }
      .missing {
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        padding: 1rem;
      }
    `,
  ];

  private readonly onHashChange = () => {
    this.route = parseRoute(location.hash);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHashChange);
    this.onHashChange();
  }

  override disconnectedCallback(): void {
    window.removeEventListener('hashchange', this.onHashChange);
    super.disconnectedCallback();
  }

  /** The sources with the editor's texts in place of their files (the same array while neither changes). */
  private playedSources(): readonly SourceText[] {
    if (this.effective.of !== this.sources || this.effective.edits !== this.edits) {
      const edits = this.edits;
      const sources = Object.keys(edits).length
        ? this.sources.map((s) => (s.path in edits ? { path: s.path, text: edits[s.path]! } : s))
        : this.sources;
      this.effective = { of: this.sources, edits, sources };
    }
    return this.effective.sources;
  }

  override render() {
    const route = this.route;
    const edited = Object.keys(this.edits).length;
    return html`
      <div class="bar">
        <h1><a href=${catalogHref()}>Rules Sandbox</a></h1>
        <span class="tagline">multiplayer card-game rules as playable formats</span>
        ${this.online ? html`<a class="online" href=${lobbyHref()}>Play online</a>` : nothing}
        ${edited ? html`<span class="edits" title=${Object.keys(this.edits).join(', ')}>${edited} edited ${edited === 1 ? 'file' : 'files'} in play</span>` : nothing}
      </div>
      <main class=${route.page} @rs-navigate=${this.onNavigate} @rs-edit=${this.onEdit}>${this.renderPage(route)}</main>
    `;
  }

  private renderPage(route: Route) {
    switch (route.page) {
      case 'catalog':
        return html`<rs-catalog .sources=${this.playedSources()} .edited=${Object.keys(this.edits)}></rs-catalog>`;
      case 'new':
        return html`<rs-new-game
          .sources=${this.playedSources()}
          .formatId=${route.formatId}
          .edited=${Object.keys(this.edits)}
          .online=${this.online}
        ></rs-new-game>`;
      case 'edit':
        return html`<rs-format-editor .sources=${this.sources} .formatId=${route.formatId} .edits=${this.edits}></rs-format-editor>`;
      case 'play':
        return html`<rs-play
          .sources=${this.playedSources()}
          .formatId=${route.formatId}
          .seed=${route.seed}
          .seats=${route.seats}
          .controllers=${route.controllers}
          .options=${route.options}
          .preset=${route.preset}
          @rs-play-settings=${this.onPlaySettings}
        ></rs-play>`;
      case 'compare':
        loadComparePage();
        return html`<rs-compare
          .sources=${this.playedSources()}
          .specs=${route.specs}
          .games=${route.games}
          .seed=${route.seed}
          @rs-compare-settings=${this.onCompareSettings}
        ></rs-compare>`;
      case 'lobby':
        return html`<rs-lobby .sources=${this.sources}></rs-lobby>`;
      case 'online':
        return html`<rs-online-table .sources=${this.sources} .table=${route.table} .tokens=${route.tokens}></rs-online-table>`;
      case 'finished':
        return html`<rs-finished-game .sources=${this.sources} .game=${route.game}></rs-finished-game>`;
      case 'notFound':
        return html`<div class="missing">Nothing lives at <code>${route.hash}</code>. <a href=${catalogHref()}>Back to the formats</a>.</div>`;
    }
  }

  private onNavigate(e: CustomEvent<{ href: string; replace?: boolean }>): void {
    if (e.detail.replace) location.replace(e.detail.href);
    else location.hash = e.detail.href;
  }

  private onEdit(e: CustomEvent<{ path: string; text: string }>): void {
    const { path, text } = e.detail;
    const original = this.sources.find((s) => s.path === path)?.text;
    const edits = { ...this.edits };
    if (text === original) delete edits[path];
    else edits[path] = text;
    if (JSON.stringify(edits) !== JSON.stringify(this.edits)) this.edits = edits;
  }

  /** The comparison page started a run: the URL names it, without a new history entry. */
  private onCompareSettings(e: CustomEvent<CompareSettings>): void {
    const hash = compareHref(e.detail);
    if (location.hash !== hash) history.replaceState(null, '', hash);
    this.route = parseRoute(hash);
  }

  /** The play page picked its settings: put them in the URL without a new history entry. */
  private onPlaySettings(e: CustomEvent<PlaySettingsDetail>): void {
    const { formatId, ...settings } = e.detail;
    const hash = playHref(formatId, settings);
    if (location.hash !== hash) history.replaceState(null, '', hash);
    // Equal values (not the same arrays) would look like new settings to the play page.
    const same = this.route.page === 'play' && JSON.stringify(parseRoute(hash)) === JSON.stringify(this.route);
    if (!same) this.route = parseRoute(hash);
  }
}

let comparePage: Promise<unknown> | undefined;

/** The comparison page (and its charts) is loaded the first time it is opened; <rs-compare> upgrades then. */
function loadComparePage(): void {
  comparePage ??= import('./compare/compare-page.ts');
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-app': RsApp;
  }
}
