/**
 * The smallest format a test can load: one phase running `steps`, and a seat counter, score,
 * that the win check reads. `extra` is top-level YAML placed before the round. Tests that
 * expect an error at a line count on this layout: `extra` starts on line 8; with `extra` one line
 * long (or none), the first step is on line 13 and the first win check on line 15.
 */
export function scoreFormat(
  id: string,
  {
    extra = '',
    steps = '      - counter: { who: each, name: score, add: 1 }',
    win = '  - reach: { counter: seat.score, atLeast: 3, reason: scored }',
    seats = '{ min: 2, max: 2 }',
  } = {},
): string {
  return `id: ${id}
name: ${id}
seats: ${seats}
firstPlayer: { kind: seat, choose: first }
counters:
  seat: { score: { start: 0 } }
zones: []
${extra}
round: [main]
phases:
  main:
    steps:
${steps}
win:
${win}
roundLimit: 5
`;
}
