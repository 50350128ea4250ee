// <rs-finished-game>: a finished online game, fetched from the server as its log and played
// back on the hot-seat table (<rs-play> with the log): the replay slider goes through every
// answer, any seat's view can be chosen (the game is over: nothing is secret any more), and
// Save log keeps it as a file.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { GameLog } from '../../core/types.ts';
import type { SourceText } from '../catalog-model.ts';
import { lobbyHref } from '../route.ts';
import { base, pageStyles } from '../theme.ts';
import { finishedLog } from './api.ts';
import '../play.ts';

@customElement('rs-finished-game')
export class RsFinishedGame extends LitElement {
  @property({ attribute: false }) accessor sources: readonly SourceText[] = [];
  @property() accessor game = '';
  @state() private accessor log: GameLog | undefined = undefined;
  @state() private accessor problem = '';
  private loaded = '';

  static override styles = [
    base,
    pageStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 0.4rem;
        min-height: 0;
        height: 100%;
      }
      rs-play {
        flex: 1;
        min-height: 0;
      }
    `,
  ];

  protected override willUpdate(): void {
    if (this.loaded === this.game) return;
    this.loaded = this.game;
    this.log = undefined;
    this.problem = '';
    finishedLog(this.game).then(
      (log) => (this.log = log),
      (e: Error) => (this.problem = e.message),
    );
  }

  override render() {
    return html`<span><a href=${lobbyHref()}>← Lobby</a> · finished game <code>${this.game}</code></span>
      ${this.problem ? html`<div class="problem" role="alert">${this.problem}</div>` : nothing}
      ${this.log ? html`<rs-play .sources=${this.sources} .log=${this.log}></rs-play>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-finished-game': RsFinishedGame;
  }
}
