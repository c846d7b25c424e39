import { messages } from '@ddp/contract';
import { Anchor, Checkbox, Stack } from '@mantine/core';
import { usePortalLinks } from '../../../lib/portal-links';
import type { RegistrationFormApi } from './use-registration-form';

export function ConsentSection({ form }: { form: RegistrationFormApi }) {
  const links = usePortalLinks();
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Stack gap="sm">
      <Checkbox
        checked={form.values.acceptTerms}
        onChange={(event) => form.setField('acceptTerms', event.currentTarget.checked)}
        error={form.errorOf('acceptTerms')}
        label={
          <>
            {messages.accountIAcceptThe}{' '}
            <Anchor href={links.termsOfUse} {...newTab} inherit>
              {messages.accountConditionsOfUsage}
            </Anchor>
          </>
        }
      />
      <Checkbox
        checked={form.values.acceptPrivacy}
        onChange={(event) => form.setField('acceptPrivacy', event.currentTarget.checked)}
        error={form.errorOf('acceptPrivacy')}
        label={
          <>
            {messages.accountIHaveReadThe}{' '}
            <Anchor href={links.dataProtection} {...newTab} inherit>
              {messages.accountDataProtectionDeclaration}
            </Anchor>
          </>
        }
      />
    </Stack>
  );
}
