// A stable hash of a game state for comparing runs (Node vs browser, replay vs live).
// Keys are sorted so object insertion order never changes the hash. The state is hashed as
// it is walked, never written out as one text, so it is cheap enough to call after every answer.

// Characters JSON.stringify would escape in a string (quotes, backslash, control characters,
// lone surrogates): such a string is fed as JSON.stringify writes it, any other as it is.
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * 64-bit FNV-1a as 16 hex digits, computed with two 32-bit halves (no BigInt: fast everywhere),
 * of the state's canonical JSON: objects with their keys sorted and undefined values left out,
 * lists in order, anything JSON can't write as null.
 */
export function stateHash(state: unknown): string {
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  const char = (c: number) => {
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x0100019b);
  };
  const text = (s: string) => {
    for (let i = 0; i < s.length; i++) char(s.charCodeAt(i));
  };
  const string = (s: string) => {
    if (ESCAPED.test(s)) return text(JSON.stringify(s));
    char(34);
    text(s);
    char(34);
  };
  const value = (v: unknown): void => {
    if (typeof v === 'string') return string(v);
    if (v === null || typeof v !== 'object') return text(JSON.stringify(v) ?? 'null');
    if (Array.isArray(v)) {
      char(91); // [
      for (let i = 0; i < v.length; i++) {
        if (i > 0) char(44); // ,
        value(v[i]);
      }
      return char(93); // ]
    }
    const obj = v as Record<string, unknown>;
    const keys = Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort();
    char(123); // {
    for (let i = 0; i < keys.length; i++) {
      if (i > 0) char(44);
      string(keys[i]!);
      char(58); // :
      value(obj[keys[i]!]);
    }
    char(125); // }
  };
  value(state);
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
