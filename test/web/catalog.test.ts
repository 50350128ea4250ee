/// <reference types="mocha" />
// The catalog lists every format with its status; broken files show where they are wrong.
import { expect, fixture, html } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog } from '../../core/load/catalog.ts';
import '../../web/catalog.ts';
import type { RsCatalog } from '../../web/catalog.ts';
import { deepQueryAll, deepText, settle } from './helpers.ts';
import { registry } from '../../formats/index.ts';

const sources = [...formatSources, ...cardSources];
const loaded = loadCatalog(sources, registry);
const catalogRowsCount = loaded.formats.size;
const fixtureIds = [...loaded.formats.values()].filter((entry) => entry.value.fixture === true).map((entry) => entry.id);

async function catalogOf(list: readonly { path: string; text: string }[]): Promise<RsCatalog> {
  const el = await fixture<RsCatalog>(html`<rs-catalog .sources=${list}></rs-catalog>`);
  await settle();
  return el;
}

function row(el: RsCatalog, id: string): HTMLElement {
  const li = el.shadowRoot!.querySelector<HTMLElement>(`li[data-format="${id}"]`);
  if (!li) throw new Error(`no catalog row for ${id}`);
  return li;
}

describe('<rs-catalog>', () => {
  it('finds the fixture formats through virtual:formats', () => {
    expect(fixtureIds).to.include.members(['fixture-secret-bid', 'fixture-shadows']);
  });

  it('renders every fixture format as a valid test format with a Play link', async () => {
    const el = await catalogOf(sources);
    for (const id of fixtureIds) {
      const li = row(el, id);
      expect(li.querySelector('.badge.fixture')?.textContent?.trim(), id).to.equal('test format');
      expect(li.querySelector('.status')?.textContent?.trim(), id).to.equal('valid');
      expect(li.querySelector<HTMLAnchorElement>('a.play')?.getAttribute('href'), id).to.equal(`#/new/${id}`);
      expect(li.querySelector<HTMLAnchorElement>('a.edit')?.getAttribute('href'), id).to.equal(`#/edit/${id}`);
      expect(li.querySelector('.id')?.textContent, id).to.equal(id);
      expect(li.textContent, id).to.contain(`test/fixtures/formats/${id}.yaml`);
    }
    // Test formats are set apart from formats people play.
    const fixturesGroup = el.shadowRoot!.querySelector('ul[data-group="fixtures"]')!;
    expect(fixturesGroup.querySelectorAll('li').length).to.equal(fixtureIds.length);
  });

  it('shows seats, description and the rules document of a format', async () => {
    const el = await catalogOf(sources);
    const li = row(el, 'fixture-secret-bid');
    expect(li.querySelector('.seats')?.textContent).to.equal('2–5 players');
    expect(li.querySelector('.description')?.textContent).to.contain('Seats secretly bid 1–5');
  });

  it('lists a format that fails to resolve with its errors at file:line:col', async () => {
    const broken = {
      path: 'test/web/broken-format.yaml',
      text: [
        'id: broken-format',
        'name: A broken format',
        'seats: { min: two, max: 3 }',
        'zones: []',
        'round: [main]',
        'phases: { main: { steps: [] } }',
        'win: []',
      ].join('\n'),
    };
    const el = await catalogOf([...sources, broken]);
    const li = row(el, 'broken-format');
    expect(li.classList.contains('invalid')).to.equal(true);
    expect(li.querySelector('.status')?.textContent).to.contain('1 error');
    expect(li.querySelector('a.play')).to.equal(null);
    const issues = deepText(li.querySelector('rs-issue-list')!);
    expect(issues).to.match(/test\/web\/broken-format\.yaml:3:\d+/);
    expect(issues).to.contain('seats.min');
    // The good formats are still there and still valid.
    expect(row(el, 'fixture-shadows').querySelector('.status')?.textContent?.trim()).to.equal('valid');
  });

  it('lists a format whose base is missing, with what its own file says', async () => {
    const variant = {
      path: 'test/web/orphan.yaml',
      text: 'id: orphan\nextends: no-such-base\nname: An orphan variant\ndescription: Nobody to inherit from.\n',
    };
    const el = await catalogOf([...sources, variant]);
    const li = row(el, 'orphan');
    expect(li.querySelector('h3')?.textContent).to.equal('An orphan variant');
    expect(li.querySelector('.description')?.textContent).to.equal('Nobody to inherit from.');
    expect(deepText(li)).to.match(/test\/web\/orphan\.yaml:2:\d+.*unknown base format "no-such-base"/);
  });

  it('lists a format file that does not parse, with its syntax error at file:line', async () => {
    const bad = { path: 'test/web/not-yaml.yaml', text: 'id: nope\nname: [unclosed\n' };
    const el = await catalogOf([...sources, bad]);
    expect(deepText(el)).to.match(/test\/web\/not-yaml\.yaml:\d+:\d+/);
    const li = el.shadowRoot!.querySelector('li[data-format="nope"]');
    if (li) expect(li.querySelector('a.play'), 'a broken format has no Play link').to.equal(null);
  });

  it('lists a file that is no format at all under files with problems', async () => {
    const stray = { path: 'test/web/stray.yaml', text: 'just: [broken\n' };
    const el = await catalogOf([...sources, stray]);
    const files = el.shadowRoot!.querySelector('[data-testid="file-issues"]');
    expect(files, 'the files-with-problems section').to.not.equal(null);
    expect(deepText(files!)).to.match(/test\/web\/stray\.yaml:\d+:\d+/);
    expect(deepQueryAll(el, 'li.format').length).to.equal(catalogRowsCount);
  });
});
