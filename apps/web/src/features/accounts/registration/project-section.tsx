import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { RegistrationFormApi } from './use-registration-form';

export function ProjectSection({ form }: { form: RegistrationFormApi }) {
  return (
    <Fieldset legend="Company and project" variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Company name"
          autoComplete="organization"
          required
          {...form.bindText('companyname')}
        />
        <TextInput label="Project name" required {...form.bindText('projectname')} />
        <Textarea
          label="Project description"
          autosize
          minRows={3}
          required
          style={{ gridColumn: '1 / -1' }}
          {...form.bindText('projectdescription')}
        />
        <Textarea
          label="Purpose"
          description="What do you want to build with the platform's APIs?"
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
