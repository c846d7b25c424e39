import { paths } from '@ddp/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { aRegisteredPerson } from './accounts';
import { anInvitee, completeByApi, type Invitee, inviteByApi, LOGIN_DETAILS_SUBJECT } from './invitations';
import { otpauthUriIn } from './mail';
import { mailWithSubject } from './mail-subjects';
import { E2E_OPERATOR_TOKEN } from './operator';
import { type ApiSession, postEncrypted, sessionHeaders, sessionOfPage, signInByApi } from './portal-api';
import { signIn } from './sign-in';

// Data a screen needs before it can show a state (a full pager, a member without admin rights...),
// set up through the portal's and the operator's APIs: faster than the screens, and the same rules.

const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };
const MEMBER_PASSWORD = 'Arranged-Member-Password-7';

/** A company's first member (an Owner), signed in through the screens. */
export async function signedInOwner(page: Page, request: APIRequestContext, prefix: string) {
  const { person, uri } = await aRegisteredPerson(request, prefix);
  await signIn(page, person.email, person.password, uri);
  return { person, session: await sessionOfPage(page) };
}

/** A member who is no administrator, signed in through the screens; the Owner acts through the API. */
export async function signedInMember(page: Page, request: APIRequestContext, prefix: string) {
  const { person, uri } = await aRegisteredPerson(request, prefix);
  const owner = await signInByApi(request, person.email, person.password, uri);
  const member = anInvitee('Uma', 'User');
  await inviteByApi(request, owner, member);
  await completeByApi(request, member, MEMBER_PASSWORD);
  const memberUri = otpauthUriIn((await mailWithSubject(request, member.email, LOGIN_DETAILS_SUBJECT)).text);
  await signIn(page, member.email, MEMBER_PASSWORD, memberUri);
  return sessionOfPage(page);
}

/** Colleagues who have completed their invitations, so the team list has their rows. */
export async function colleaguesOf(owner: ApiSession, request: APIRequestContext, count: number) {
  const colleagues: Invitee[] = Array.from({ length: count }, (_, index) =>
    anInvitee(`Colleague${index + 1}`, 'Listed'),
  );
  for (const colleague of colleagues) await inviteByApi(request, owner, colleague);
  for (const colleague of colleagues) await completeByApi(request, colleague, MEMBER_PASSWORD);
  return colleagues;
}

/** News for one company, as an operator publishes it (POST /v1/ops/news). */
export async function publishNews(
  request: APIRequestContext,
  companyId: string,
  subject: string,
  terms = false,
) {
  const reply = await request.post(paths.opsNews, {
    headers: operator,
    data: {
      subject,
      body: 'A short bulletin.',
      terms_and_conditions: terms,
      audience: [companyId],
      attachments: [],
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
}

/** A bug report without attachments, as the Submit Issue form sends it. */
export async function reportBugByApi(request: APIRequestContext, session: ApiSession, title: string) {
  const reply = await postEncrypted(
    request,
    paths.createBugReport,
    {
      title,
      description: 'Reported for a full page of issues.',
      priority: 'low',
      consumer_id: session.consumerId,
      consumer_email: session.email,
    },
    sessionHeaders(session),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
}

/** A screen of /home, reached through the side menu as a person does. */
export async function openFromMenu(page: Page, name: string, url: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(url);
}
