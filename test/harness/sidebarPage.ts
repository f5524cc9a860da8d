import type { Browser, Page } from 'playwright-core';
import type { Bundle } from './appsScript';
import { answerWith } from './browser';

/** Where the test serves the sidebar from: any address will do, since nothing else is asked of the network. */
const PAGE_URL = 'http://podium.test/sidebar';

/**
 * The sidebar the menu's Open sidebar shows (with the document's token written in), at its 300-pixel width, its
 * google.script.run answered by `bundle`; `failing` names server functions whose call fails, as a Google error would
 * reach the page's failure handler. Every other request is aborted, since nothing outside answers. Dialogs and page
 * errors are listed.
 */
export async function openSidebar(
  browser: Browser,
  bundle: Bundle,
  failing: Set<string> = new Set(),
  height = 640,
): Promise<{ page: Page; dialogs: string[] }> {
  const page = await browser.newPage({ viewport: { width: 300, height } });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  bundle.call('showSidebar');
  const html = bundle.ui.sidebars.pop() as string;
  await page.route('**/*', (route) =>
    route.request().url() === PAGE_URL ? route.fulfill({ contentType: 'text/html', body: html }) : route.abort(),
  );
  page.on('pageerror', (e) => dialogs.push(`page error: ${e.message}`));
  await answerWith(page, (name, ...args) => bundle.call(name, ...args), failing, 'Service Spreadsheets timed out while accessing document');
  await page.goto(PAGE_URL);
  // attached, not visible: during a round with Reporting on, its section is folded under the Reports panel
  await page.waitForSelector('#build:not([disabled])', { state: 'attached' });
  return { page, dialogs };
}
