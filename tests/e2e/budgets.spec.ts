import { expect, test } from '@playwright/test';

const KB = 1000;

// DESIGN.md: the home page, everything transferred on a 390 px wide screen, ≤ 500 KB.
test('the home page transfers at most 500 KB on a 390 px phone screen', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'measured on the phone viewport');
  await page.setViewportSize({ width: 390, height: 844 });

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  // encodedDataLength: bytes on the wire for the response, headers included.
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  cdp.on('Network.loadingFailed', (e) => sizes.set(e.requestId, 0));

  await page.goto('/', { waitUntil: 'networkidle' });
  // Scroll through the whole page as a reader would, so every lazy image starts loading.
  const images = page.locator('img');
  for (let i = 0; i < (await images.count()); i++) await images.nth(i).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  // Every request that started has finished (or failed), so the sum is complete.
  await expect
    .poll(() => [...urls.entries()].filter(([id, url]) => !sizes.has(id) && !url.startsWith('data:')).length, { timeout: 10_000 })
    .toBe(0);

  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const biggest = [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([id, bytes]) => `${(bytes / KB).toFixed(1)} KB ${urls.get(id)}`);
  const summary = `home on 390 px: ${(total / KB).toFixed(1)} KB in ${sizes.size} responses; largest:\n  ${biggest.join('\n  ')}`;
  testInfo.annotations.push({ type: 'budget', description: summary });
  console.log(summary);
  expect(total).toBeLessThanOrEqual(500 * KB);
});
