import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const url = process.argv[2];
const agg = new Map();
for (let i = 0; i < 3; i++) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas; const counts = new Map();
  profile.samples.forEach((id, k) => counts.set(id, (counts.get(id) ?? 0) + (dt[k] ?? 0)));
  for (const [id, t] of counts) {
    const n = byId.get(id); const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    const file = f.url ? f.url.split('/').pop().replace(/-[\w]{8}\.js$/, '') : f.functionName;
    agg.set('FILE ' + file, (agg.get('FILE ' + file) ?? 0) + t);
    agg.set(key, (agg.get(key) ?? 0) + t);
  }
  await ctx.close();
}
const rows = [...agg].sort((a, b) => b[1] - a[1]);
console.log(rows.filter(([k]) => k.startsWith('FILE')).slice(0, 12).map(([k, v]) => `${(v/3000).toFixed(0)}ms ${k}`).join('\n'));
console.log('---');
console.log(rows.filter(([k]) => !k.startsWith('FILE')).slice(0, 25).map(([k, v]) => `${(v/3000).toFixed(0)}ms ${k}`).join('\n'));
await browser.close();
