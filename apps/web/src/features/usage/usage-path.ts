import { messages, routes } from '@ddp/contract';
import { IconChartLine } from '@tabler/icons-react';

/** The usage screen under /home; the router and the side menu point here. */
export const usagePath = routes.viewUsage;

/** Its side menu entry, for every member, after Credentials: it shows what those clients do. */
export const usageMenuEntry = {
  get label() {
    return messages.titleUsage;
  },
  to: usagePath,
  icon: IconChartLine,
};
