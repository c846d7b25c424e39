import { type InviteForm, inviteForm, messages } from '@ddp/contract';
import { Button, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { IconMail, IconSend } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { NameFields } from '../../components/name-fields';
import type { FieldErrors } from '../../lib/form-validation';
import { useForm } from '../../lib/use-form';

const initialValues: InviteForm = { email: '', admin: false, normaluser: true, firstname: '', lastname: '' };
export const inviteFieldNames = Object.keys(initialValues);

interface InviteFieldsProps {
  /** Multi-consumer authorisation of the company: only then the normal-user switch shows. */
  multiConsumer: boolean;
  sending: boolean;
  serverErrors: FieldErrors;
  onSend: (form: InviteForm) => void;
  /** After a sent invitation: this fresh form takes the focus, which went with the old one. */
  focusOnMount: boolean;
}

/** The Send Invite form (spec sections 2 and 5), validated by the contract's `inviteForm`. */
export function InviteFields({
  multiConsumer,
  sending,
  serverErrors,
  onSend,
  focusOnMount,
}: InviteFieldsProps) {
  const form = useForm(inviteForm, initialValues);
  const formElement = useRef<HTMLFormElement>(null);
  const { setServerErrors, setField } = form;
  const normalUser = form.values.normaluser;

  useEffect(() => {
    setServerErrors(serverErrors);
  }, [serverErrors, setServerErrors]);
  useEffect(() => {
    if (focusOnMount) formElement.current?.querySelector<HTMLElement>('input:not(:disabled)')?.focus();
  }, [focusOnMount]);
  // Without multi-consumer authorisation there is no switch, and every invitee is a normal user.
  useEffect(() => {
    if (!multiConsumer) setField('normaluser', true);
  }, [multiConsumer, setField]);

  return (
    <form
      ref={formElement}
      onSubmit={form.handleSubmit((data) => onSend(data))}
      noValidate
      aria-label={messages.teamSendInvite}
    >
      <Stack gap="lg" maw={640}>
        {multiConsumer ? (
          <Switch
            size="md"
            label={messages.assignNormalConsumer}
            description={
              normalUser ? messages.teamThePersonGetsAnInvitation : messages.teamADummyAccountWithoutSign
            }
            onLabel={messages.teamYes}
            offLabel={messages.teamNo}
            checked={normalUser}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setField('normaluser', checked);
              if (!checked) setField('email', '');
            }}
          />
        ) : null}
        <TextInput
          label={messages.teamEmail}
          type="email"
          autoComplete="off"
          required={normalUser}
          disabled={!normalUser}
          leftSection={<IconMail size={16} aria-hidden />}
          {...form.bindText('email')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <NameFields
            firstname={form.bindText('firstname')}
            lastname={form.bindText('lastname')}
            someoneElse
          />
        </SimpleGrid>
        <Switch
          size="md"
          label={messages.inviteAsOwner}
          description={messages.teamOwnersCanInviteMembersChange}
          onLabel={messages.teamYes}
          offLabel={messages.teamNo}
          checked={form.values.admin}
          onChange={(event) => setField('admin', event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" disabled={sending} leftSection={<IconSend size={16} aria-hidden />}>
            {sending ? messages.teamProcessing : messages.teamSendInvite}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
