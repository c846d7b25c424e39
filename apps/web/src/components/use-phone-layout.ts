import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint (48em) the screens take their phone layout: tables become cards,
 * dialogs fill the screen. The CSS of the same layouts uses the same query (`card-rows.module.css`).
 */
export const PHONE_QUERY = '(width < 48em)';

export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
