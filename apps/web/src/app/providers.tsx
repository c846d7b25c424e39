import './mantine-first.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { colorSchemeManager } from '../lib/color-scheme';
import { useLocale } from '../lib/locale';
import { portalQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // Mantine copies the theme's default props once per theme: a new one per language renames them.
  const localTheme = useMemo(() => ({ ...theme, locale }), [locale]);
  return (
    <QueryClientProvider client={portalQueryClient}>
      <MantineProvider
        theme={localTheme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
      >
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
