/** Demo catalogue: a basic service for public transport departures (documentation only). */
export const transitDeparturesV1 = {
  openapi: '3.0.3',
  'x-service-id': 'transit-departures',
  info: {
    title: 'Transit Departures API',
    version: '1.2.0',
    description: 'Live departures and stop information of the regional public transport network.',
  },
  servers: [{ url: 'https://api.example.com/transit/v1' }],
  security: [{ bearerAuth: [] }],
  paths: {
    '/stops': {
      get: {
        operationId: 'searchStops',
        summary: 'Find stops by name',
        parameters: [
          {
            name: 'q',
            in: 'query',
            required: true,
            schema: { type: 'string', minLength: 2 },
            example: 'Hauptbahnhof',
          },
        ],
        responses: {
          '200': {
            description: 'Matching stops',
            content: {
              'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Stop' } } },
            },
          },
        },
      },
    },
    '/stops/{stopId}/departures': {
      get: {
        operationId: 'listDepartures',
        summary: 'Next departures at a stop',
        parameters: [
          { name: 'stopId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 50, default: 10 } },
        ],
        responses: {
          '200': {
            description: 'Departures, soonest first',
            content: {
              'application/json': {
                schema: { type: 'array', items: { $ref: '#/components/schemas/Departure' } },
              },
            },
          },
          '404': { description: 'Unknown stop' },
        },
      },
    },
  },
  components: {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    schemas: {
      Stop: {
        type: 'object',
        required: ['id', 'name'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          latitude: { type: 'number' },
          longitude: { type: 'number' },
        },
      },
      Departure: {
        type: 'object',
        required: ['line', 'destination', 'plannedTime'],
        properties: {
          line: { type: 'string', example: 'U2' },
          destination: { type: 'string' },
          plannedTime: { type: 'string', format: 'date-time' },
          delayMinutes: { type: 'integer', minimum: 0 },
          platform: { type: 'string' },
        },
      },
    },
  },
};
