import { messages, routes } from '@ddp/contract';
import { IconHistory } from '@tabler/icons-react';

/** The audit log under /home; the router and the side menu point here. */
export const auditLogPath = routes.viewAuditLog;

/**
 * Its side menu entry, shown to Owners only (the screen's call refuses everyone else). It sits
 * after Teams: both are about what the company's members do (docs/web.md, Audit log).
 */
export const auditLogMenuEntry = {
  get label() {
    return messages.titleAuditLog;
  },
  to: auditLogPath,
  icon: IconHistory,
  ownersOnly: true,
};
