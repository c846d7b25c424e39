import { messages, routes } from '@ddp/contract';
import { IconApps } from '@tabler/icons-react';

/** This screen's entry in the side menu of /home; app/layouts/home-menu.ts keeps the spec's order. */
export const frontendAppsMenuEntry = {
  get label() {
    return messages.titleFrontendApps;
  },
  to: routes.viewFrontendApps,
  icon: IconApps,
};
