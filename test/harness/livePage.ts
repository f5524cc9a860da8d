import type { Browser, Page } from 'playwright-core';
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

/** Text that fails WCAG AA contrast (4.5:1, or 3:1 for large text) against the background it is drawn on. */
export const lowContrast = (page: Page) =>
  page.evaluate(() => {
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const background = (e: Element | null): number[] => {
      for (let a = e; a; a = a.parentElement) {
        const c = rgba(getComputedStyle(a).backgroundColor);
        if ((c[3] ?? 1) > 0) return c;
      }
      return rgba(getComputedStyle(document.documentElement).backgroundColor).slice(0, 3);
    };
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const e = n.parentElement;
      if (!e || !n.textContent?.trim() || !e.getClientRects().length || e.closest('script, style')) continue;
      const style = getComputedStyle(e);
      const fg = luminance(rgba(style.color));
      const bg = luminance(background(e));
      const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) out.push(`${n.textContent.trim().slice(0, 30)}: ${ratio.toFixed(2)}`);
    }
    return out;
  });
