import { routes } from '@ddp/contract';

/** The credentials screen opens the tab its `tab` query parameter names (credentials-page.tsx). */
export const credentialsTab = (tab: 'personal' | 'generate' | 'team' | 'one-time') =>
  `${routes.viewCredentials}?tab=${tab}`;

/** Where each checklist step and each count of the start page leads. */
export const startLinks = {
  generate: credentialsTab('generate'),
  credentials: credentialsTab('personal'),
  oneTime: credentialsTab('one-time'),
  docs: routes.viewDocs,
  teams: routes.viewTeams,
  news: routes.viewNews,
  requests: routes.requestAdvancedServices,
  bugReports: routes.viewReportBugs,
};
