import { routes } from '@ddp/contract';
import { advancedRequestsPath } from '../advanced-requests/advanced-requests-path';
import { bugReportsPath } from '../bug-reports/menu-entry';
import { cataloguePath } from '../catalogue/catalogue-path';
import { newsPath } from '../news/news-path';
import { teamsPath } from '../teams/teams-path';

/** The credentials screen opens the tab its `tab` query parameter names (credentials-page.tsx). */
export const credentialsTab = (tab: 'personal' | 'generate' | 'team' | 'one-time') =>
  `${routes.viewCredentials}?tab=${tab}`;

/** Where each checklist step and each count of the start page leads. */
export const startLinks = {
  generate: credentialsTab('generate'),
  credentials: credentialsTab('personal'),
  oneTime: credentialsTab('one-time'),
  docs: cataloguePath,
  teams: teamsPath,
  news: newsPath,
  requests: advancedRequestsPath,
  bugReports: bugReportsPath,
};
