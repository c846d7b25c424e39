import { type BaseReply, type CityDataReply, paths, type RegisterUserRequest } from '@ddp/contract';
import { postPlain, resultIsSuccess } from '../../lib/api-client';

export const registrationKeys = {
  cities: (country: string) => ['registration', 'cities', country] as const,
};

export async function fetchCities(countryname: string): Promise<CityDataReply['cities']> {
  const reply = await postPlain<CityDataReply>(
    paths.cityData,
    { countryname },
    { isSuccess: resultIsSuccess },
  );
  return reply.cities;
}

/** Registration is one of the few plain (unencrypted) calls of the contract. */
export function registerUser(request: RegisterUserRequest): Promise<BaseReply> {
  return postPlain<BaseReply>(paths.registerUser, request);
}
