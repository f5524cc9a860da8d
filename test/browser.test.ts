import { findChromium } from './harness/browser';

// Which browser the sidebar test uses: PODIUM_CHROMIUM, else a system Chromium, else the npm one.
describe('finding a Chromium for the sidebar test', () => {
  it('PODIUM_CHROMIUM that is not a file is a clear error naming it', async () => {
    await expect(findChromium({ PODIUM_CHROMIUM: '/no/such/chromium' })).rejects.toThrow(
      'PODIUM_CHROMIUM=/no/such/chromium is not an executable file',
    );
  });
  it('PODIUM_CHROMIUM naming an executable is used as it is', async () => {
    await expect(findChromium({ PODIUM_CHROMIUM: process.execPath })).resolves.toMatchObject({
      executablePath: process.execPath,
      source: `PODIUM_CHROMIUM=${process.execPath}`,
    });
  });
  it('PODIUM_BROWSER=bundled takes the Chromium npm installed, unpacked into a folder of its version', async () => {
    const found = await findChromium({ PODIUM_BROWSER: 'bundled', PODIUM_CHROMIUM: '/ignored' });
    expect(found.source).toMatch(/^@sparticuz\/chromium \d+\.\d+\.\d+ \(from npm\), unpacked in .*podium-chromium-\d+\.\d+\.\d+$/);
    expect(found.executablePath).toMatch(/podium-chromium-[\d.]+\/chromium$/);
  });
});
