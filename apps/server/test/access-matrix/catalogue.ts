import type { Session } from '../test-support/teams';
import type { WorldServer } from './callers';

type Options = { message: { serviceOptions: Array<{ value: string }> } };

/** The demo catalogue's first basic service, and its advanced service granted to company A only. */
export async function catalogueFor(server: WorldServer, ownerA: Session) {
  const { client, operatorToken } = server;
  const operator = { token: operatorToken };
  const services = await client.raw<{ services: Array<{ service: string; kind: string }> }>(
    '/v1/ops/services',
    { method: 'GET', auth: operator },
  );
  const advanced = services.body.services.find((s) => s.kind === 'advanced')?.service;
  if (!advanced) throw new Error('the demo catalogue has no advanced service');
  await client.raw('/v1/ops/services/grant', {
    method: 'POST',
    json: { companyId: ownerA.companyId, serviceId: advanced.split(':v')[0] },
    auth: operator,
  });
  const asOwnerA = { token: ownerA.token };
  const self = { consumerId: ownerA.consumerId };
  const basic = (await client.get<Options>('/v1/ddp/list-basic-docs', self, asOwnerA)).body.message
    .serviceOptions[0]?.value;
  const granted = (await client.post<Options>('/v1/ddp/list-advanced-docs', self, asOwnerA)).body.message
    .serviceOptions;
  if (!basic || !granted.some((option) => option.value === advanced))
    throw new Error('the catalogue is not as the matrix expects');
  return { basic, advancedOfA: advanced };
}
