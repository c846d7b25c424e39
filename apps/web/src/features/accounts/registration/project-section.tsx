import { messages } from '@ddp/contract';
import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { RegistrationFormApi } from './use-registration-form';

export function ProjectSection({ form }: { form: RegistrationFormApi }) {
  return (
    <Fieldset legend={messages.accountCompanyAndProject} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={messages.accountCompanyName}
          autoComplete="organization"
          required
          {...form.bindText('companyname')}
        />
        <TextInput label={messages.accountProjectName} required {...form.bindText('projectname')} />
        <Textarea
          label={messages.accountProjectDescription}
          autosize
          minRows={3}
          required
          style={{ gridColumn: '1 / -1' }}
          {...form.bindText('projectdescription')}
        />
        <Textarea
          label={messages.accountPurpose}
          description={messages.accountWhatDoYouWantTo}
          autosize
          minRows={2}
          required
          style={{ gridColumn: '1 / -1' }}
          {...form.bindText('purpose')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
