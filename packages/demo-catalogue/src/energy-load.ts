/** Demo catalogue: a basic service for grid load figures (documentation only). */
export const energyLoadV2 = {
  openapi: '3.0.3',
  'x-service-id': 'energy-grid-load',
  info: {
    title: 'Energy Grid Load API',
    version: '2.0.0',
    description: 'Quarter-hourly electricity load and generation mix per control area.',
  },
  servers: [{ url: 'https://api.example.com/energy/v2' }],
  security: [{ bearerAuth: [] }],
  paths: {
    '/areas': {
      get: {
        operationId: 'listAreas',
        summary: 'Control areas',
        responses: {
          '200': {
            description: 'The areas',
            content: {
              'application/json': {
                schema: {
                  type: 'array',
                  items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
                },
              },
            },
          },
        },
      },
    },
    '/areas/{areaId}/load': {
      get: {
        operationId: 'getLoad',
        summary: 'Load and generation mix for a period',
        parameters: [
          { name: 'areaId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'from', in: 'query', required: true, schema: { type: 'string', format: 'date-time' } },
          { name: 'to', in: 'query', required: true, schema: { type: 'string', format: 'date-time' } },
        ],
        responses: {
          '200': {
            description: 'Quarter-hourly values',
            content: {
              'application/json': {
                schema: { type: 'array', items: { $ref: '#/components/schemas/LoadValue' } },
              },
            },
          },
          '400': { description: 'Period longer than 31 days or malformed' },
        },
      },
    },
  },
  components: {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    schemas: {
      LoadValue: {
        type: 'object',
        properties: {
          start: { type: 'string', format: 'date-time' },
          loadMW: { type: 'number' },
          renewableShare: { type: 'number', minimum: 0, maximum: 1 },
        },
      },
    },
  },
};
