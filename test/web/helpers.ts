// Shared by the browser tests: settling nested Lit updates and reading what a user would
// see through every shadow root.

/**
 * Wait until `test()` holds, checking every 10 ms: tests wait on conditions, never on a fixed
 * pause, so a busy machine only makes them slower. The deadline only turns a hang into a failure.
 */
export async function until(test: () => boolean, what = 'a condition', ms = 60_000): Promise<void> {
  const end = performance.now() + ms;
  while (!test()) {
    if (performance.now() > end) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Let every pending Lit update (parents, then the children they render) finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The markup of a node and of every shadow root under it, flattened into one string. */
export function deepHTML(node: Element | ShadowRoot): string {
  const own = node instanceof ShadowRoot ? node.innerHTML : node.outerHTML;
  const nested = [...node.querySelectorAll('*')].map((el) => (el.shadowRoot ? deepHTML(el.shadowRoot) : '')).join('');
  const self = node instanceof Element && node.shadowRoot ? deepHTML(node.shadowRoot) : '';
  return own + self + nested;
}

/** The text a user could read in a node and every shadow root under it. */
export function deepText(node: Element | ShadowRoot): string {
  let text = '';
  const walk = (n: Node) => {
    if (n.nodeType === Node.TEXT_NODE) text += n.textContent ?? '';
    if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot);
    for (const child of n.childNodes) walk(child);
  };
  walk(node);
  return text.replace(/\s+/g, ' ');
}

/**
 * Every element matching `selector`, looking inside shadow roots too. Each space-separated
 * part is matched anywhere (through shadow roots) under the previous part's matches, so
 * 'rs-play-controls button.step' finds the button inside the toolbar's shadow root.
 */
export function deepQueryAll<T extends Element = Element>(root: Element | ShadowRoot, selector: string): T[] {
  let scopes: (Element | ShadowRoot)[] = [root];
  for (const part of selector.trim().split(/\s+/)) {
    scopes = [...new Set(scopes.flatMap((scope) => matchDeep(scope, part)))];
  }
  return scopes as T[];
}

function matchDeep(root: Element | ShadowRoot, selector: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Element | ShadowRoot) => {
    found.push(...node.querySelectorAll(selector));
    for (const el of node.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
  };
  if (root instanceof Element && root.shadowRoot) walk(root.shadowRoot);
  walk(root);
  return found;
}

export function deepQuery<T extends Element = Element>(root: Element | ShadowRoot, selector: string): T {
  const [first] = deepQueryAll<T>(root, selector);
  if (!first) throw new Error(`nothing matches ${selector}`);
  return first;
}

/**
 * Text cut short by an ellipsis with no full form on hover: for each element under `root`
 * (through shadow roots) whose text overflows and is cut, its text unless it or an ancestor
 * in its shadow tree has a title holding that text.
 */
export function cutWithoutTitle(root: Element | ShadowRoot): string[] {
  const found: string[] = [];
  const visit = (node: Element | ShadowRoot) => {
    for (const el of node.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      if (!(el instanceof HTMLElement) || getComputedStyle(el).textOverflow !== 'ellipsis' || el.scrollWidth <= el.clientWidth + 1)
        continue;
      // Compared by letters and digits only: "Provinces: 5" in a title is the text "Provinces5".
      const bare = (t: string) => t.replace(/[^\p{L}\p{N}]/gu, '');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!bare(text)) continue;
      let titled = false;
      for (let at: Element | null = el; at && !titled; at = at.parentElement)
        titled = bare(at.getAttribute('title') ?? '').includes(bare(text));
      if (!titled) found.push(text);
    }
  };
  visit(root);
  return found;
}
