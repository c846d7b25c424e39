import { type CallResult, urlOn } from '../test-support/portal-client';
import type { Caller } from './callers';

/**
 * Plain JSON and form calls that show a redirect as the redirect it is: a client that followed it
 * would report the target's answer, and a route that redirects where it should answer would pass.
 */
export function manualRedirects(bases: { baseUrl: string; opsBaseUrl?: string }) {
  const send = async (
    who: Caller,
    method: string,
    path: string,
    body: string | undefined,
    contentType: string | undefined,
  ): Promise<CallResult> => {
    const headers: Record<string, string> = {};
    if (contentType) headers['content-type'] = contentType;
    if (who.token) {
      headers.authorization = `Bearer ${who.token}`;
      headers['x-mfa-value'] = 'authenticated';
    }
    const response = await fetch(urlOn(bases, path), { method, headers, body, redirect: 'manual' });
    const raw = await response.text();
    return { status: response.status, headers: response.headers, body: parsed(raw) };
  };
  return {
    call: (who: Caller, method: 'GET' | 'POST', path: string, json?: unknown) =>
      send(
        who,
        method,
        path,
        json === undefined ? undefined : JSON.stringify(json),
        json === undefined ? undefined : 'application/json',
      ),
    form: (who: Caller, path: string, form: Record<string, string>) =>
      send(who, 'POST', path, new URLSearchParams(form).toString(), 'application/x-www-form-urlencoded'),
  };
}

function parsed(raw: string): Record<string, unknown> {
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return { raw };
  }
}
