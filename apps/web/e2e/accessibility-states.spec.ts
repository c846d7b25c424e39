import { encodeLinkDetails, messages, paths } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { aRegisteredPerson } from './support/accounts';
import { expectAccessible } from './support/axe';
import {
  anInvitee,
  invitationLinkFor,
  invitationPayloadOf,
  inviteByApi,
  linkDatedAt,
} from './support/invitations';
import { signInByApi } from './support/portal-api';
import { DAY_MS, MINUTE_MS } from './support/server-clock';
import { expect, test } from './support/test';

// Issue 8 part 7: the states of the screens outside /home that accessibility.spec.ts does not reach:
// the session-expiry notices, expired links and the licence notes without data.

test('Login with the notices of an ended session', async ({ page }) => {
  await page.goto('./?logout=success');
  await expect(page.getByText(messages.loggedOutIdle)).toBeVisible();
  await expectAccessible(page, 'Login, session ended for inactivity');

  await page.goto('./?logout=maximumsessiontime');
  await expect(page.getByText(messages.loggedOutMaxTime)).toBeVisible();
  await expectAccessible(page, 'Login, session ended at its maximum time');
});

test('an expired reset link and an expired invitation link', async ({ page, request }) => {
  // The screens judge the link's date themselves (spec section 4), so no clock has to move.
  const reset = encodeLinkDetails({
    email: 'ada@example.com',
    token: 'Q'.repeat(43),
    inviteDate: new Date(Date.now() - 60 * MINUTE_MS).toISOString(),
  });
  await page.goto(`reset-password?details=${encodeURIComponent(reset)}`);
  await expect(page.getByRole('alert')).toHaveText(messages.linkExpired);
  await expectAccessible(page, 'Reset by link, expired');

  const { person, uri } = await aRegisteredPerson(request, 'a11y-expired');
  const owner = await signInByApi(request, person.email, person.password, uri);
  const invitee = anInvitee('Late', 'Reader');
  await inviteByApi(request, owner, invitee);
  const payload = invitationPayloadOf(await invitationLinkFor(request, invitee));
  await page.goto(linkDatedAt(payload, new Date(Date.now() - 2 * DAY_MS)));
  await expect(page.getByRole('alert')).toHaveText(messages.linkExpired);
  await expectAccessible(page, 'Invited user, expired link');
});

/** The server's reply to a licence call, with its list emptied: the notes have no data for it. */
async function withoutData(page: Page, path: string): Promise<void> {
  await page.route(`**${path}?**`, async (route) => {
    const reply = await route.fetch();
    await route.fulfill({ response: reply, json: { ...(await reply.json()), message: [] } });
  });
}

test("licence notes with 'No data found'", async ({ page }) => {
  await page.goto('thirdPartyLicense');
  const licence = page.getByRole('combobox', { name: 'Licence' });
  await expect(licence).toHaveValue('MIT');
  // The searchable select, with a search that matches no licence.
  await licence.fill('No such licence');
  await expect(page.getByRole('listbox').getByText(messages.licencesNoData)).toBeVisible();
  await expectAccessible(page, 'Licence notes, a search without match');
  await page.keyboard.press('Escape');

  // A licence without components: the table says so.
  await withoutData(page, paths.getAllDetails);
  await page.reload();
  await expect(page.getByRole('table').getByText(messages.licencesNoData)).toBeVisible();
  await expectAccessible(page, 'Licence notes, a licence without components');

  // No licences at all.
  await withoutData(page, paths.getAllLicenseName);
  await page.reload();
  await expect(page.getByText(messages.licencesNoData)).toBeVisible();
  await expect(licence).toHaveCount(0);
  await expectAccessible(page, 'Licence notes, no licences');
});
