/** Demo catalogue: the advanced service a company asks for (documentation only). */
export const mobilityExchangeV1 = {
  openapi: '3.0.3',
  'x-service-id': 'mobility-data-exchange',
  info: {
    title: 'Mobility Data Exchange API',
    version: '1.0.0',
    description: 'Anonymised origin–destination flows for partners with an approved use case.',
  },
  servers: [{ url: 'https://api.example.com/mobility/v1' }],
  security: [{ bearerAuth: [] }],
  paths: {
    '/flows': {
      get: {
        operationId: 'listFlows',
        summary: 'Origin–destination flows between zones',
        parameters: [
          { name: 'date', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
          { name: 'mode', in: 'query', schema: { type: 'string', enum: ['car', 'bike', 'transit', 'walk'] } },
        ],
        responses: {
          '200': {
            description: 'Flows with at least 10 trips (smaller ones are suppressed for privacy)',
            content: {
              'application/json': {
                schema: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      originZone: { type: 'string' },
                      destinationZone: { type: 'string' },
                      trips: { type: 'integer', minimum: 10 },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
};
