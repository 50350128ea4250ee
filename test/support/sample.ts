// How many games a property test plays. `npm test` plays each test's own small, fixed sample
// (sized to catch what the property has caught so far); `npm run soak -- --games N` runs the
// same tests again with N games each, in Node through the environment and in Chromium through
// the page (web-test-runner.config.mjs writes the soak's settings into it).

interface Soak {
  games?: number;
  /** The one format a browser soak run covers (scripts/soak.mjs runs one at a time). */
  format?: string;
}

declare global {
  var rulesSandboxSoak: Soak | undefined;
}

/** The soak's settings, or an empty object in a plain test run. */
function soak(): Soak {
  if (globalThis.rulesSandboxSoak) return globalThis.rulesSandboxSoak;
  const games = globalThis.process?.env.RULES_SANDBOX_SOAK_GAMES;
  return games ? { games: Number(games) } : {};
}

/** `games` in `npm test`; the soak's N under `npm run soak`. */
export function sampleGames(games: number): number {
  return soak().games ?? games;
}

/** Whether a per-format sample of `formatId` runs: every format, unless a browser soak run names one. */
export function sampleCovers(formatId: string): boolean {
  const only = soak().format;
  return only === undefined || only === formatId;
}
