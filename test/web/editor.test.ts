/// <reference types="mocha" />
// The format editor: the text is checked as typed, errors land at their lines in the code
// editor, and the resolved preview shows the format with its extends chain merged.
import { expect, fixture, html } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import '../../web/editor/format-editor.ts';
import type { RsFormatEditor } from '../../web/editor/format-editor.ts';
import { checkFormat } from '../../web/editor/format-check.ts';
import type { RsCodeEditor } from '../../web/editor/code-editor.ts';
import { deepQuery, deepQueryAll, settle, until } from './helpers.ts';

const sources = [...formatSources, ...cardSources];
const skirmish = sources.find((s) => s.path.endsWith('l5r-skirmish.yaml'))!;

describe('checkFormat', () => {
  it('resolves the edited text over the other files, extends and all', () => {
    const check = checkFormat(sources, skirmish.path, skirmish.text);
    expect(check.issues).to.deep.equal([]);
    expect(check.format?.chain).to.deep.equal(['l5r-stronghold', 'l5r-skirmish']);
    expect(check.preview).to.match(/extends l5r-stronghold/);
    // Inherited from the base: the phases the skirmish file does not write.
    expect(check.preview).to.contain('dynasty:');
    expect(check.preview).to.contain('honorVictory:');
  });

  it('reports a schema error in the edited file at its line', () => {
    const text = skirmish.text.replace(/^( {2}maxBid: .*)$/m, '$1\n  maxBid2: { defualt: 3 }');
    const line = text.split('\n').findIndex((l) => l.includes('maxBid2')) + 1;
    const check = checkFormat(sources, skirmish.path, text);
    expect(check.own.length).to.be.greaterThan(0);
    expect(check.own[0]!.line).to.equal(line);
    expect(check.own[0]!.file).to.equal(skirmish.path);
    expect(check.format).to.equal(undefined);
  });

  it('reports YAML that does not parse', () => {
    const check = checkFormat(sources, skirmish.path, 'id: l5r-skirmish\nname: [unclosed\n');
    expect(check.own.length).to.be.greaterThan(0);
    expect(check.own[0]!.line).to.be.greaterThan(0);
  });
});

describe('<rs-format-editor>', () => {
  it('opens the format in CodeMirror and marks a broken line', async () => {
    const el = await fixture<RsFormatEditor>(html`<rs-format-editor .sources=${sources} .formatId=${'l5r-skirmish'}></rs-format-editor>`);
    await settle();
    const code = deepQuery<RsCodeEditor>(el, 'rs-code-editor');
    expect(code.editor!.state.doc.toString()).to.equal(skirmish.text);
    expect(deepQuery(el, '[data-field="check-status"]').textContent).to.equal('valid');
    const edits: string[] = [];
    el.addEventListener('rs-edit', (e) => edits.push(e.detail.text));
    code.editor!.dispatch({ changes: { from: 0, insert: 'bogus: 1\n' } });
    await until(
      () =>
        /problem/.test(deepQuery(el, '[data-field="check-status"]').textContent ?? '') &&
        deepQueryAll(code, '.cm-lintRange-error').length > 0,
      'the check to run after the edit',
    );
    await settle();
    expect(deepQuery(el, '[data-field="check-status"]').textContent).to.match(/problem/);
    expect(edits.length).to.equal(1);
    const marked = deepQueryAll(code, '.cm-lintRange-error');
    expect(marked.length).to.be.greaterThan(0);
    expect(marked[0]!.textContent).to.contain('bogus');
    expect(deepQuery(el, 'ul.problems li').getAttribute('data-line')).to.equal('1');
    expect(deepQuery<HTMLButtonElement>(el, 'button.play').disabled).to.equal(true);
  });
});
