// <rs-treaties>: the treaty panel of a format with treaties (core/treaty; Enlightenment): the
// treaties in force — each player's promise, how long it binds, the stake — the offer being
// negotiated, and how the treaties that ended ended (broken, by whom; or dissolved, why).
// Treaties are table talk: every viewer sees the same, but for the viewer's own standing
// decision (core/aside.ts): proposing a treaty, asking a partner to dissolve one or claiming a
// breach, offered here at any time the game waits (`canAct`), with the format's limits in words;
// taking one sends rs-answer like <rs-decision>. Setting the terms and answering an offer are
// decisions, answered in <rs-decision>; an option that would break a promise says so there.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ResolvedFormat } from '../core/load/catalog.ts';
import type { StateView } from '../core/view.ts';
import type { Decision } from '../core/types.ts';
import { treatyState, type Treaty, type TreatyPromise } from '../core/treaty/record.ts';
import { promisesInWords } from '../core/treaty/terms.ts';
import { proposalsLeft } from '../core/treaty/negotiate.ts';
import type { AnswerDetail } from './decision.ts';
import { base } from './theme.ts';

@customElement('rs-treaties')
export class RsTreaties extends LitElement {
  @property({ attribute: false }) accessor view: StateView | undefined = undefined;
  @property({ attribute: false }) accessor format: ResolvedFormat | undefined = undefined;
  /** May the viewer take its standing decision here (a person's seat at this device, the game live)? */
  @property({ type: Boolean }) accessor canAct = false;

  static override styles = [
    base,
    css`
      :host {
        display: block;
        border: 1px solid var(--rs-border);
        border-radius: 6px;
        padding: 0.4rem 0.6rem;
        font-size: 0.85rem;
        max-height: 30vh;
        overflow-y: auto;
      }
      h4 {
        margin: 0.2rem 0;
        font-size: 0.8rem;
        text-transform: uppercase;
        letter-spacing: 0.04em;
        color: var(--rs-muted);
      }
      ul {
        margin: 0;
        padding-left: 1rem;
      }
      li {
        margin: 0.15rem 0;
      }
      .terms {
        color: var(--rs-muted);
      }
      .broken {
        color: var(--rs-danger, #a12);
      }
      .idle,
      .limits {
        color: var(--rs-muted);
      }
      .limits {
        font-size: 0.78rem;
        margin: 0.2rem 0 0.3rem;
      }
      .asides {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
      }
    `,
  ];

  override render() {
    if (!this.view || !this.format?.treaties) return nothing;
    const record = treatyState.read(this.view);
    const counter = this.format.treaties.stake.counter;
    const timeframes = this.format.treaties.timeframes;
    // How much of a promise's timeframe is left: lapsing events still to come, or over.
    const left = (p: TreatyPromise) => {
      if (p.lapsed) return ' (over)';
      const times = timeframes[p.timeframe.split(':')[0]!]?.lapses?.times ?? 1;
      return times > 1 ? ` (${times - p.seen} of ${times} to go)` : '';
    };
    const treaty = (t: Treaty) =>
      html`<li data-treaty=${t.id}>
        <strong>${t.parties.join(' & ')}</strong> · ${t.stake} ${counter}
        ${t.promises.map((p) => html`<div class="terms" data-promise=${p.by}>${p.by} ${p.text} — ${p.until}${left(p)}</div>`)}
      </li>`;
    const standing = this.canAct ? this.view.standing?.find((d) => d.seat === this.view!.viewer) : undefined;
    return html`<section aria-label="Treaties">
      ${standing ? this.asides(standing) : nothing}
      <p class="limits" data-field="limits">${this.limits()}</p>
      <h4>Treaties in force</h4>
      ${record.active.length ? html`<ul data-field="active">${record.active.map(treaty)}</ul>` : html`<p class="idle" data-field="active">none</p>`}
      ${
        record.offer
          ? html`<h4>Being negotiated</h4>
            <p data-field="offer">
              ${record.offer.from} → ${record.offer.to}${record.offer.counters ? ` (counter-offer ${record.offer.counters})` : ''}
              ${record.offer.promises.length ? html`<span class="terms">${promisesInWords(record.offer.promises)}</span>` : nothing}
              ${
                record.offer.countered
                  ? html`<span class="terms" data-field="countered"
                      >— a counter to ${record.offer.to}'s offer: ${promisesInWords(record.offer.countered.promises)}, ${record.offer.countered.stake}
                      ${counter} staked</span
                    >`
                  : nothing
              }
            </p>`
          : nothing
      }
      ${
        record.ended.length
          ? html`<h4>Ended</h4>
            <ul data-field="ended">
              ${[...record.ended].reverse().map(
                (t) =>
                  html`<li data-treaty=${t.id} class=${t.ended}>
                    <strong>${t.parties.join(' & ')}</strong>:
                    ${t.ended === 'broken' ? `broken by ${t.by.join(' and ')}, ${t.stake} ${counter} lost` : `dissolved — ${t.why}`}
                    (round ${t.endedRound})
                    <div class="terms">${promisesInWords(t.promises)}</div>
                  </li>`,
              )}
            </ul>`
          : nothing
      }
    </section>`;
  }

  /** The viewer's standing decision: a button for each thing it may do now, none of which is anyone's turn. */
  private asides(standing: Decision) {
    const take = (option: string) =>
      this.dispatchEvent(
        new CustomEvent('rs-answer', {
          detail: { decision: standing.id, choice: option } satisfies AnswerDetail,
          bubbles: true,
          composed: true,
        }),
      );
    return html`<h4>At any time</h4>
      <div class="asides" data-field="asides">
        ${standing.options.map((o) => html`<button data-aside=${o.id} @click=${() => take(o.id)}>${o.label}</button>`)}
      </div>`;
  }

  /** The format's limits on treaties, and how many proposals the viewer has left this phase. */
  private limits(): string {
    const treaties = this.format!.treaties!;
    const { proposalsPerPhase: perPhase, counterOffers } = treaties;
    const seat = this.view!.seats.some((s) => s.id === this.view!.viewer);
    return [
      'Proposed at any time the game waits; it takes no turn, and only the player it is offered to is asked.',
      `At most ${perPhase} proposal${perPhase === 1 ? '' : 's'} per player per phase${seat ? ` (${Math.max(0, proposalsLeft(this.view!, treaties, this.view!.viewer))} left for you)` : ''};`,
      'one treaty at a time with each player;',
      `an offer may be countered ${counterOffers === 1 ? 'once' : `${counterOffers} times`} in all, then only accepted or declined.`,
    ].join(' ');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-treaties': RsTreaties;
  }
}
