import {
  energyLoadV2,
  mobilityExchangeV1,
  sampleApiDocument,
  transitDeparturesV1,
} from '@ddp/demo-catalogue';
import type { FastifyBaseLogger } from 'fastify';
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
