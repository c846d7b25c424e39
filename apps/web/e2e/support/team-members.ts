import { paths, roleOf, type TeamListReply, type TeamMember } from '@ddp/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { type ApiSession, postEncrypted, sessionHeaders } from './portal-api';

/** What the server holds about the company's team, read page by page as the screen does. */
export async function teamMembersByApi(
  request: APIRequestContext,
  session: ApiSession,
): Promise<TeamMember[]> {
  const members: TeamMember[] = [];
  for (let page = 1; page < 100; page += 1) {
    const reply = await postEncrypted(
      request,
      paths.viewListConsumers,
      { consumerId: session.consumerId, companyId: session.companyId, projectId: session.projectId, page },
      sessionHeaders(session),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const list = reply.body as unknown as TeamListReply;
    members.push(...list.message);
    if (page * list.pageSize >= list.total) break;
  }
  return members;
}

/** The member's role as the server has it, or undefined when the company has no such member. */
export async function roleByApi(
  request: APIRequestContext,
  session: ApiSession,
  email: string,
): Promise<'Owner' | 'User' | undefined> {
  const member = (await teamMembersByApi(request, session)).find((one) => one.email === email);
  return member ? roleOf(member.isAdmin) : undefined;
}
