import type { SecretBox } from '../../platform/secret-box';

/**
 * Opens a server key sealed in the database. A different MASTER_KEY is the one way this fails on a
 * sound database, and the cipher's own words for it ("unable to authenticate data") tell an
 * operator nothing, so the failure says what to do instead.
 */
export function openServerKey(box: SecretBox, purpose: string, sealed: string): string {
  try {
    return box.open(`key:${purpose}`, sealed).toString('utf8');
  } catch {
    throw new Error(
      `MASTER_KEY does not open the ${purpose} key stored in the database: every instance on one database needs the MASTER_KEY the database was first started with (docs/production.md)`,
    );
  }
}
