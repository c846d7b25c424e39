import type { MailboxMessage } from '@ddp/contract';
import { Anchor, Code, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMailDate } from './mail-date';
import { dataUrl, isImage } from './mailbox-api';

/** One mail: headers, the text part (the HTML part is not rendered on purpose), attachments. */
export function MessageView({ message }: { message: MailboxMessage }) {
  // Attachments carry no id; their position within this message identifies them.
  const attachments = message.attachments.map((attachment, position) => ({
    ...attachment,
    key: `${message.id}:${position}`,
  }));
  return (
    <Paper withBorder p="lg" radius="lg" component="article" aria-labelledby="mail-subject">
      <Stack gap="md">
        <div>
          <Title order={2} fz={20} id="mail-subject">
            {message.subject}
          </Title>
          <Text size="sm" c="dimmed">
            To {message.to} · {formatMailDate(message.createdAt)}
          </Text>
        </div>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} fz="sm">
          {message.text}
        </Code>
        {attachments.length > 0 ? (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              Attachments
            </Text>
            <Group align="flex-start" gap="md">
              {attachments.map((attachment) =>
                isImage(attachment.contentType) ? (
                  <figure key={attachment.key} style={{ margin: 0 }}>
                    <Image
                      src={dataUrl(attachment.contentType, attachment.content)}
                      alt={attachment.filename}
                      w={200}
                      h={200}
                      fit="contain"
                      radius="sm"
                      bg="white"
                      style={{ border: '1px solid var(--mantine-color-gray-3)' }}
                    />
                    <Text component="figcaption" size="xs" c="dimmed" mt={4}>
                      {attachment.filename}
                    </Text>
                  </figure>
                ) : (
                  <Anchor
                    key={attachment.key}
                    href={dataUrl(attachment.contentType, attachment.content)}
                    download={attachment.filename}
                    size="sm"
                  >
                    {attachment.filename}
                  </Anchor>
                ),
              )}
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
