import { reportFields, samples, uploadReport } from '../test-support/bug-reports';
import { route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

const UNKNOWN_REPORT = 'BR-99999999';

/** A new report of the user of company A, by its id. */
async function reportOfUserA(w: World): Promise<string> {
  const sent = await w.server.client.post<{ id: string }>(
    '/v1/ddp/create-bug-report',
    reportFields(w.userA),
    { token: w.userA.token },
  );
  if (sent.status !== 201) throw new Error(`report failed: ${JSON.stringify(sent.body)}`);
  return sent.body.id;
}

const read = (w: World, who: Caller, id: string) => w.plain(who, 'GET', `/v1/ddp/get-report?id=${id}`);

/** Bug reports belong to the person who sent them; operators read all of them. */
export const bugReportRows = [
  route('POST /v1/ddp/get-list-bug-report', {
    allowed: SIGNED_IN,
    call: (w, who) => w.enc(who, '/v1/ddp/get-list-bug-report', { consumer_id: who.self.consumerId }),
  }),
  route('GET /v1/ddp/get-report', {
    allowed: ['userA'],
    call: async (w, who) => read(w, who, await reportOfUserA(w)),
    unknown: (w, who) => read(w, who, UNKNOWN_REPORT),
  }),
  route('POST /v1/ddp/create-bug-report', {
    allowed: SIGNED_IN,
    call: (w, who) => w.enc(who, '/v1/ddp/create-bug-report', reportFields(who.self)),
  }),
  route('POST /v1/ddp/upload-report-file', {
    allowed: SIGNED_IN,
    call: (w, who) =>
      uploadReport(w.server.client, who, [{ name: 'screen.png', bytes: samples.png() }], {
        ...reportFields(who.self),
        fileCount: '1',
      }),
  }),
  route('GET /v1/ops/bug-reports', {
    allowed: ['operator'],
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/bug-reports'),
  }),
  route('GET /v1/ops/bug-reports/:id', {
    allowed: ['operator'],
    call: async (w, who) => w.plain(who, 'GET', `/v1/ops/bug-reports/${await reportOfUserA(w)}`),
  }),
  route('POST /v1/ops/bug-reports/status', {
    allowed: ['operator'],
    call: async (w, who) =>
      w.plain(who, 'POST', '/v1/ops/bug-reports/status', { id: await reportOfUserA(w), status: 'Resolved' }),
  }),
];
