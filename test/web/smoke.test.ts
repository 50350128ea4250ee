/// <reference types="mocha" />
// Proves the browser pipeline end to end: Lit in a real Chromium, CommonJS ajv bundled by
// esbuild, and the generated `virtual:formats` module. The web team replaces this file.
import { expect, fixture, html } from '@open-wc/testing';
import Ajv from 'ajv';
import { LitElement } from 'lit';
import { cardSources, formatSources } from 'virtual:formats';

class SmokeGreeting extends LitElement {
  static override properties = { name: {} };
  declare name: string;

  constructor() {
    super();
    this.name = 'world';
  }

  override render() {
    return html`<p>Hello, ${this.name}!</p>`;
  }
}
customElements.define('smoke-greeting', SmokeGreeting);

describe('browser toolchain', () => {
  it('renders a Lit element into its shadow DOM', async () => {
    const el = await fixture<SmokeGreeting>(html`<smoke-greeting name="rules"></smoke-greeting>`);
    expect(el.shadowRoot?.querySelector('p')?.textContent).to.equal('Hello, rules!');
  });

  it('runs ajv, which is CommonJS-only', () => {
    const validate = new Ajv().compile({ type: 'object', required: ['id'] });
    expect(validate({ id: 1 })).to.equal(true);
    expect(validate({})).to.equal(false);
  });

  it('imports YAML sources through virtual:formats', () => {
    expect(formatSources).to.be.an('array');
    expect(cardSources).to.be.an('array');
  });
});
