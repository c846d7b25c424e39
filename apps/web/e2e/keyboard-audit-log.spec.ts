import { messages } from '@ddp/contract';
import { aRegisteredPerson } from './support/accounts';
import {
  areaFilter,
  asShown,
  eventRow,
  exportCsv,
  labelOf,
  memberFilter,
  shownEvents,
  toFilter,
} from './support/audit-log-screen';
import { expectFocusInSight, openFromMenu, signInByKeyboard, tabTo, typeInto } from './support/keyboard';
import { createClientByApi, signInByApi } from './support/portal-api';
import { expect, test } from './support/test';

// Issue 8 part 7 for the audit log (issue 20): filters, Clear filters and the export with the
// keyboard alone (the rules of support/keyboard.ts: no click, no focus(), no fill()).

test('the audit log filtered, cleared and exported with the keyboard alone', async ({ page, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'kb-audit');
  const session = await signInByApi(request, person.email, person.password, uri);
  const clientId = await createClientByApi(request, session, 'Keyboard audited');
  await signInByKeyboard(page, person.email, person.password, uri);
  await openFromMenu(page, messages.titleAuditLog);
  await expect(eventRow(page, labelOf('credential.created'), clientId)).toBeVisible();

  // The area with the arrows: Security keeps the sign-ins, not the credential.
  await tabTo(page, areaFilter(page));
  await expectFocusInSight(page);
  for (let presses = 0; presses < 5; presses += 1) await page.keyboard.press('ArrowDown');
  await expect(areaFilter(page)).toHaveValue('security');
  await expect(eventRow(page, labelOf('credential.created'), clientId)).toHaveCount(0);
  await expect(eventRow(page, labelOf('security.signed_in'), person.email).first()).toBeVisible();

  // A member's e-mail typed: a text nobody's address holds leaves nothing to show.
  await tabTo(page, memberFilter(page));
  await typeInto(page, memberFilter(page), 'nobody-has-this');
  await expect(page.getByText(messages.auditEmptyFiltered)).toBeVisible();

  // Clear filters with Enter: the focus goes to the first filter, the whole log is back.
  await tabTo(page, page.getByRole('button', { name: messages.auditClearFilters }));
  await page.keyboard.press('Enter');
  await expect(areaFilter(page)).toBeFocused();
  await expect(areaFilter(page)).toHaveValue('');
  await expect(eventRow(page, labelOf('credential.created'), clientId)).toBeVisible();
  await expect(toFilter(page)).toHaveValue('');

  // The export with Enter, and the file holds what is shown.
  const button = page.getByRole('button', { name: messages.auditExport });
  await tabTo(page, button);
  await expectFocusInSight(page);
  const file = await exportCsv(page, page.locator('main'), () => page.keyboard.press('Enter'));
  expect(file.lines.map(asShown)).toEqual(await shownEvents(page));
  await expect(button).toBeFocused();
});
