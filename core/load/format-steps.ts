// Every step of a format, wherever it is written — setup, a phase's beginning and steps, and
// the steps nested in each, repeat, if and a window's onFirstPass — with its path in the
// format, for the load checks that look at steps (rule names, ranges).
import type { FormatFile, Step } from '../schema/format-schema.ts';
import type { Path } from './yaml-source.ts';

export function forEachStep(format: FormatFile, visit: (step: Step, path: Path) => void): void {
  const walk = (steps: readonly Step[] | undefined, at: Path) => {
    steps?.forEach((step, i) => {
      const here = [...at, i];
      visit(step, here);
      walk(step.window?.onFirstPass, [...here, 'window', 'onFirstPass']);
      walk(step.each?.steps, [...here, 'each', 'steps']);
      walk(step.repeat?.steps, [...here, 'repeat', 'steps']);
      walk(step.if?.then, [...here, 'if', 'then']);
      walk(step.if?.else, [...here, 'if', 'else']);
    });
  };
  walk(format.setup, ['setup']);
  for (const [id, phase] of Object.entries(format.phases)) {
    walk(phase.beginning, ['phases', id, 'beginning']);
    walk(phase.steps, ['phases', id, 'steps']);
  }
}
