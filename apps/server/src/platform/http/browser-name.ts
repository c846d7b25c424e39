import Bowser from 'bowser';

// Enough to tell one's browsers apart in a list; the whole user agent stays with the session.
const NAME_MAX = 80;

/**
 * A browser as a person tells it apart, from its User-Agent: "Chrome 131 (Linux)". No word of any
 * language: the name is stored with the session and its security events and shown in screens and
 * mails in the person's language, English or German. Null when it names nothing recognisable (a
 * script, an empty header); never throws on what a caller sent.
 */
export function browserName(userAgent: string | undefined | null): string | null {
  if (!userAgent) return null;
  try {
    const parsed = Bowser.parse(userAgent);
    const browser = [parsed.browser.name, majorOf(parsed.browser.version)].filter(Boolean).join(' ');
    const system = parsed.os.name ?? '';
    if (!browser) return null;
    return (system ? `${browser} (${system})` : browser).slice(0, NAME_MAX);
  } catch {
    return null;
  }
}

const majorOf = (version: string | undefined) => version?.split('.')[0];
