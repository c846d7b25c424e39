// Without zod: the Licences page names its download without the forms' schemas.

/** The file name of the download, after the licence it covers. */
export function noticesFileName(licenseName?: string): string {
  const slug = (licenseName ?? '')
    .replace(/[^A-Za-z0-9.+-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug ? `third-party-notices-${slug}.txt` : 'third-party-notices.txt';
}
