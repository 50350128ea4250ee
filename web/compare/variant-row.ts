// One variant on the comparison form: its letter, format, "key=value ..." settings, a button
// per setting its format offers, and its problems. A template, not a component: its fields
// must stay inside the page's <form> (Enter in any of them runs the comparison).
import { css, html, nothing } from 'lit';
import { letter } from '../../core/compare/render.ts';
import type { CatalogRow } from '../catalog-model.ts';
import {
  hasSetting,
  settingChoices,
  withSetting,
  withoutSetting,
  type SettingChoice,
  type VariantCheck,
  type VariantRow,
} from './compare-model.ts';
import { variantLetter } from './variant-letter.ts';
import '../issue-list.ts';

export interface VariantRowView {
  row: VariantRow;
  /** Its place in the form: 0 is variant A. */
  index: number;
  check: VariantCheck;
  /** The formats that resolve, for the format menu. */
  formats: readonly CatalogRow[];
  /** The problems are shown once Run was pressed, or once this row was edited. */
  showProblems: boolean;
  /** A run is going: the form is locked. */
  running: boolean;
  removable: boolean;
  /** Edit the row: `change` is applied to the row as it is when the edit comes (several clicks may come before a render). */
  onEdit: (change: (row: VariantRow) => VariantRow) => void;
  onRemove: () => void;
}

export const variantRowStyles = css`
  .variant {
    display: grid;
    grid-template-columns: 1.8rem minmax(12rem, 16rem) minmax(0, 1fr) auto;
    gap: 0.3rem 0.5rem;
    align-items: center;
    background: var(--rs-surface);
    border: 1px solid var(--rs-border);
    border-radius: var(--rs-radius);
    padding: 0.5rem 0.7rem;
  }
  .variant.invalid {
    border-color: var(--rs-bad);
  }
  .variant > .choices,
  .variant > rs-issue-list {
    grid-column: 2 / -1;
  }
  input.settings {
    font-family: var(--rs-mono);
    font-size: 0.84rem;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.35rem;
    align-items: center;
    font-size: 0.78rem;
  }
  .choices .group {
    color: var(--rs-muted);
    margin-left: 0.4rem;
  }
  .choices .group:first-child {
    margin-left: 0;
  }
  button.choice {
    font-family: var(--rs-mono);
    font-size: 0.74rem;
    padding: 0.05rem 0.4rem;
    border-radius: 999px;
  }
  button.choice[aria-pressed='true'] {
    background: var(--rs-accent-soft);
    border-color: var(--rs-accent);
    color: var(--rs-accent);
  }
  .choices details {
    display: contents;
  }
`;

export function variantRow(v: VariantRowView) {
  const { row, index: i, check, formats, running } = v;
  const showProblems = check.issues.length > 0 && v.showProblems;
  const known = formats.some((f) => f.id === row.format);
  const format = check.prepared?.format ?? formats.find((f) => f.id === row.format)?.format;
  // Settings mean something only to their format; a new format starts from its defaults.
  const setFormat = (format: string) => v.onEdit(() => ({ format, settings: '' }));
  const setSettings = (settings: string) => v.onEdit((r) => ({ ...r, settings }));
  return html`<div class="variant ${showProblems ? 'invalid' : ''}" data-variant=${letter(i)}>
      ${variantLetter(i)}
      <select class="format" aria-label="Format of variant ${letter(i)}" ?disabled=${running} @change=${(e: Event) => setFormat((e.target as HTMLSelectElement).value)}>
        ${known ? nothing : html`<option value=${row.format} selected>${row.format || '(no format)'}</option>`}
        <optgroup label="Formats">
          ${formats.filter((f) => !f.fixture).map((f) => html`<option value=${f.id} ?selected=${f.id === row.format}>${f.id}</option>`)}
        </optgroup>
        <optgroup label="Test formats">
          ${formats.filter((f) => f.fixture).map((f) => html`<option value=${f.id} ?selected=${f.id === row.format}>${f.id}</option>`)}
        </optgroup>
      </select>
      <input
        class="settings"
        type="text"
        aria-label="Settings of variant ${letter(i)}"
        placeholder="key=value … (seats=2 bots=greedy preset=… option=value param.name=value)"
        spellcheck="false"
        .value=${row.settings}
        ?disabled=${running}
        @input=${(e: Event) => setSettings((e.target as HTMLInputElement).value)}
      />
      <button type="button" class="remove" title="Remove variant ${letter(i)}" ?disabled=${running || !v.removable} @click=${v.onRemove}>Remove</button>
      ${format ? settingButtons(row.settings, settingChoices(format), running, v.onEdit) : nothing}
      ${showProblems ? html`<rs-issue-list class="problems" role="alert" .issues=${check.issues}></rs-issue-list>` : nothing}
    </div>`;
}

/** A button per setting: on, it sets its entry (in place of the same key's); pressed again, it takes it out. */
function settingButtons(settings: string, choices: SettingChoice[], running: boolean, onEdit: VariantRowView['onEdit']) {
  const toggle = (entry: string) => (r: VariantRow) => ({
    ...r,
    settings: hasSetting(r.settings, entry) ? withoutSetting(r.settings, entry) : withSetting(r.settings, entry),
  });
  const chip = (c: SettingChoice) => {
    const on = hasSetting(settings, c.entry);
    return html`<button type="button" class="choice" data-entry=${c.entry} title=${c.title} aria-pressed=${on ? 'true' : 'false'} ?disabled=${running}
        @click=${() => onEdit(toggle(c.entry))}>${c.entry}</button>`;
  };
  const group = (name: SettingChoice['group'], label: string) => {
    const of = choices.filter((c) => c.group === name);
    return of.length ? html`<span class="group">${label}</span>${of.map(chip)}` : nothing;
  };
  const params = choices.filter((c) => c.group === 'params');
  return html`<div class="choices">
      ${group('seats', 'seats')} ${group('preset', 'preset')} ${group('bots', 'bots')} ${group('options', 'options')}
      ${
        params.length
          ? html`<details>
            <summary class="group">params (${params.length})</summary>
            ${params.map(chip)}
          </details>`
          : nothing
      }
    </div>`;
}
