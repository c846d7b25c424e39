import type { Language } from '@ddp/contract';
import { useCallback } from 'react';
import { saveLanguage } from './language-api';
import { chooseLanguage } from './locale';

/**
 * Switches the portal's language; the screens are drawn anew (main.tsx), so the control that was
 * used gets the focus back by its id. A signed-in account keeps the choice for its mails.
 */
export function useChooseLanguage(): (language: Language, focusId: string) => void {
  return useCallback((language: Language, focusId: string) => {
    chooseLanguage(language)
      .then(() => {
        requestAnimationFrame(() => document.getElementById(focusId)?.focus());
        return saveLanguage();
      })
      .catch(() => undefined);
  }, []);
}
