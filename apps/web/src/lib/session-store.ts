import { useSyncExternalStore } from 'react';
import type { EndReason } from './logout-reasons';
import type { SessionValues } from './session-rules';
import { clearSharedCookies } from './shared-cookies';

/**
 * The session lives in localStorage so that a reload keeps it and other tabs see sign-in and
 * logout at once (the browser's storage event). One JSON entry keeps the values consistent.
 */
const KEY = 'ddp.session';
const EMPTY: SessionValues = Object.freeze({});

let cachedRaw: string | null = null;
let cachedValue: SessionValues = EMPTY;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked by browser settings; the session then lasts as long as the page.
    return undefined;
  }
}

let memoryRaw: string | null = null;

function readRaw(): string | null {
  const store = storage();
  return store ? store.getItem(KEY) : memoryRaw;
}

export function readSession(): SessionValues {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cachedValue = parsed && typeof parsed === 'object' ? (parsed as SessionValues) : EMPTY;
  } catch {
    cachedValue = EMPTY;
  }
  return cachedValue;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Replaces the whole session; used when a new sign-in starts. */
export function replaceSession(values: SessionValues): void {
  const raw = JSON.stringify(values);
  const store = storage();
  if (store) store.setItem(KEY, raw);
  else memoryRaw = raw;
  notify();
}

export function updateSession(patch: Partial<SessionValues>): void {
  replaceSession({ ...readSession(), ...patch });
}

/**
 * Ends the session and leaves only the reason behind: the session guard of whichever screen is
 * open (in this tab or another) then takes the user to Login with the matching notice (see
 * loginReasonFor). The first reason wins: a call that fails afterwards because the session is
 * gone must not turn 'idle' into 'entry'. The next sign-in replaces the marker.
 */
export function endSession(reason: EndReason): void {
  const ending = readSession();
  if (ending.endedBy) return;
  // The front-end apps' cookies name the signed-in person and carry a client's access token,
  // readable on the partner domains: they end with the session, whatever ended it.
  if (ending.sharedCookieDomains) clearSharedCookies(ending.sharedCookieDomains);
  replaceSession({ endedBy: reason });
}

/** Where the front-end apps screen set the shared cookies, so that ending the session clears them. */
export function rememberSharedCookieDomains(domains: readonly string[]): void {
  const known = readSession().sharedCookieDomains;
  if (known && known.join(' ') === domains.join(' ')) return;
  updateSession({ sharedCookieDomains: [...domains] });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): SessionValues {
  return useSyncExternalStore(subscribe, readSession, readSession);
}
