// End-to-end support: build the web app into a fresh folder (so test files running side by
// side never share one), serve it on a free loopback port, and drive Debian's Chromium with
// playwright-core. Nothing is downloaded.
import * as esbuild from 'esbuild';
import { createReadStream } from 'node:fs';
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildOptions } from '../../../scripts/build.mjs';
import { repoRoot } from '../../../scripts/virtual-sources.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.css': 'text/css',
  '.json': 'application/json',
};

export interface App {
  url: string;
  dir: string;
  close(): Promise<void>;
}

/** `npm run build`'s bundle and index.html, written to a fresh temporary folder (removed by the caller). */
export async function buildApp(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rules-sandbox-app-'));
  await esbuild.build({ ...buildOptions, outdir: dir, logLevel: 'error' } as esbuild.BuildOptions);
  await copyFile(path.join(repoRoot, 'web/index.html'), path.join(dir, 'index.html'));
  return dir;
}

/** `npm run build`'s bundle, written to a temporary folder and served from 127.0.0.1 on a free port. */
export async function startApp(): Promise<App> {
  const dir = await buildApp();
  const server = await serve(dir);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    dir,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function serve(dir: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const rel = decodeURIComponent(url.pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.join(dir, rel);
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A page that fails the test on any uncaught error or console error of the app. */
export async function openPage(
  browser: Browser,
  url: string,
  size = { width: 1400, height: 900 },
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: size, acceptDownloads: true });
  // Waits are on conditions; the limit only turns a hang into a failure, on a busy machine too.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  await page.goto(url);
  return { page, errors };
}

/** Every text in the page, through every shadow root: what a person could read (or a script could find). */
export const DEEP_TEXT = `(() => {
  let text = '';
  const walk = (node) => {
    if (node.nodeType === 3) text += node.textContent;
    if (node.shadowRoot) walk(node.shadowRoot);
    for (const child of node.childNodes) walk(child);
  };
  walk(document.body);
  return text.replace(/\\s+/g, ' ');
})()`;

export async function deepText(page: Page): Promise<string> {
  return (await page.evaluate(DEEP_TEXT)) as string;
}

/** The state hash the replay bar shows. */
export async function shownHash(page: Page): Promise<string> {
  const hash = page.locator('rs-replay-bar [data-field="hash"]', { hasText: /^#[0-9a-f]+$/ });
  await page.waitForFunction(
    `(() => { const bar = document.querySelector('rs-app').shadowRoot.querySelector('rs-play').shadowRoot.querySelector('rs-replay-bar'); return /^#[0-9a-f]+$/.test(bar.shadowRoot.querySelector('[data-field="hash"]').textContent); })()`,
  );
  return (await hash.innerText()).replace(/^#/, '');
}

/** Wait until the viewer's decision panel asks something (or the game ends); returns its kind. */
export async function nextDecision(page: Page, timeout = 15_000): Promise<string | null> {
  const section = page.locator('rs-decision section[data-decision]');
  const over = page.locator('rs-table [data-field="winner"]');
  await section.or(over).first().waitFor({ timeout });
  if (await over.count()) return null;
  return section.getAttribute('data-kind');
}

/** Bots answer at once (the play controls' fast button). */
export async function fast(page: Page): Promise<void> {
  await page.locator('rs-play-controls button.fast').click();
}

/**
 * Answer the open decision the quiet way (Pass, Decline; the lowest number; no one, or the
 * first card, in a choice of several) and wait for the next.
 */
export async function answerQuietly(page: Page): Promise<string | null> {
  const section = page.locator('rs-decision section[data-decision]');
  const id = await section.getAttribute('data-decision');
  if (await section.locator('button.send').count()) await section.locator('button.send').click();
  else if (await section.locator('button.confirm-choice').count()) {
    if (await section.locator('button.confirm-choice').isDisabled()) await section.locator('button.option').first().click();
    await section.locator('button.confirm-choice').click();
  } else if (await section.locator('button.option.quiet').count()) await section.locator('button.option.quiet').first().click();
  else await section.locator('button.option').first().click();
  await page.locator(`rs-decision section[data-decision="${id}"]`).waitFor({ state: 'detached' });
  return nextDecision(page);
}

/**
 * For an e2e test file: the app is built and served and Chromium launched before its tests,
 * both closed after; `open` loads the app at a hash (`#/play/...`) in a new page.
 */
export function useApp(): { open: (hash: string, size?: { width: number; height: number }) => Promise<{ page: Page; errors: string[] }> } {
  let app: App | undefined;
  let browser: Browser | undefined;
  before(async () => {
    app = await startApp();
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });
  return { open: (hash, size) => openPage(browser!, `${app!.url}${hash}`, size) };
}
