import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The documents the server seeds its demo catalogue with: the test publishes them as an operator
// would, since the test server starts empty (no demo seed under NODE_ENV=test).
import {
  energyLoadV2,
  mobilityExchangeV1,
  sampleApiDocument,
  transitDeparturesV1,
} from '@ddp/demo-catalogue';
import { stringify } from 'yaml';
import { ops } from './docs-ops';
import { E2E_ORIGIN, E2E_PORT } from './e2e-port';

export interface PublishedDocument {
  'x-service-id': string;
  info: { title: string; version: string; description?: string };
  [key: string]: unknown;
}

/**
 * The sample data API, served by the test server itself: 'Try it out' reaches it. Published at
 * http://localhost:PORT, as the server seeds it without PUBLIC_URL, while the journeys browse
 * http://127.0.0.1:PORT: the portal shows it at the host the browser used.
 */
export const stationsApi = sampleApiDocument(`http://localhost:${E2E_PORT}`) as PublishedDocument;
/** The same document as the portal shows and downloads it to a browser at http://127.0.0.1:PORT. */
export const stationsApiAsShown = sampleApiDocument(E2E_ORIGIN) as PublishedDocument;
export const energyApi = energyLoadV2 as PublishedDocument;
export const transitApi = transitDeparturesV1 as PublishedDocument;
export const mobilityApi = mobilityExchangeV1 as PublishedDocument;

/** What the portal shows in 'Select Service with Version' (title and version, as published). */
export const displayTextOf = (document: PublishedDocument) =>
  `${document.info.title} v${document.info.version}`;

export const serviceIdOf = (document: PublishedDocument) => document['x-service-id'];

/**
 * Publishes the demo catalogue with the CLI: three basic services and one advanced service, one of
 * them as YAML. Publishing again replaces the same versions, so every test may call it.
 */
export async function publishCatalogue(): Promise<void> {
  const files: Array<['basic' | 'advanced', PublishedDocument, 'json' | 'yaml']> = [
    ['basic', stationsApi, 'json'],
    ['basic', energyApi, 'yaml'],
    ['basic', transitApi, 'json'],
    ['advanced', mobilityApi, 'json'],
  ];
  for (const [kind, document, format] of files) await publishDocument(kind, document, format);
}

/** Publishes one document with the CLI, as an operator would. */
export async function publishDocument(
  kind: 'basic' | 'advanced',
  document: PublishedDocument,
  format: 'json' | 'yaml' = 'json',
): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'ddp-e2e-docs-'));
  const file = path.join(folder, `${serviceIdOf(document)}.${format}`);
  writeFileSync(file, format === 'json' ? JSON.stringify(document) : stringify(document));
  await ops('services', 'publish', '--kind', kind, file);
}

/** A one-operation document, for a service a test publishes, retires or adds of its own. */
export function oneOperationApi(serviceId: string, title: string, version: string): PublishedDocument {
  return {
    openapi: '3.0.3',
    'x-service-id': serviceId,
    info: { title, version },
    paths: { '/items': { get: { summary: 'Items', responses: { '200': { description: 'Items' } } } } },
  };
}
