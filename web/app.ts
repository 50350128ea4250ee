// <rs-app>: the shell. Reads the hash route (#/ catalog, #/play/<id>?seed=N&seats=N) and
// shows that page; keeps the URL in step with the play page's seed and seats so any game
// on screen can be reopened or shared exactly.
import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { SourceText } from './catalog-model.ts';
import type { PlaySettingsDetail } from './play.ts';
import { catalogHref, parseRoute, playHref, type Route } from './route.ts';
import { base, tokens } from './theme.ts';
import './catalog.ts';
import './play.ts';

@customElement('rs-app')
export class RsApp extends LitElement {
  /** Every format and card YAML the app knows (main.ts passes `virtual:formats`). */
  @property({ attribute: false }) accessor sources: readonly SourceText[] = [];
  @state() accessor route: Route = parseRoute(location.hash);

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
        padding: 0.6rem 1.25rem;
        background: #1f2a3f;
        color: #fff;
      }
      .bar a {
        color: inherit;
        text-decoration: none;
      }
      h1 {
        margin: 0;
        font-size: 1.1rem;
        letter-spacing: 0.01em;
      }
      .tagline {
        color: #b9c4d8;
        font-size: 0.85rem;
      }
      main {
        flex: 1;
        min-height: 0;
        overflow: auto;
        padding: 1rem 1.25rem;
      }
      main.play {
        overflow: hidden;
        display: flex;
        flex-direction: column;
      }
      main.play rs-play {
        flex: 1;
      }
      @media (max-width: 900px) {
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

  override render() {
    const route = this.route;
    return html`
      <div class="bar">
        <h1><a href=${catalogHref()}>Rules Sandbox</a></h1>
        <span class="tagline">multiplayer card-game rules as playable formats</span>
      </div>
      <main class=${route.page}>${this.renderPage(route)}</main>
    `;
  }

  private renderPage(route: Route) {
    switch (route.page) {
      case 'catalog':
        return html`<rs-catalog .sources=${this.sources}></rs-catalog>`;
      case 'play':
        return html`<rs-play
          .sources=${this.sources}
          .formatId=${route.formatId}
          .seed=${route.seed}
          .seats=${route.seats}
          @rs-play-settings=${this.onPlaySettings}
        ></rs-play>`;
      case 'notFound':
        return html`<div class="missing">Nothing lives at <code>${route.hash}</code>. <a href=${catalogHref()}>Back to the formats</a>.</div>`;
    }
  }

  /** The play page picked a seed or seat count: put it in the URL without a new history entry. */
  private onPlaySettings(e: CustomEvent<PlaySettingsDetail>): void {
    const { formatId, seed, seats } = e.detail;
    const hash = playHref(formatId, { seed, seats });
    if (location.hash !== hash) history.replaceState(null, '', hash);
    this.route = { page: 'play', formatId, seed, seats };
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-app': RsApp;
  }
}
