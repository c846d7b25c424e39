/**
 * The cookies a browser would keep for the portal's origin: enough of RFC 6265 for the server tests
 * (name, value, path, removal by Max-Age=0). A client with a jar is a browser; one without never
 * sends a cookie, as a script calling the API would.
 */
export class CookieJar {
  readonly #cookies = new Map<string, { value: string; path: string }>();

  /** Takes the Set-Cookie lines of a reply. */
  take(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const maxAge = attribute('max-age');
      if (maxAge !== undefined && Number(maxAge) <= 0) this.#cookies.delete(name);
      else this.#cookies.set(name, { value: pair.slice(eq + 1), path: attribute('path') ?? '/' });
    }
  }

  /** The Cookie header for a request to `path`, if any cookie applies. */
  headerFor(path: string): string | undefined {
    const sent = [...this.#cookies].filter(([, cookie]) => path.startsWith(cookie.path));
    return sent.length > 0 ? sent.map(([name, cookie]) => `${name}=${cookie.value}`).join('; ') : undefined;
  }

  names(): string[] {
    return [...this.#cookies.keys()];
  }

  /** A copy, as if the cookie were stolen or carried to another browser. */
  copy(): CookieJar {
    const other = new CookieJar();
    for (const [name, cookie] of this.#cookies) other.#cookies.set(name, { ...cookie });
    return other;
  }
}
