import type { FastifyBaseLogger } from 'fastify';
import { DEMO_STATIONS_PATH } from './demo-app/stations-page';
import type { FrontendAppsService } from './service';

export const DEMO_APP_NAME = 'Environment Stations (demo)';

/**
 * With the demo content on, an unused database gets the demo app as a default app: every company
 * without apps of its own sees it, so a newcomer can try the whole path at once. An operator's
 * first app for a company replaces the default for that company.
 */
export async function seedDemoFrontendApps(apps: FrontendAppsService, log: FastifyBaseLogger) {
  if (!(await apps.isUnused())) return false;
  await apps.register({ companyId: null, name: DEMO_APP_NAME, url: DEMO_STATIONS_PATH });
  log.info({ event: 'demo.frontend_app_seeded' }, 'demo front-end app registered as the default app');
  return true;
}
