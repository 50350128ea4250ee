// Which rules code this process runs: the CLI bundle's code id (scripts/cli-bundle.mjs sets it
// before the CLI starts: a hash of the sources and package-lock.json, the same on every machine
// with the same checkout). The format cache keys its entries by it; a sweep's workers check
// the caller's against theirs. Run from the TypeScript (tsx, tests) there is none.
export const runningCode = (): string | null => process.env.RULES_SANDBOX_BUILD || null;
