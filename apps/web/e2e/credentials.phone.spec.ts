import { messages } from '@ddp/contract';
import { colleaguesOf, signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import {
  expectDialogFits,
  expectNoSidewaysScroll,
  expectRowsInSight,
  expectTabsInOneRow,
} from './support/phone';
import { createClientByApi } from './support/portal-api';
import { expect, test } from './support/test';

test('credentials on a phone: generate, regenerate, transfer and delete from the cards', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { session } = await signedInOwner(page, request, 'phone-creds');
  const [colleague] = await colleaguesOf(session, request, 1);
  await createClientByApi(request, session, 'Phone kept');

  const tabs = page.getByRole('tablist');
  await page.getByRole('tab', { name: 'Generate OAuth2.0 Credentials' }).click();
  await expectTabsInOneRow(tabs);
  await page.getByLabel('Enter Application Name').fill('Phone dashboard');
  await page.getByRole('button', { name: 'Generate' }).click();
  const created = page.getByRole('dialog', { name: 'New credentials generated' });
  await expectDialogFits(page, created);
  await expectAccessible(page, 'New credentials dialog, phone');
  await created.getByRole('button', { name: 'I have saved it' }).click();

  // The last tab, past the screen's right edge, scrolls into view when the keys reach it.
  await page.getByRole('tab', { name: 'View Personal Credentials' }).focus();
  await page.keyboard.press('End');
  const last = page.getByRole('tab', { name: /^View Secret/ });
  await expect(last).toBeFocused();
  await expectTabsInOneRow(tabs, last);
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'View Personal Credentials' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const table = page.getByRole('table', { name: 'Your credentials' });
  await expect(table.getByRole('row', { name: /Phone dashboard/ })).toBeVisible();
  await expectRowsInSight(table);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Credentials as cards, phone');

  await page.getByRole('button', { name: 'Regenerate secret of Phone dashboard' }).click();
  const confirm = page.getByRole('dialog', { name: 'Regenerate secret' });
  await expectDialogFits(page, confirm);
  await confirm.getByRole('button', { name: 'Regenerate' }).click();
  const regenerated = page.getByRole('dialog', { name: 'New secret generated' });
  await expectDialogFits(page, regenerated);
  await regenerated.getByRole('button', { name: 'I have saved it' }).click();

  await page.getByRole('button', { name: 'Transfer Phone dashboard' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer credentials' });
  await expectDialogFits(page, transfer);
  await expectAccessible(page, 'Transfer dialog, phone');
  await transfer.getByLabel('Team member (e-mail)').click();
  await page.getByRole('option', { name: colleague!.email }).click();
  await transfer.getByRole('button', { name: 'Transfer Creds' }).click();
  await expect(page.getByText(messages.transferred)).toBeVisible();
  await expect(table.getByRole('row', { name: /Phone dashboard/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Phone kept' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete credentials' });
  await expectDialogFits(page, remove);
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.credentialDeleted)).toBeVisible();

  // The team's clients, as cards too; a card opens the client's secret dialog.
  await page.getByRole('tab', { name: "View Team's Credentials" }).click();
  await expectTabsInOneRow(tabs);
  const team = page.getByRole('table', { name: 'Team credentials' });
  await expect(team.getByRole('row', { name: 'Open the secret of Phone dashboard' })).toBeVisible();
  await expectRowsInSight(team);
  await expectAccessible(page, 'Team credentials as cards, phone');
  await team.getByRole('row', { name: 'Open the secret of Phone dashboard' }).click();
  await expectDialogFits(page, page.getByRole('dialog', { name: 'Phone dashboard' }));
});
