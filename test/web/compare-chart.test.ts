/// <reference types="mocha" />
// <rs-metric-chart>: a metric per round drawn with uPlot, one line per variant in its
// letter's colour, the 95% interval as a band that can be turned off.
import { expect, fixture, html } from '@open-wc/testing';
import type uPlot from 'uplot';
import '../../web/compare/metric-chart.ts';
import { chartData, type RsMetricChart } from '../../web/compare/metric-chart.ts';
import { variantColour, type MetricChart } from '../../web/compare/compare-model.ts';

const chart: MetricChart = {
  metric: 'power',
  doc: 'total power at the end of the round',
  per: 'round',
  xs: [1, 2, 3, 4],
  lines: [
    { variant: 0, name: 'A fixture-shadows seats=2', mean: [1, 3, 6, 8], lo: [0.5, 2, 5, 7], hi: [1.5, 4, 7, 9] },
    { variant: 1, name: 'B fixture-shadows seats=4', mean: [2, 5, null, null], lo: [1, 4, null, null], hi: [3, 6, null, null] },
    { variant: 2, name: 'C fixture-shadows seats=3', mean: [1, 2, 4, null], lo: [1, 2, 4, null], hi: [1, 2, 4, null] },
  ],
};

/** The bands a drawn chart holds (uPlot keeps them on the instance; its types don't say so). */
const bandsOf = (plot: uPlot) => (plot as unknown as { bands?: uPlot.Band[] }).bands ?? [];

async function drawn(bands = true): Promise<RsMetricChart> {
  const el = await fixture<RsMetricChart>(html`<rs-metric-chart style="width: 480px" .chart=${chart} .bands=${bands}></rs-metric-chart>`);
  await el.updateComplete;
  return el;
}

describe('<rs-metric-chart>', () => {
  it('draws one line per variant, named by letter and label, in its colour, over the rounds', async () => {
    const el = await drawn();
    const plot = el.plot!;
    expect(plot, 'a uPlot instance').to.not.equal(undefined);
    const lines = plot.series.filter((s) => s.class === 'variant');
    expect(lines.map((s) => s.label)).to.deep.equal(chart.lines.map((l) => l.name));
    expect(lines.map((s) => s.stroke)).to.have.length(3);
    expect(lines.map((s) => (typeof s.stroke === 'function' ? s.stroke(plot, 1) : s.stroke))).to.deep.equal([0, 1, 2].map(variantColour));
    expect(plot.data[0]).to.deep.equal([1, 2, 3, 4]);
    expect(plot.data[2]).to.deep.equal([2, 5, null, null]);
    // Drawn into the shadow root, with the legend showing the variants (not the band edges).
    const canvas = el.shadowRoot!.querySelector('.plot canvas') as HTMLCanvasElement;
    expect(canvas.width).to.be.greaterThan(200);
    expect(el.shadowRoot!.querySelector('figcaption')!.textContent).to.contain('power').and.contain('total power at the end of the round');
    const legend = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.u-legend .u-series')].filter(
      (tr) => getComputedStyle(tr).display !== 'none',
    );
    expect(legend.map((tr) => tr.querySelector('.u-label')!.textContent)).to.deep.equal(chart.lines.map((l) => l.name));
    // uPlot's own stylesheet applies inside the shadow root.
    expect(getComputedStyle(el.shadowRoot!.querySelector('.u-over')!).position).to.equal('absolute');
  });

  it("draws each line's interval as a band, and not when bands are off", async () => {
    const el = await drawn(true);
    expect(el.plot!.series.length).to.equal(1 + 3 + 6);
    expect(bandsOf(el.plot!).length).to.equal(3);
    // The band of B runs between its hi and lo series.
    const [hi, lo] = bandsOf(el.plot!)[1]!.series;
    expect(el.plot!.data[hi]).to.deep.equal(chart.lines[1]!.hi);
    expect(el.plot!.data[lo]).to.deep.equal(chart.lines[1]!.lo);

    el.bands = false;
    await el.updateComplete;
    expect(el.plot!.series.length).to.equal(1 + 3);
    expect(bandsOf(el.plot!)).to.have.length(0);
    expect(el.shadowRoot!.querySelectorAll('.uplot').length, 'the old chart is replaced, not kept beside').to.equal(1);
    expect(chartData(chart, false)).to.have.length(4);
  });

  it('moves the lines to new figures for the same variants, and redraws for other variants', async () => {
    const el = await drawn();
    const first = el.plot!;
    el.chart = { ...chart, xs: [1, 2], lines: chart.lines.map((l) => ({ ...l, mean: [7, 7], lo: [6, 6], hi: [8, 8] })) };
    await el.updateComplete;
    expect(el.plot, 'the same plot, new data').to.equal(first);
    expect(el.plot!.data[0]).to.deep.equal([1, 2]);
    expect(el.plot!.data[1]).to.deep.equal([7, 7]);
    el.chart = { ...chart, lines: chart.lines.slice(0, 2) };
    await el.updateComplete;
    expect(el.plot).to.not.equal(first);
    expect(el.plot!.series.filter((s) => s.class === 'variant').length).to.equal(2);
    // Taken out of the page and put back, it is drawn again.
    const parent = el.parentElement!;
    el.remove();
    expect(el.plot).to.equal(undefined);
    parent.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.uplot').length).to.equal(1);
    expect(el.plot!.series.filter((s) => s.class === 'variant').length).to.equal(2);
  });

  it('draws nothing for a metric no game reached a round of', async () => {
    const el = await fixture<RsMetricChart>(html`<rs-metric-chart .chart=${{ ...chart, xs: [], lines: [] }}></rs-metric-chart>`);
    await el.updateComplete;
    expect(el.plot).to.equal(undefined);
    expect(el.shadowRoot!.querySelector('canvas')).to.equal(null);
  });
});
