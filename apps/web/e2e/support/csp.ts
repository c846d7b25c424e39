import type { Page } from '@playwright/test';

/** What the browser refused under the page's Content Security Policy, and how it told us. */
export interface CspWatch {
  readonly refused: string[];
}

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

/**
 * Collects Content Security Policy refusals of this page (frames included) in three ways, since
 * each alone can miss some: the console line Chromium prints ('Refused to ...'), the DevTools
 * issue it files (Audits domain) and the `securitypolicyviolation` event of the document.
 * The listener for the event is an init script: Playwright adds it through the DevTools protocol,
 * which the page's CSP does not govern (only scripts of the page itself are refused), and it
 * reports through a binding, which is no script of the page either.
 */
export function watchCsp(page: Page): Promise<CspWatch> {
  // Every journey watches its page (support/test.ts); a spec asking again gets the same watch.
  let watch = watches.get(page);
  if (!watch) {
    watch = startWatching(page);
    watches.set(page, watch);
  }
  return watch;
}

const watches = new WeakMap<Page, Promise<CspWatch>>();

async function startWatching(page: Page): Promise<CspWatch> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text()))
      refused.push(`console: ${message.text()}`);
  });
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code !== 'ContentSecurityPolicyIssue') return;
    const details = issue.details.contentSecurityPolicyIssueDetails;
    refused.push(
      `issue: ${details?.violatedDirective} ${details?.blockedURL ?? details?.contentSecurityPolicyViolationType}`,
    );
  });
  await devtools.send('Audits.enable');
  await page.exposeBinding('reportCspViolation', (_source, text: string) => refused.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return { refused };
}

/** The directives of a Content-Security-Policy header, by name. */
export function cspDirectives(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}
