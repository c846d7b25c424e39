/**
 * The e2e server's storage for each account's attachments (playwright.config.ts passes it as
 * BUG_REPORT_QUOTA_MB): small, so that a journey fills it with a few files. The hourly limit keeps
 * its default.
 */
export const E2E_BUG_REPORT_QUOTA_MB = 2;
export const DEFAULT_BUG_REPORTS_PER_HOUR = 20;
