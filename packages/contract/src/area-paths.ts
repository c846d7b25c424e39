/**
 * The paths and screen routes of the later areas, apart from their schemas: the router and the side
 * menu need them on the first page, which must not load zod (docs/benchmarks.md, bundle budget).
 */

/** News and Updates: the calls of spec section 7 and the screen of section 2. */
export const newsPaths = {
  viewNews: '/v1/ddp/view-news',
  getNews: '/v1/ddp/get-news',
  updateTermsCondition: '/v1/ddp/update-terms-condition',
  /** ours: the operator API behind `npm run ops -- news ...` */
  opsNews: '/v1/ops/news',
  opsNewsWithdraw: '/v1/ops/news/withdraw',
} as const;

export const newsRoute = '/home/view-news';

/** The bug report calls of spec section 7, and the screen's route (section 2). */
export const bugReportPaths = {
  list: '/v1/ddp/get-list-bug-report',
  detail: '/v1/ddp/get-report',
  upload: '/v1/ddp/upload-report-file',
  create: '/v1/ddp/create-bug-report',
  screen: '/home/view-report-bugs',
} as const;

/** The front-end apps screen (spec sections 2, 4, 7 "Front-end apps" and "Shared cookies"). */
export const frontendAppsPaths = {
  getFrontendApps: '/v1/ddp/get-frontend-apps',
  /** Ours: the jwtToken cookie's value, a token that tells one app who the signed-in person is. */
  getFrontendAppToken: '/v1/ddp/get-frontend-app-token',
  /** Ours: the operator API behind `npm run ops -- apps ...`. */
  opsFrontendApps: '/v1/ops/frontend-apps',
  opsRemoveFrontendApp: '/v1/ops/frontend-apps/remove',
} as const;

export const frontendAppsRoute = '/home/view-frontend-apps';
