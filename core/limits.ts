// How much is too much: bounds that turn a typo (a bid range of 1..1e8, a repeat that never
// asks, a 20 MB YAML value) into a clear error instead of a flood, a busy loop or a hang.

/** More options than anyone could choose among: a range or a param gone wrong, not a decision. */
export const MAX_OPTIONS = 1_000;

/**
 * Steps run between two decisions before the flow is called stuck. Real games run a few tens
 * (32 at most over bot games of every format, measured for issue 11): this is far beyond.
 */
export const STEP_BUDGET = 10_000;

/** Characters in one YAML file (a format, a card set, a scenario): far above any real one. */
export const MAX_YAML_CHARS = 2_000_000;
