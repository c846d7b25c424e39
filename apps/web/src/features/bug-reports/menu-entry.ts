import { messages, routes } from '@ddp/contract';
import { IconBug } from '@tabler/icons-react';

/** The Report Bugs screen under /home (spec section 2); the router and the side menu point here. */
export const bugReportsPath = routes.viewReportBugs;

/**
 * Its side menu entry. The spec's menu list does not name this screen, yet names no other way to
 * it either; the entry sits before Settings (docs/web.md, Bug reports).
 */
export const bugReportsMenuEntry = {
  get label() {
    return messages.titleBugReports;
  },
  to: bugReportsPath,
  icon: IconBug,
};
