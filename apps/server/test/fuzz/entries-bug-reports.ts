import {
  bugReportQuery,
  createBugReportRequest,
  listBugReportsRequest,
  uploadReportFields,
} from '@ddp/contract';
import { opsBugReportStatus, opsBugReportsQuery } from '../../src/modules/bug-reports/ops-routes';
import { reportFields } from '../test-support/bug-reports';
import { encode, textOf } from './encode';
import { fuzz } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';

const operator = (fw: FuzzWorld) => fw.caller('operator');

/** A new report of the user of company A, by its id. */
async function reportOfUserA(fw: FuzzWorld): Promise<string> {
  const { userA } = fw.world;
  const sent = await fw.server.client.post<{ id: string }>('/v1/ddp/create-bug-report', reportFields(userA), {
    token: userA.token,
  });
  if (sent.status !== 201) throw new Error(`report failed: ${JSON.stringify(sent.body)}`);
  return sent.body.id;
}

/** Bug reports: sent by members (sealed, or as a multipart form with files), handled by the operator. */
export const bugReportEntries = [
  fuzz('POST /v1/ddp/get-list-bug-report', {
    transport: 'sealed',
    schema: listBugReportsRequest,
    caller: (fw) => fw.caller('userA'),
    base: (_fw, who) => ({ consumer_id: who.self.consumerId, page: 1, order: 'desc' }),
  }),
  fuzz('GET /v1/ddp/get-report', {
    transport: 'query',
    schema: bugReportQuery,
    caller: (fw) => fw.caller('userA'),
    base: async (fw) => ({ id: await reportOfUserA(fw) }),
  }),
  fuzz('POST /v1/ddp/create-bug-report', {
    transport: 'sealed',
    schema: createBugReportRequest,
    caller: (fw) => fw.caller('userA'),
    base: (_fw, who) => reportFields(who.self),
  }),
  fuzz('POST /v1/ddp/upload-report-file', {
    transport: 'multipart',
    schema: uploadReportFields,
    caller: (fw) => fw.caller('userA'),
    base: (_fw, who) => ({ ...reportFields(who.self), fileCount: '1' }),
  }),
  // The operator's calls read their own query and body schemas (not in the contract).
  fuzz('GET /v1/ops/bug-reports', {
    transport: 'query',
    schema: opsBugReportsQuery,
    caller: operator,
    base: (fw) => ({ status: 'Pending', companyId: fw.world.userA.companyId }),
  }),
  // The id comes in the path, unvalidated; the contract's report id (the member's get-report) is its schema.
  fuzz('GET /v1/ops/bug-reports/:id', {
    transport: 'query',
    schema: bugReportQuery,
    caller: operator,
    base: async (fw) => ({ id: await reportOfUserA(fw) }),
    path: (input) => `/v1/ops/bug-reports/${encode(textOf((input as { id?: unknown } | null)?.id))}`,
  }),
  fuzz('POST /v1/ops/bug-reports/status', {
    transport: 'json',
    schema: opsBugReportStatus,
    caller: operator,
    base: async (fw) => ({ id: await reportOfUserA(fw), status: 'Resolved' }),
  }),
];
