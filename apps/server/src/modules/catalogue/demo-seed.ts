import type { FastifyBaseLogger } from 'fastify';
import { sampleApiDocument } from '../sample-api/openapi';
import { energyLoadV2 } from './demo/energy-load';
import { mobilityExchangeV1 } from './demo/mobility-exchange';
import { transitDeparturesV1 } from './demo/transit-departures';
import type { CatalogueService } from './service';

/**
 * Fills an empty database with a demo catalogue, so that a fresh `npm start` has documentation to
 * read and a real API to try. Never touches a database that already holds companies or services.
 */
export async function seedDemoCatalogue(
  catalogue: CatalogueService,
  publicUrl: string,
  log: FastifyBaseLogger,
) {
  if (!(await catalogue.isEmpty())) return false;
  for (const [kind, document] of [
    ['basic', sampleApiDocument(publicUrl)],
    ['basic', transitDeparturesV1],
    ['basic', energyLoadV2],
    ['advanced', mobilityExchangeV1],
  ] as const) {
    await catalogue.publish(kind, JSON.stringify(document));
  }
  log.info({ event: 'demo.seeded' }, 'demo catalogue published');
  return true;
}
