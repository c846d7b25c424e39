import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cityDataRequest, messages, paths } from '@ddp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readPlain } from '../../platform/http/encrypted';
import { citiesOf, countryOptions, findCountryByName } from './countries';

/**
 * The country list never changes while the server runs, and at 18 KB of JSON it was the largest
 * uncompressed download of the registration screen: made once, and sent compressed when the
 * client accepts it (brotli, then gzip), as the web app's own files are.
 */
interface CountriesReply {
  json: string;
  br: Buffer;
  gzip: Buffer;
}
let countriesReply: Promise<CountriesReply> | undefined;

async function makeCountriesReply(): Promise<CountriesReply> {
  const json = JSON.stringify({ output: 'success', countries: await countryOptions() });
  return {
    json,
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(json, { level: 9 }),
  };
}

/** Whether the request accepts the coding (named in Accept-Encoding without `q=0`). */
function accepts(req: FastifyRequest, coding: 'br' | 'gzip'): boolean {
  return (req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .some(
      ([name, ...params]) => name === coding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)),
    );
}

export function referenceRoutes(app: FastifyInstance) {
  app.get(paths.countries, async (req, reply) => {
    countriesReply ??= makeCountriesReply().catch((error: unknown) => {
      countriesReply = undefined;
      throw error;
    });
    const body = await countriesReply;
    reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (accepts(req, 'br')) return reply.header('content-encoding', 'br').send(body.br);
    if (accepts(req, 'gzip')) return reply.header('content-encoding', 'gzip').send(body.gzip);
    return reply.send(body.json);
  });

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
