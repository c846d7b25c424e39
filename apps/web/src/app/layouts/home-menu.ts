import { messages, routes } from '@ddp/contract';
import { type Icon, IconBook, IconKey, IconNews, IconSettings, IconUsers } from '@tabler/icons-react';
import { auditLogMenuEntry } from '../../features/audit-log/menu-entry';
import { bugReportsMenuEntry } from '../../features/bug-reports/menu-entry';
import { cataloguePath } from '../../features/catalogue/catalogue-path';
import { frontendAppsMenuEntry } from '../../features/frontend-apps/menu-entry';
import { newsPath } from '../../features/news/news-path';
import { teamsPath } from '../../features/teams/teams-path';
import { usageMenuEntry } from '../../features/usage/usage-path';

export interface HomeMenuItem {
  label: string;
  to: string;
  icon: Icon;
  /** Shown to Owners only, as the session knows the role (the server decides every call). */
  ownersOnly?: boolean;
}

/**
 * The side menu of /home (spec section 2). Later screens add their entry here, in the order of
 * the spec: Credentials, API Documentation, News and Updates, Teams, Front-end Apps, Settings; ours
 * sit where they belong (usage after Credentials, whose clients it shows; the audit log after
 * Teams, for Owners only).
 * Logout is always last and is not a route. The labels are read when shown, in the language of the moment.
 */
export const homeMenu: readonly HomeMenuItem[] = [
  {
    get label() {
      return messages.titleCredentials;
    },
    to: routes.viewCredentials,
    icon: IconKey,
  },
  usageMenuEntry,
  {
    get label() {
      return messages.titleDocs;
    },
    to: cataloguePath,
    icon: IconBook,
  },
  {
    get label() {
      return messages.titleNews;
    },
    to: newsPath,
    icon: IconNews,
  },
  {
    get label() {
      return messages.titleTeams;
    },
    to: teamsPath,
    icon: IconUsers,
  },
  auditLogMenuEntry,
  frontendAppsMenuEntry,
  bugReportsMenuEntry,
  {
    get label() {
      return messages.titleSettings;
    },
    to: routes.viewSettings,
    icon: IconSettings,
  },
];
