import { messages } from '@ddp/contract';
import { aRegisteredPerson } from './support/accounts';
import { field } from './support/fields';
import { anInvitee, invitationLinkFor, inviteByApi, LOGIN_DETAILS_SUBJECT } from './support/invitations';
import { chooseOption, signInByKeyboard, tabTo, typeInto } from './support/keyboard';
import { otpauthUriIn } from './support/mail';
import { mailWithSubject } from './support/mail-subjects';
import { signInByApi } from './support/portal-api';
import { expect, test } from './support/test';

// Issue 8 part 7: completing an invitation with the keyboard alone (rules in support/keyboard.ts).

test('an invited colleague completes the registration from the mailed link with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { person: owner, uri } = await aRegisteredPerson(request, 'kb-inviter');
  const invitee = anInvitee('Ina', 'Keys');
  await inviteByApi(request, await signInByApi(request, owner.email, owner.password, uri), invitee);
  const password = 'Invited-By-Keyboard-2025';

  await page.goto(await invitationLinkFor(request, invitee));
  await expect(page.getByRole('heading', { name: messages.completeRegistration })).toBeVisible();
  await expect(field(page, 'E-mail')).toHaveValue(invitee.email);
  await typeInto(page, field(page, 'Password'), password);
  const toggle = page.getByRole('button', { name: 'Toggle password visibility' }).first();
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
  await typeInto(page, field(page, 'Confirm password'), password);
  await chooseOption(page, page.getByRole('combobox', { name: 'Dial code' }), /Germany \(\+49\)/, 'Germany');
  await typeInto(page, field(page, 'Phone number'), '1701234567');
  await tabTo(page, page.getByRole('button', { name: 'Complete Registration' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(messages.emailDetailsSuffix.trim())).toBeVisible();

  const inviteeUri = otpauthUriIn(
    (await mailWithSubject(request, invitee.email, LOGIN_DETAILS_SUBJECT)).text,
  );
  await signInByKeyboard(page, invitee.email, password, inviteeUri);
});
