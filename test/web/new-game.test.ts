/// <reference types="mocha" />
// The new-game form: seats as human or bots (the module's own bots offered), options with
// their docs, a secret random seed unless one is typed, and a play URL that names the settings.
import { expect, fixture, html } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import '../../web/new-game.ts';
import { defaultControllers, seatChoices, type RsNewGame } from '../../web/new-game.ts';
import { parseRoute } from '../../web/route.ts';
import { deepText, settle } from './helpers.ts';
import { registry } from '../../formats/index.ts';

const sources = [...formatSources, ...cardSources];
const catalog = loadCatalog(sources, registry);

describe('<rs-new-game>', () => {
  it('offers human and every bot of the rules module for each seat', () => {
    const l5r = resolveFormat(catalog, 'l5r-stronghold');
    const choices = seatChoices(l5r, 2);
    expect(choices.map((c) => c.seat)).to.deep.equal(['p1', 'p2']);
    expect(choices[0]!.choices).to.deep.equal(['human', 'bot:random', 'bot:greedy']);
    expect(defaultControllers(l5r, 2)).to.deep.equal(['human', 'bot:greedy']);
    expect(defaultControllers(resolveFormat(catalog, 'fixture-secret-bid'), 3)).to.deep.equal(['human', 'bot:random', 'bot:random']);
  });

  it('starts a game with the seats, seed and options chosen, in a URL that says them all', async () => {
    const el = await fixture<RsNewGame>(html`<rs-new-game .sources=${sources} .formatId=${'l5r-stronghold'}></rs-new-game>`);
    await settle();
    const root = el.shadowRoot!;
    expect(deepText(el)).to.contain('L5R LCG — stronghold format');
    const seed = root.querySelector<HTMLInputElement>('input#seed')!;
    expect(seed.value, 'a random seed, kept secret, by default').to.equal('');
    expect(root.querySelector('[data-field="team-turns"]'), 'each seat its own team').to.equal(null);
    seed.value = '77';
    seed.dispatchEvent(new Event('change'));
    const p2 = root.querySelector<HTMLSelectElement>('select.controller[data-seat="p2"]')!;
    p2.value = 'human';
    p2.dispatchEvent(new Event('change'));
    await settle();
    let href = '';
    el.addEventListener('rs-navigate', (e) => (href = e.detail.href));
    root.querySelector<HTMLButtonElement>('button.start')!.click();
    expect(parseRoute(href)).to.deep.equal({
      page: 'play',
      formatId: 'l5r-stronghold',
      seed: 77,
      seats: 2,
      controllers: ['human', 'human'],
    });
  });

  it('starts with a random seed that the URL does not name, and says how a team shares its opportunity', async () => {
    const el = await fixture<RsNewGame>(html`<rs-new-game .sources=${sources} .formatId=${'l5r-shadowlands-coop'}></rs-new-game>`);
    await settle();
    expect(deepText(el.shadowRoot!.querySelector('[data-field="team-turns"]')!)).to.contain('the first to act uses it for the team');
    let href = '';
    el.addEventListener('rs-navigate', (e) => (href = e.detail.href));
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.start')!.click();
    const route = parseRoute(href);
    expect(route.page).to.equal('play');
    expect((route as { seed?: unknown }).seed).to.equal(undefined);
  });

  it("says what the player count counts: the seats besides the one an extra role adds (it said 'besides automated seats' of a person's)", async () => {
    for (const [id, label] of [
      ['l5r-shadowlands-challenge', 'Players besides the shadowlands seat'],
      ['l5r-ccg-siege', 'Players besides the challenge seat'],
      ['l5r-stronghold', 'Players'],
    ]) {
      const el = await fixture<RsNewGame>(html`<rs-new-game .sources=${sources} .formatId=${id}></rs-new-game>`);
      await settle();
      expect(el.shadowRoot!.querySelector('label[for="seats"]')!.textContent).to.equal(label);
      const count = Number(el.shadowRoot!.querySelector<HTMLSelectElement>('#seats')!.value);
      const rows = el.shadowRoot!.querySelectorAll('select.controller').length;
      expect(rows).to.equal(label === 'Players' ? count : count + 1);
    }
  });

  it('shows why a format cannot be played', async () => {
    const el = await fixture<RsNewGame>(html`<rs-new-game .sources=${sources} .formatId=${'nope'}></rs-new-game>`);
    await settle();
    expect(deepText(el)).to.contain('unknown format "nope"');
  });
});
