// One shape for every load-time problem, so the CLI, the web editor and tests all print
// `file:line:col: message` the same way and never show a stack trace.

/**
 * A problem found while loading. `line`/`col` are 1-based; `line: 0` means the problem
 * has no position in the file (an unknown option given on the command line), and an empty
 * `file` means it concerns no file at all (an unknown format id).
 */
export interface Issue {
  file: string;
  line: number;
  col: number;
  message: string;
}

export function formatIssue(issue: Issue): string {
  const where = issue.line > 0 ? `${issue.file}:${issue.line}:${issue.col}` : issue.file;
  return where ? `${where}: ${issue.message}` : issue.message;
}

export function formatIssues(issues: readonly Issue[]): string {
  return issues.map(formatIssue).join('\n');
}

/** Reading order: by file, then by position. */
export function sortIssues(issues: readonly Issue[]): Issue[] {
  const byFile = (a: Issue, b: Issue) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  return [...issues].sort((a, b) => byFile(a, b) || a.line - b.line || a.col - b.col);
}

export class LoadError extends Error {
  readonly issues: Issue[];

  constructor(issues: Issue[]) {
    super(formatIssues(issues));
    this.name = 'LoadError';
    this.issues = issues;
  }
}

/** Throws when there is anything to report; callers then continue with known-good data. */
export function throwIfAny(issues: Issue[]): void {
  if (issues.length > 0) throw new LoadError(issues);
}
