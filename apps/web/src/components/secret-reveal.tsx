import { messages } from '@ddp/contract';
import { ActionIcon, CopyButton, Group, PasswordInput, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A copy button that says what it copies and announces when it did. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? messages.kitCopied : messages.kitCopy({ label: label })} withArrow>
          <ActionIcon
            variant="subtle"
            onClick={copy}
            aria-label={copied ? `${label} copied` : messages.kitCopy({ label: label })}
          >
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/**
 * A read-only value with a copy button; a secret is masked, with a show/hide toggle in the tab
 * order, so it can be read without a pointer.
 */
export function SecretReveal({
  label,
  value,
  secret = false,
}: {
  label: string;
  value: string;
  secret?: boolean;
}) {
  const shared = { label, value, readOnly: true, style: { flex: 1 }, 'data-testid': `${label}-field` };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      {secret ? <PasswordInput {...shared} visibilityToggleFocusable /> : <TextInput {...shared} />}
      <CopyValue label={label} value={value} />
    </Group>
  );
}
