// <rs-new-game>: the form before a game. The format as the catalog knows it (name, players,
// rules document, description), its options with their docs and presets, the seats (each
// human, a bot, or the automaton its role names), and a seed: random and secret by default,
// or one typed to replay a known deal. Start fires `rs-navigate` with the play URL. Served by
// `rules-sandbox serve`, the same settings host an online table instead: the person hosting
// takes one of the seats for people under a name, and gets that seat's link.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ResolvedFormat } from '../core/load/catalog.ts';
import type { Issue } from '../core/load/issues.ts';
import { parseOptionEntry, resolveSettings, type OptionValue } from '../core/load/options.ts';
import { buildSeats, extraSeats, playerCount } from '../core/seats.ts';
import { knownBots } from '../core/bots.ts';
import { rulesModules } from '../formats/index.ts';
import { catalogOf, seatRange, tryResolve, type SourceText } from './catalog-model.ts';
import { catalogHref, editHref, onlineHref, playHref, seedFromText } from './route.ts';
import { hostTable } from './online/api.ts';
import { base, fieldStyles, pageStyles } from './theme.ts';
import './issue-list.ts';

export interface SeatChoice {
  seat: string;
  role: string;
  /** human, bot:<name>, automaton:<name> */
  choices: string[];
  /** The role's own controller (an automaton), when it names one. */
  roleController?: string;
}

/** What each seat may be: human, every bot of the rules module, and its role's automaton. */
export function seatChoices(format: ResolvedFormat, count: number): SeatChoice[] {
  const module = format.rules ? rulesModules[format.rules] : undefined;
  const bots = module ? knownBots(module) : ['random'];
  let seats;
  try {
    seats = buildSeats(format, count, [], 'human').seats;
  } catch {
    return [];
  }
  return seats.map((s) => {
    const role = format.seats.roles?.find((r) => r.role === s.role);
    const roleController = role?.controller;
    const choices = [...(roleController && roleController !== 'human' ? [roleController] : []), 'human', ...bots.map((b) => `bot:${b}`)];
    return { seat: s.id, role: s.role, choices: [...new Set(choices)], roleController };
  });
}

/** The first seat human, the others the best bot the module has (its role's automaton where it names one). */
export function defaultControllers(format: ResolvedFormat, count: number): string[] {
  const module = format.rules ? rulesModules[format.rules] : undefined;
  const bots = module ? knownBots(module) : ['random'];
  const bot = `bot:${bots.includes('greedy') ? 'greedy' : (bots.at(-1) ?? 'random')}`;
  let humanGiven = false;
  return seatChoices(format, count).map((s) => {
    if (s.roleController && s.roleController !== 'human') return s.roleController;
    if (!humanGiven) {
      humanGiven = true;
      return 'human';
    }
    return bot;
  });
}

@customElement('rs-new-game')
export class RsNewGame extends LitElement {
  @property({ attribute: false }) accessor sources: readonly SourceText[] = [];
  @property({ attribute: 'format-id' }) accessor formatId = '';
  /** Paths of sources the editor changed (shown as "edited"). */
  @property({ attribute: false }) accessor edited: readonly string[] = [];
  /** A game server is behind the page: the form can host an online table. */
  @property({ type: Boolean }) accessor online = false;
  @state() private accessor seats = 2;
  @state() private accessor controllers: string[] = [];
  @state() private accessor options: Record<string, OptionValue> = {};
  @state() private accessor preset = '';
  /** Empty: a random seed, secret until the game ends. */
  @state() private accessor seed = '';
  /** Hosting online: the host's name and seat, whether the table is in the lobby's list, and why the server refused. */
  @state() private accessor hostName = localStorage.getItem('rs-online-name') ?? '';
  @state() private accessor hostSeat = '';
  @state() private accessor listed = true;
  @state() private accessor hostProblem = '';
  private format: ResolvedFormat | undefined;
  private problems: Issue[] = [];
  private loadedFor = '';

