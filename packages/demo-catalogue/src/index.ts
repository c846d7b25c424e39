// The demo catalogue's OpenAPI documents: the server seeds a new portal with them, and the browser
// journeys publish them as an operator would. Data only, so both sides may import it.
export { energyLoadV2 } from './energy-load';
export { mobilityExchangeV1 } from './mobility-exchange';
export { sampleApiDocument } from './sample-api';
export { transitDeparturesV1 } from './transit-departures';
