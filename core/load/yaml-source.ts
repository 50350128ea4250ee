// Parses YAML text while keeping the Document and its LineCounter, so that any later
// problem found on the plain value (schema, cross-references) can be traced back to the
// line and column the user wrote.
import { Document, parseDocument, LineCounter, isAlias, isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import { MAX_YAML_CHARS } from '../limits.ts';
import type { Issue } from './issues.ts';

export interface SourceText {
  path: string;
  text: string;
}

export type Path = readonly (string | number)[];

/** A problem at a path in a parsed value; `atKey` points at the key itself, not its value. */
export interface PathError {
  path: Path;
  message: string;
  atKey?: boolean;
}

export interface YamlSource {
  path: string;
  doc: Document;
  lineCounter: LineCounter;
  /** The plain JS value; undefined when the text did not parse. */
  value: unknown;
  /** Syntax problems; empty when `value` is usable. */
  issues: Issue[];
}

// The library's wording for this one names its own API, which means nothing to an author.
const REWORDED: Record<string, string> = {
  MULTIPLE_DOCS: 'a file holds one YAML document; remove the extra "---"',
};

export function parseSource({ path, text }: SourceText): YamlSource {
  const lineCounter = new LineCounter();
  if (text.length > MAX_YAML_CHARS) {
    const message = `${(text.length / 1e6).toFixed(1)} million characters; a YAML file here holds at most ${MAX_YAML_CHARS / 1e6} million (the largest in the project is under 0.1)`;
    return { path, doc: new Document(null), lineCounter, value: undefined, issues: [{ file: path, line: 1, col: 1, message }] };
  }
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const issues: Issue[] = doc.errors.map((error) => {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    return { file: path, line, col, message: REWORDED[error.code] ?? error.message };
  });
  if (issues.length > 0) return { path, doc, lineCounter, value: undefined, issues };
  try {
    return { path, doc, lineCounter, value: doc.toJS(), issues };
  } catch (error) {
    // toJS throws for an alias to an anchor that does not exist (`*typo`).
    const message = error instanceof Error ? error.message : String(error);
    return { path, doc, lineCounter, value: undefined, issues: [{ file: path, line: 1, col: 1, message }] };
  }
}

/**
 * The position of the deepest node that exists along `path`. A collection reached through
 * a key is reported at its key (`seats:`), a scalar at its value; `atKey` reports the key
 * even for a scalar (for an unknown key, the key is the mistake).
 */
export function locate(doc: Document, lineCounter: LineCounter, path: Path, atKey = false): { line: number; col: number } {
  let node: unknown = doc.contents;
  let key: Node | null = null;
  for (const segment of path) {
    const current = isAlias(node) ? node.resolve(doc) : node;
    let next: unknown;
    let nextKey: Node | null = null;
    if (isMap(current)) {
      const pair = current.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
      if (isPair(pair)) {
        next = pair.value;
        nextKey = pair.key as Node;
      }
    } else if (isSeq(current) && typeof segment === 'number') {
      next = current.items[segment];
    }
    if (next === undefined && nextKey === null) break;
    node = next;
    key = nextKey;
  }
  const valueNode = node as Node | null | undefined;
  const useKey = key !== null && (atKey || !isScalar(valueNode) || valueNode.value === null);
  const range = (useKey ? key : valueNode)?.range ?? (doc.contents as Node | null)?.range;
  return range ? lineCounter.linePos(range[0]) : { line: 1, col: 1 };
}

export function issueAt(source: YamlSource, error: PathError): Issue {
  const { line, col } = locate(source.doc, source.lineCounter, error.path, error.atKey);
  return { file: source.path, line, col, message: error.message };
}
