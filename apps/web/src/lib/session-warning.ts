import { useSyncExternalStore } from 'react';
import type { Warning } from './session-expiry';

/**
 * The warning of the running session timer, for the dialog of the signed-in layout. The timer is
 * started by the guard, the dialog lives in the layout: this module is where they meet. Both load
 * lazily, so Login carries neither.
 */
export interface ShownWarning {
  warning: Warning;
  /** Counts as activity now, in every tab: the 'Stay signed in' of an idle warning. */
  stay: () => void;
}

let shown: ShownWarning | null = null;
const listeners = new Set<() => void>();

export function showSessionWarning(warning: Warning | null, stay: () => void): void {
  shown = warning ? { warning, stay } : null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => shown;

export function useSessionWarning(): ShownWarning | null {
  return useSyncExternalStore(subscribe, current, current);
}
