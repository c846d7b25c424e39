import type { Page } from '@playwright/test';
import { field } from './fields';
import type { Person } from './people';

/** Registration's account fields, typed as a person would: name, address and password twice. */
export async function fillAccountFields(page: Page, person: Person): Promise<void> {
  await field(page, 'First name').fill(person.firstname);
  await field(page, 'Last name').fill(person.lastname);
  await field(page, 'E-mail').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await field(page, 'Confirm password').fill(person.password);
}

/**
 * Registration's text fields after the country and city (which a desktop clicks and a phone taps,
 * so each journey chooses them itself): street to purpose.
 */
export async function fillDetailFields(page: Page, person: Person): Promise<void> {
  await field(page, 'Street and number').fill(person.street);
  await field(page, 'Postal code').fill(person.postal);
  await field(page, 'Phone number').fill(person.phonenumber);
  await field(page, 'Company name').fill(person.companyname);
  await field(page, 'Project name').fill(person.projectname);
  await field(page, 'Project description').fill(person.projectdescription);
  await field(page, 'Purpose').fill(person.purpose);
}
