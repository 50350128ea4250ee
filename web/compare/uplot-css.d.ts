// uPlot's stylesheet, imported as text (`with { type: 'text' }`) so the chart component can
// put it in its own shadow root, where a page-level stylesheet wouldn't reach.
declare module 'uplot/dist/uPlot.min.css' {
  const text: string;
  export default text;
}
