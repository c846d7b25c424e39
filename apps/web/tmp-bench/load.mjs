import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const url of process.argv.slice(2)) {
  let task = 0, script = 0, layout = 0, n = 5;
  for (let i = 0; i < n; i++) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
    task += m.TaskDuration; script += m.ScriptDuration; layout += m.LayoutDuration + m.RecalcStyleDuration;
    await ctx.close();
  }
  console.log(url, 'task', (task/n*1000).toFixed(0), 'script', (script/n*1000).toFixed(0), 'layout+style', (layout/n*1000).toFixed(0), 'ms');
}
await browser.close();
