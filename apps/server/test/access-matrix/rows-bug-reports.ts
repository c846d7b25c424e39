import { messages } from '@ddp/contract';
import { expect } from 'vitest';
import { reportFields, samples, uploadReport } from '../test-support/bug-reports';
import { namesOfA, ownIds } from './cross-company';
import { created, NOT_FOUND, NOT_OPERATOR, ok, WITHOUT_SESSION } from './replies';
import { type Call, route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

const UNKNOWN_REPORT = 'BR-99999999';

/** A new report of the user of company A, by its id. */
async function reportOfUserA(w: World): Promise<string> {
  const sent = await w.server.client.post<{ id: string }>(
    '/v1/ddp/create-bug-report',
    reportFields(w.userA),
    {
      token: w.userA.token,
    },
  );
  if (sent.status !== 201) throw new Error(`report failed: ${JSON.stringify(sent.body)}`);
  return sent.body.id;
}
const reportOfA = (call: (w: World, who: Caller, id: string) => ReturnType<Call>) =>
  namesOfA({ field: 'id', ofA: reportOfUserA, unknown: () => UNKNOWN_REPORT, call });

const list: Call = (w, who) =>
  w.enc(who, '/v1/ddp/get-list-bug-report', { consumer_id: who.self.consumerId });
const read = reportOfA((w, who, id) =>
  w.plain(who, 'GET', `/v1/ddp/get-report?id=${encodeURIComponent(id)}`),
);
const create: Call = (w, who) => w.enc(who, '/v1/ddp/create-bug-report', reportFields(who.self));
const upload: Call = (w, who) =>
  uploadReport(w.server.client, who, [{ name: 'screen.png', bytes: samples.png() }], {
    ...reportFields(who.self),
    fileCount: '1',
  });
const readAsOperator = reportOfA((w, who, id) =>
  w.plain(who, 'GET', `/v1/ops/bug-reports/${encodeURIComponent(id)}`),
);
const setStatus = reportOfA((w, who, id) =>
  w.plain(who, 'POST', '/v1/ops/bug-reports/status', { id, status: 'Resolved' }),
);
const sent = created({ message: messages.bugReportSent, id: expect.any(String) });

/** Bug reports belong to the person who sent them; operators read all of them. */
export const bugReportRows = [
  route('POST /v1/ddp/get-list-bug-report', {
    allowed: SIGNED_IN,
    succeeds: ok({ message: expect.any(Array), total: expect.any(Number) }),
    refused: WITHOUT_SESSION,
    call: list,
    ids: ownIds(list, 'consumerId'),
  }),
  route('GET /v1/ddp/get-report', {
    allowed: ['userA'],
    succeeds: ok({ title: expect.any(String), description: expect.any(String) }),
    refused: { ...WITHOUT_SESSION, ownerA: NOT_FOUND, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: read.callOnA,
    ids: [read],
  }),
  route('POST /v1/ddp/create-bug-report', {
    allowed: SIGNED_IN,
    succeeds: sent,
    refused: WITHOUT_SESSION,
    call: create,
    ids: ownIds(create, 'consumerId', 'email'),
  }),
  route('POST /v1/ddp/upload-report-file', {
    allowed: SIGNED_IN,
    succeeds: sent,
    refused: WITHOUT_SESSION,
    call: upload,
    ids: ownIds(upload, 'consumerId', 'email'),
  }),
  route('GET /v1/ops/bug-reports', {
    allowed: ['operator'],
    succeeds: ok({ reports: expect.any(Array) }),
    refused: NOT_OPERATOR,
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/bug-reports'),
    ids: [],
  }),
  route('GET /v1/ops/bug-reports/:id', {
    allowed: ['operator'],
    succeeds: ok({ report: expect.objectContaining({ id: expect.any(String) }) }),
    refused: NOT_OPERATOR,
    call: readAsOperator.callOnA,
    ids: [readAsOperator],
  }),
  route('POST /v1/ops/bug-reports/status', {
    allowed: ['operator'],
    succeeds: ok({ message: expect.any(String) }),
    refused: NOT_OPERATOR,
    call: setStatus.callOnA,
    ids: [setStatus],
  }),
];
