/// <reference types="mocha" />
// The shell: hash routes to pages; a play page's settings land in the URL, a secret seed never does.
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, html as litHtml } from 'lit';
import { Subject } from 'rxjs';
import { cardSources, formatSources } from 'virtual:formats';
import '../../web/app.ts';
import type { RsApp } from '../../web/app.ts';
import { ObservableController } from '../../web/observable-controller.ts';
import { onlineHref, parseRoute, playHref } from '../../web/route.ts';
import { deepQuery, settle } from './helpers.ts';

const sources = [...formatSources, ...cardSources];

describe('routes', () => {
  it('parses the catalog and play routes', () => {
    expect(parseRoute('')).to.deep.equal({ page: 'catalog' });
    expect(parseRoute('#/')).to.deep.equal({ page: 'catalog' });
    expect(parseRoute('#/play/fixture-shadows?seed=3&seats=4')).to.deep.equal({
      page: 'play',
      formatId: 'fixture-shadows',
      seed: 3,
      seats: 4,
    });
    expect(parseRoute('#/play/fixture-shadows?seed=abc')).to.deep.equal({
      page: 'play',
      formatId: 'fixture-shadows',
      seed: 'abc',
      seats: undefined,
    });
    expect(parseRoute('#/play/fixture-shadows?seed=18446744073709551615'), 'beyond 2^53 a seed stays text').to.deep.include({
      seed: '18446744073709551615',
    });
    expect(parseRoute('#/play/fixture-shadows?seed=')).to.deep.include({ seed: undefined });
    expect(parseRoute('#/elsewhere').page).to.equal('notFound');
  });

  it('parses the new-game and editor routes, and the play settings that reproduce a game', () => {
    expect(parseRoute('#/new/l5r-stronghold')).to.deep.equal({ page: 'new', formatId: 'l5r-stronghold' });
    expect(parseRoute('#/edit/l5r-skirmish')).to.deep.equal({ page: 'edit', formatId: 'l5r-skirmish' });
    const settings = {
      seed: 9,
      seats: 2,
      controllers: ['human', 'bot:greedy'],
      options: { cunning: true, waves: 3, mode: 'x' },
      preset: 'nightmare',
    };
    expect(parseRoute(playHref('l5r-stronghold', settings))).to.deep.equal({ page: 'play', formatId: 'l5r-stronghold', ...settings });
    expect(playHref('l5r-stronghold', { seed: 1, seats: 2, controllers: ['human', 'bot:greedy'] })).to.equal(
      '#/play/l5r-stronghold?seed=1&seats=2&ctl=human,bot:greedy',
    );
  });

  it('builds the links it parses', () => {
    expect(playHref('fixture-shadows', { seed: 3, seats: 2 })).to.equal('#/play/fixture-shadows?seed=3&seats=2');
    expect(parseRoute(playHref('x', { seed: -7 }))).to.deep.equal({ page: 'play', formatId: 'x', seed: -7, seats: undefined });
  });

  it('parses an online seat’s link, and a page playing several seats', () => {
    expect(parseRoute(onlineHref('a1', 'T-1_x'))).to.deep.equal({ page: 'online', table: 'a1', tokens: ['T-1_x'] });
    expect(parseRoute(onlineHref('a1', 'T1', 'T2'))).to.deep.equal({ page: 'online', table: 'a1', tokens: ['T1', 'T2'] });
    expect(onlineHref('a1', 'T1', 'T2')).to.equal('#/online/a1?token=T1&token=T2');
    expect(parseRoute('#/online/a1?token=')).to.deep.equal({ page: 'online', table: 'a1', tokens: [] });
    expect(parseRoute('#/online/a1?token=T1&token=T1'), 'one seat once').to.deep.equal({ page: 'online', table: 'a1', tokens: ['T1'] });
  });
});

/** Navigate as a link would, then let the app react. */
async function goTo(hash: string): Promise<void> {
  // Setting the hash it already has fires no hashchange: then there is nothing to wait for.
  if (location.hash !== hash) {
    const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    location.hash = hash;
    await changed;
  }
  await settle();
}

describe('<rs-app>', () => {
  const original = location.href;
  afterEach(() => history.replaceState(null, '', original));

  it('shows the catalog at #/ and a game at #/play/<id>, its settings put in the URL, never a seed it picked', async () => {
    history.replaceState(null, '', '#/');
    const app = await fixture<RsApp>(html`<rs-app .sources=${sources}></rs-app>`);
    await settle();
    expect(app.shadowRoot!.querySelector('rs-catalog')).to.not.equal(null);

    await goTo('#/play/fixture-secret-bid?seed=5');
    const play = deepQuery(app, 'rs-play') as HTMLElement & { seed?: number };
    expect(play.seed).to.equal(5);
    expect(location.hash).to.equal('#/play/fixture-secret-bid?seed=5&seats=3');

    await goTo('#/play/fixture-secret-bid');
    const dealt = deepQuery(app, 'rs-play') as HTMLElement & { seed?: number };
    expect(dealt.seed, 'a random seed stays in the game').to.equal(undefined);
    expect(location.hash).to.equal('#/play/fixture-secret-bid?seats=3');

    await goTo('#/');
    expect(app.shadowRoot!.querySelector('rs-play')).to.equal(null);
    await settle();
    expect(location.hash, 'a removed play page must not pull the URL back').to.equal('#/');
  });
});

class ObservingElement extends LitElement {
  readonly values = new Subject<string>();
  readonly controller = new ObservableController<string>(this, this.values);
  override render() {
    return litHtml`<p>${this.controller.value ?? 'nothing yet'}</p>`;
  }
}
customElements.define('test-observing-element', ObservingElement);

describe('ObservableController', () => {
  it('renders each value while connected and unsubscribes when disconnected', async () => {
    const el = await fixture<ObservingElement>(html`<test-observing-element></test-observing-element>`);
    expect(el.shadowRoot!.textContent).to.contain('nothing yet');
    el.values.next('first');
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('first');
    expect(el.values.observed).to.equal(true);
    el.remove();
    expect(el.values.observed).to.equal(false);
    document.body.append(el);
    expect(el.values.observed).to.equal(true);
    el.values.next('again');
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('again');
  });
});
