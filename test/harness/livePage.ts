import type { Browser } from 'playwright-core';
import type { Bundle } from './appsScript';
import { answerWith } from './browser';

/** Where the test serves the live page from: any address will do, since nothing else is asked of the network. */
export const PAGE_URL = 'http://podium.test/live';

/**
 * Opens the live page as doGet serves it for these parameters, its google.script.run answered by `visitor` (the
 * built bundle as the web app); every other request is refused, since nothing outside Google's page answers. The
 * calls it makes are listed, and those named in `failing` fail as a Google error would.
 */
export async function openLive(
  browser: Browser,
  visitor: Bundle,
  parameter: Record<string, string>,
  viewport: { width: number; height: number },
  options: { failing?: Set<string>; colorScheme?: 'light' | 'dark' } = {},
) {
  const page = await browser.newPage({ viewport, colorScheme: options.colorScheme ?? 'light' });
  const problems: string[] = [];
  const outside: string[] = [];
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  const html = (visitor.call('doGet', { parameter }) as { getContent(): string }).getContent();
  await page.route('**/*', (route) => {
    if (route.request().url() === PAGE_URL) return route.fulfill({ contentType: 'text/html', body: html });
    outside.push(route.request().url());
    return route.abort();
  });
  const calls = await answerWith(page, (name, ...args) => visitor.call(name, ...args), options.failing ?? new Set());
  return { page, problems, outside, calls, go: () => page.goto(PAGE_URL) };
}
