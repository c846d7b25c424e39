import { cityDataRequest, messages, paths } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { readPlain } from '../../platform/http/encrypted';
import { citiesOf, countryOptions, findCountryByName } from './countries';

export function referenceRoutes(app: FastifyInstance) {
  app.get(paths.countries, async () => ({ output: 'success', countries: await countryOptions() }));

  // citydata answers with `result`, not `output`: the contract's own spelling of success.
  app.post(paths.cityData, async (req, reply) => {
    const { countryname } = readPlain(req, cityDataRequest);
    const country = await findCountryByName(countryname);
    if (!country) {
      return reply
        .code(404)
        .send({ result: 'error', output: 'error', cities: [], message: messages.countryUnknown });
    }
    return { result: 'success', cities: await citiesOf(country), message: 'success' };
  });
}
