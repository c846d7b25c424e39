/** The sample API's own OpenAPI document; the demo catalogue publishes it with the server URL filled in. */
export function sampleApiDocument(publicUrl: string) {
  const station = {
    type: 'object',
    required: ['id', 'name', 'city', 'latitude', 'longitude'],
    properties: {
      id: { type: 'string', example: 'berlin-mitte' },
      name: { type: 'string', example: 'Berlin Mitte' },
      city: { type: 'string', example: 'Berlin' },
      latitude: { type: 'number', example: 52.5208 },
      longitude: { type: 'number', example: 13.4094 },
    },
  };
  const error = {
    type: 'object',
    properties: {
      error: { type: 'string', example: 'invalid_token' },
      error_description: { type: 'string' },
    },
  };
  const unauthorized = {
    description: 'Missing, expired or invalid access token (RFC 6750)',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  return {
    openapi: '3.0.3',
    'x-service-id': 'environment-stations',
    info: {
      title: 'Environment Stations API',
      version: '1.0.0',
      description:
        'Weather and air-quality readings from city stations. Call it with an access token from the portal: pick one of your clients under "Try it with my credentials".',
    },
    servers: [{ url: `${publicUrl}/v1/sample` }],
    security: [{ bearerAuth: [] }],
    paths: {
      '/stations': {
        get: {
          operationId: 'listStations',
          summary: 'List the stations',
          responses: {
            '200': {
              description: 'The stations',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      stations: { type: 'array', items: { $ref: '#/components/schemas/Station' } },
                    },
                  },
                },
              },
            },
            '401': unauthorized,
          },
        },
      },
      '/stations/{stationId}/measurements': {
        get: {
          operationId: 'listMeasurements',
          summary: 'Hourly readings of one station for one day',
          parameters: [
            {
              name: 'stationId',
              in: 'path',
              required: true,
              schema: { type: 'string' },
              example: 'berlin-mitte',
            },
            {
              name: 'date',
              in: 'query',
              required: false,
              schema: { type: 'string', format: 'date' },
              example: '2026-01-15',
            },
          ],
          responses: {
            '200': {
              description: 'Hourly readings',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      station: { $ref: '#/components/schemas/Station' },
                      measurements: {
                        type: 'array',
                        items: {
                          type: 'object',
                          properties: {
                            time: { type: 'string', format: 'date-time' },
                            temperatureC: { type: 'number' },
                            humidityPercent: { type: 'number' },
                            pm10: { type: 'number' },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
            '401': unauthorized,
            '404': {
              description: 'No such station',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            },
          },
        },
      },
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Station: station, Error: error },
    },
  };
}