  static override styles = [
    base,
    pageStyles,
    fieldStyles,
    css`
      :host {
        display: block;
        max-width: 62rem;
      }
      .about {
        color: var(--rs-muted);
        margin: 0 0 0.9rem;
        line-height: 1.45;
      }
      .about code {
        font-family: var(--rs-mono);
        font-size: 0.82rem;
      }
      form {
        display: grid;
        grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
        gap: 0.9rem;
      }
      fieldset {
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        background: var(--rs-surface);
        padding: 0.7rem 0.9rem 0.9rem;
        margin: 0;
        min-width: 0;
      }
      fieldset.wide {
        grid-column: 1 / -1;
      }
      legend {
        font-weight: 700;
        padding: 0 0.3rem;
      }
      .row {
        display: grid;
        grid-template-columns: 7rem minmax(0, 1fr);
        gap: 0.5rem;
        align-items: center;
        margin: 0.35rem 0;
      }
      .row .role {
        color: var(--rs-muted);
        font-size: 0.8rem;
      }
      label {
        font-size: 0.9rem;
      }
      input#seed {
        font-family: var(--rs-mono);
        width: 9rem;
      }
      .option {
        padding: 0.45rem 0;
        border-top: 1px solid var(--rs-border);
      }
      .option:first-of-type {
        border-top: none;
      }
      .option .doc {
        color: var(--rs-muted);
        font-size: 0.82rem;
        margin: 0.15rem 0 0 1.6rem;
      }
      .option .name {
        font-weight: 600;
      }
      .presets {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        flex-wrap: wrap;
        margin-bottom: 0.4rem;
      }
      .muted {
        color: var(--rs-muted);
        font-size: 0.85rem;
      }
      button {
        font: inherit;
        border: 1px solid var(--rs-border);
        background: var(--rs-surface-2);
        border-radius: 6px;
        padding: 0.3rem 0.7rem;
        cursor: pointer;
      }
      button:hover {
        border-color: var(--rs-accent);
      }
      button.start {
        background: var(--rs-accent);
        border-color: var(--rs-accent);
        color: #fff;
        font-weight: 700;
        font-size: 1rem;
        padding: 0.5rem 1.4rem;
      }
      .actions {
        grid-column: 1 / -1;
        display: flex;
        gap: 0.8rem;
        align-items: center;
      }
      .badge {
        border-radius: 999px;
        padding: 0.05rem 0.55rem;
        font-size: 0.75rem;
        font-weight: 600;
        background: var(--rs-warn-soft);
        color: var(--rs-warn);
        vertical-align: middle;
      }
      .problem {
        grid-column: 1 / -1;
      }
      dl {
        display: grid;
        grid-template-columns: max-content minmax(0, 1fr);
        gap: 0.15rem 0.8rem;
        margin: 0;
        font-size: 0.85rem;
      }
      dt {
        font-family: var(--rs-mono);
        font-size: 0.8rem;
      }
      dd {
        margin: 0;
        color: var(--rs-muted);
      }
      @media (max-width: 760px) {
        form {
          grid-template-columns: minmax(0, 1fr);
        }
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('sources') || changed.has('formatId')) {
      const resolved = tryResolve(catalogOf(this.sources), this.formatId);
      this.format = resolved.format;
      this.problems = resolved.issues;
      if (this.format && this.loadedFor !== this.formatId) {
        this.loadedFor = this.formatId;
        this.seats = playerCount(this.format);
        this.controllers = defaultControllers(this.format, this.seats);
        this.options = {};
        this.preset = '';
      }
    }
  }

  override render() {
    const format = this.format;
    if (!format) {
      return html`<a href=${catalogHref()}>← Formats</a>
        <h2>${this.formatId}</h2>
        <div class="problem"><p>${this.formatId} can't be played:</p><rs-issue-list .issues=${this.problems}></rs-issue-list></div>`;
    }
    const counts = Array.from({ length: format.seats.max - format.seats.min + 1 }, (_, i) => format.seats.min + i);
    const seatRows = seatChoices(format, this.seats);
    const settingsProblem = this.settingsProblem(format);
    const edited = this.edited.includes(format.path);
    return html`
      <a href=${catalogHref()}>← Formats</a>
      <h2>${format.name} ${format.fixture ? html`<span class="badge">test format</span>` : nothing} ${edited ? html`<span class="badge">edited</span>` : nothing}</h2>
      <p class="about">
        ${format.description ? html`${format.description}<br />` : nothing}
        <code>${format.id}</code> · ${seatRange(format.seats)} · ${format.family ?? 'no family'}${format.source ? html` · rules: <code>${format.source}</code>` : nothing}
        · <a href=${editHref(format.id)}>edit its YAML</a>
      </p>
      <form @submit=${this.onStart}>
        <fieldset>
          <legend>Seats</legend>
          <div class="row">
            <label for="seats">${playersLabel(format)}</label>
            <select id="seats" @change=${(e: Event) => this.setSeats(Number((e.target as HTMLSelectElement).value))}>
              ${counts.map((n) => html`<option value=${n} ?selected=${n === this.seats}>${n}</option>`)}
            </select>
          </div>
          ${seatRows.map(
            (s, i) => html`<div class="row">
              <label for="seat-${s.seat}">${s.seat} ${s.role !== 'player' ? html`<span class="role">${s.role}</span>` : nothing}</label>
              <select id="seat-${s.seat}" class="controller" data-seat=${s.seat} @change=${(e: Event) => this.setController(i, (e.target as HTMLSelectElement).value)}>
                ${s.choices.map((c) => html`<option value=${c} ?selected=${c === this.controllers[i]}>${controllerLabel(c)}</option>`)}
              </select>
            </div>`,
          )}
          <p class="muted">Played here, two or more human seats play hot-seat: the device is passed between them, each seeing only their own hand.</p>
          ${
            format.teams !== undefined && format.teams !== 'solo'
              ? html`<p class="muted" data-field="team-turns">
                A team's opportunity to act goes to each of its players, each choosing from their own cards: the first to act
                uses it for the team, and the team passes when all its players have passed. A bot on a team plays its own seat.
              </p>`
              : nothing
          }
        </fieldset>
        <fieldset>
          <legend>Seed</legend>
          <div class="row">
            <label for="seed">Seed</label>
            <span>
              <input id="seed" type="text" placeholder="random" .value=${this.seed} @change=${this.onSeed} />
              ${this.seed ? html`<button type="button" class="new-seed" @click=${() => (this.seed = '')}>Random</button>` : nothing}
            </span>
          </div>
          <p class="muted">
            Left empty, the game deals from a random seed that no one sees until the game ends: from the seed anyone could deal
            every hidden card. A seed you choose (a number or any text) deals the same game every time, to replay a known deal;
            it goes in the game's URL, so everyone who sees the URL can rebuild every hand. The saved log keeps the seed.
          </p>
        </fieldset>
        <fieldset class="wide">
          <legend>Options</legend>
          ${this.renderOptionFields(format)}
        </fieldset>
        ${this.online ? this.renderOnline(format) : nothing}
        ${settingsProblem ? html`<div class="problem" role="alert">${settingsProblem}</div>` : nothing}
        <div class="actions">
          <button class="start" type="submit" ?disabled=${!!settingsProblem}>Start game</button>
          <span class="muted">${this.controllers.filter((c) => c === 'human').length} human, ${this.controllers.filter((c) => c !== 'human').length} bot${this.controllers.filter((c) => c !== 'human').length === 1 ? '' : 's'} · ${this.seed ? `seed ${this.seed}` : 'random seed'}</span>
        </div>
      </form>
    `;
  }

  /** Hosting an online table: the people's seats are open for links; the host takes one of them. */
  private renderOnline(format: ResolvedFormat) {
    const seats = seatChoices(format, this.seats).map((s) => s.seat);
    const people = seats.filter((_, i) => this.controllers[i] === 'human');
    const seat = people.includes(this.hostSeat) ? this.hostSeat : (people[0] ?? '');
    return html`<fieldset class="wide online">
      <legend>Play online</legend>
      <p class="muted">
        Hosted on this server: each human seat gets a link to send to one person; bots play here. The seed is the server's
        secret (the seed field is not used).
      </p>
      ${
        people.length
          ? html`<div class="row">
              <label for="host-name">Your name</label>
              <input id="host-name" type="text" maxlength="40" .value=${this.hostName} @input=${(e: Event) => (this.hostName = (e.target as HTMLInputElement).value)} />
            </div>
            <div class="row">
              <label for="host-seat">Your seat</label>
              <select id="host-seat" @change=${(e: Event) => (this.hostSeat = (e.target as HTMLSelectElement).value)}>
                ${people.map((p) => html`<option value=${p} ?selected=${p === seat}>${p}</option>`)}
              </select>
            </div>`
          : html`<p class="muted">No seat is human: the bots play, and you watch.</p>`
      }
      <label><input type="checkbox" id="listed" .checked=${this.listed} @change=${(e: Event) => (this.listed = (e.target as HTMLInputElement).checked)} /> List the table in the lobby (anyone there may take an open seat)</label>
      <p><button type="button" class="host" @click=${() => this.onHost(format, seat)}>Host online</button></p>
      ${this.hostProblem ? html`<div class="problem" role="alert">${this.hostProblem}</div>` : nothing}
    </fieldset>`;
  }

  private async onHost(format: ResolvedFormat, seat: string): Promise<void> {
    if (this.settingsProblem(format)) return;
    localStorage.setItem('rs-online-name', this.hostName);
    const seats = seatChoices(format, this.seats).length;
    try {
      const { id, token } = await hostTable({
        format: format.id,
        seats: this.seats,
        controllers: this.controllers.slice(0, seats),
        options: this.changedOptions(format),
        host: seat ? { seat, name: this.hostName } : null,
        listed: this.listed,
      });
      this.dispatchEvent(new CustomEvent('rs-navigate', { detail: { href: onlineHref(id, token) }, bubbles: true, composed: true }));
    } catch (e) {
      this.hostProblem = (e as Error).message;
    }
  }

  /** Only options that differ from their defaults. */
  private changedOptions(format: ResolvedFormat): Record<string, OptionValue> {
    return Object.fromEntries(Object.entries(this.options).filter(([k, v]) => format.options?.[k]?.default !== v));
  }

  private renderOptionFields(format: ResolvedFormat) {
    const options = Object.entries(format.options ?? {});
    const presets = Object.entries(format.presets ?? {});
    const params = Object.entries(format.params ?? {});
    return html`
      ${
        presets.length
          ? html`<div class="presets">
            <label for="preset">Preset</label>
            <select id="preset" @change=${(e: Event) => this.applyPreset(format, (e.target as HTMLSelectElement).value)}>
              <option value="" ?selected=${this.preset === ''}>none</option>
              ${presets.map(([name, entries]) => html`<option value=${name} ?selected=${this.preset === name}>${name}: ${entries.join(', ')}</option>`)}
            </select>
          </div>`
          : nothing
      }
      ${options.length === 0 ? html`<p class="muted">This format has no options.</p>` : nothing}
      ${options.map(([name, def]) => {
        const value = this.options[name] ?? def.default;
        const input =
          typeof def.default === 'boolean'
            ? html`<label><input type="checkbox" data-option=${name} .checked=${value === true} @change=${(e: Event) => this.setOption(name, (e.target as HTMLInputElement).checked)} /> <span class="name">${name}</span></label>`
            : def.values
              ? html`<label><span class="name">${name}</span>
                <select data-option=${name} @change=${(e: Event) => this.setOption(name, coerce(def.default, (e.target as HTMLSelectElement).value))}>
                  ${def.values.map((v) => html`<option value=${String(v)} ?selected=${v === value}>${String(v)}</option>`)}
                </select></label>`
              : html`<label><span class="name">${name}</span>
                <input type=${typeof def.default === 'number' ? 'number' : 'text'} data-option=${name} .value=${String(value)}
                  @change=${(e: Event) => this.setOption(name, coerce(def.default, (e.target as HTMLInputElement).value))} /></label>`;
        return html`<div class="option">${input}<div class="doc">${def.doc} <span class="muted">(default ${String(def.default)})</span></div></div>`;
      })}
      ${
        params.length
          ? html`<details>
            <summary class="muted">The numbers this format uses (${params.length})</summary>
            <dl>
              ${params.map(([name, def]) => {
                const value = typeof def === 'object' && def !== null ? def.default : def;
                const doc = typeof def === 'object' && def !== null ? def.doc : '';
                return html`<dt>${name} = ${String(value)}</dt><dd>${doc ?? ''}</dd>`;
              })}
            </dl>
          </details>`
          : nothing
      }
    `;
  }

  private settingsProblem(format: ResolvedFormat): string {
    try {
      resolveSettings(format, { options: this.options });
      return '';
    } catch (e) {
      return (e as Error).message;
    }
  }

  private setSeats(n: number): void {
    this.seats = n;
    const defaults = defaultControllers(this.format!, n);
    this.controllers = defaults.map((c, i) => this.controllers[i] ?? c);
  }

  private setController(i: number, controller: string): void {
    const next = [...this.controllers];
    next[i] = controller;
    this.controllers = next;
  }

  private setOption(name: string, value: OptionValue): void {
    this.options = { ...this.options, [name]: value };
    this.preset = '';
  }

  /** A preset sets its options in the form, so the URL names each option explicitly. */
  private applyPreset(format: ResolvedFormat, name: string): void {
    const options: Record<string, OptionValue> = {};
    for (const entry of format.presets?.[name] ?? []) {
      const [key, value] = parseOptionEntry(entry);
      const def = format.options?.[key];
      options[key] = def ? coerce(def.default, String(value)) : value;
    }
    this.options = options;
    this.preset = name;
  }

  private onSeed(e: Event): void {
    this.seed = (e.target as HTMLInputElement).value.trim();
  }

  private onStart(e: Event): void {
    e.preventDefault();
    const format = this.format;
    if (!format || this.settingsProblem(format)) return;
    // Only options that differ from their defaults go in the URL.
    const options = this.changedOptions(format);
    const seats = seatChoices(format, this.seats).length;
    const href = playHref(format.id, {
      seed: seedFromText(this.seed),
      seats: this.seats,
      controllers: this.controllers.slice(0, seats),
      options,
    });
    this.dispatchEvent(new CustomEvent('rs-navigate', { detail: { href }, bubbles: true, composed: true }));
  }
}

function coerce(like: OptionValue, raw: string): OptionValue {
  if (typeof like === 'number') return Number(raw);
  if (typeof like === 'boolean') return raw === 'true';
  return raw;
}

function controllerLabel(c: string): string {
  if (c === 'human') return 'Human';
  if (c.startsWith('bot:')) return `Bot: ${c.slice(4)}`;
  if (c.startsWith('automaton:')) return `Automaton: ${c.slice(10)}`;
  return c;
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-new-game': RsNewGame;
  }
  interface HTMLElementEventMap {
    'rs-navigate': CustomEvent<{ href: string; replace?: boolean }>;
  }
}

/**
 * What the player count counts: the seats besides those an `extra` role adds on top (the
 * Shadowlands deck, the Siege's Challenge player, a person or not), named by their roles.
 */
function playersLabel(format: ResolvedFormat): string {
  if (extraSeats(format) === 0) return 'Players';
  const extra = (format.seats.roles ?? []).filter((r) => r.extra).map((r) => r.role);
  return `Players besides the ${extra.join(' and ')} seat${extraSeats(format) === 1 ? '' : 's'}`;
}
