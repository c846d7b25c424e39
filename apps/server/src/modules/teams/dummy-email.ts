/**
 * The address of a dummy consumer: first and last name, folded to plain lower-case letters and
 * digits, at the inviting admin's domain: `ada.lovelace@example.com`, then `ada.lovelace.2@...` and
 * so on when taken.
 */
export function dummyEmailBase(
  firstname: string,
  lastname: string,
  adminEmail: string,
): { local: string; domain: string } {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  const local = [fold(firstname), fold(lastname)].filter(Boolean).join('.') || 'consumer';
  return { local, domain: adminEmail.split('@')[1] ?? 'localhost' };
}

export function firstFreeEmail(base: { local: string; domain: string }, taken: Set<string>): string {
  for (let n = 1; ; n++) {
    const candidate = `${n === 1 ? base.local : `${base.local}.${n}`}@${base.domain}`;
    if (!taken.has(candidate)) return candidate;
  }
}
