// End to end, in Chromium: `rules-sandbox compare ... --json` and the comparison page, given
// the same variants, games and seed, show the same table cell for cell (the page playing on
// Web Workers), and the page charts every metric with a line per variant.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import type { Comparison } from '../../core/compare/report.ts';
import { comparisonRows } from '../../core/compare/render.ts';
import { compareHref } from '../../web/route.ts';
import { useApp } from './support/app.ts';

const { open } = useApp();
const root = fileURLToPath(new URL('../../', import.meta.url));

// A test format (stable while the L5R rules grow) that declares metrics of each kind, and
// where, at these seeds, B's wins differ from A's enough to be marked.
const SPECS = ['fixture-shadows seats=2', 'fixture-shadows seats=4'];
const GAMES = 12;
const SEED = 5;

describe('the comparison page', () => {
  it('shows the figures the CLI prints for the same variants, games and seed, and charts every metric', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['bin/rules-sandbox.mjs', 'compare', ...SPECS, '--games', String(GAMES), '--seed', String(SEED), '--json', '--no-progress'],
      { cwd: root, maxBuffer: 32 * 1024 * 1024 },
    );
    const cli = JSON.parse(stdout) as Comparison;
    const want = comparisonRows(cli);
    const metrics = Object.keys(cli.variants[0]!.series);
    assert.ok(metrics.length > 0, 'the format declares metrics to chart');

    const { page, errors } = await open(compareHref({ specs: SPECS, games: GAMES, seed: SEED }));
    try {
      // The URL names a whole run, so it starts on its own; the progress bar shows while it goes.
      await page
        .locator('rs-compare [data-field="progress"]')
        .or(page.locator('rs-compare section.results[data-partial=""]'))
        .first()
        .waitFor();
      await page.locator('rs-compare section.results[data-partial=""]').waitFor({ timeout: 30_000 });
      assert.equal(await page.locator('rs-compare [data-field="run-error"]').count(), 0);

      const shown = await page.locator('rs-compare table.comparison tr.row').evaluateAll((trs) =>
        trs.map((tr) => ({
          section: tr.getAttribute('data-section'),
          name: tr.querySelector('td.name')!.textContent,
          cells: [...tr.querySelectorAll('td.cell .value')].map((c) => c.textContent),
          marked: [...tr.querySelectorAll('td.cell')].map((c) => c.querySelector('abbr.mark') !== null),
        })),
      );
      assert.deepEqual(
        shown,
        want.map((r) => ({ section: r.section, name: r.name, cells: r.cells, marked: r.marked })),
      );
      assert.ok(
        shown.some((r) => r.marked.some(Boolean)),
        'a marked cell to check',
      );
      for (const title of await page
        .locator('rs-compare td.cell abbr.mark')
        .evaluateAll((marks) => marks.map((m) => m.getAttribute('title')))) {
        assert.equal(title, 'differs from A at p < 0.05');
      }

      // One chart per metric, each with a line (and a legend entry) per variant.
      const charts = page.locator('rs-compare rs-metric-chart');
      assert.deepEqual(await charts.evaluateAll((els) => els.map((el) => el.getAttribute('data-metric'))), metrics);
      for (const metric of metrics) {
        const chart = page.locator(`rs-compare rs-metric-chart[data-metric="${metric}"]`);
        await chart.locator('canvas').waitFor();
        const legend = await chart.locator('.u-legend tr.u-series.variant .u-label').allInnerTexts();
        assert.deepEqual(
          legend,
          SPECS.map((spec, i) => `${'AB'[i]} ${spec}`),
          metric,
        );
      }
      assert.deepEqual(errors, []);
    } finally {
      await page.context().close();
    }
  });
});
