import { messages } from '@ddp/contract';
import { signedInOwner } from './support/arranged-states';
import { clientWithSecret, rotateInDialog } from './support/client-secrets';
import { expectDialogFits, expectNoSidewaysScroll } from './support/phone';
import { expect, test } from './support/test';

// Issue 20, part 1, on a phone: the secrets dialog fills the screen and every action is in reach.

test('rotates a client’s secret on a phone', async ({ page, request }) => {
  const { session } = await signedInOwner(page, request, 'secrets-phone');
  const client = { name: 'Phone service', ...(await clientWithSecret(request, session, 'Phone service')) };
  await page.reload();
  await page.getByRole('button', { name: messages.credSecretsOf({ name: client.name }) }).click();
  const dialog = page.getByRole('dialog', { name: messages.credSecretsOf({ name: client.name }) });
  await expectDialogFits(page, dialog);
  await rotateInDialog(page, request, client);
  await expectDialogFits(page, dialog);
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: messages.credSecretsDone }).click();
  await expect(dialog).toBeHidden();
});
