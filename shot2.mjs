import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const [w, path, ...sels] = process.argv.slice(2);
const ctx = await browser.newContext({ viewport: { width: Number(w), height: 800 } });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:4398' + path);
let i = 0;
for (const sel of sels) {
  const el = page.locator(sel).first();
  await el.scrollIntoViewIfNeeded();
  await page.waitForTimeout(700);
  await el.screenshot({ path: `/tmp/el-${w}-${i++}.png` });
}
await browser.close();
