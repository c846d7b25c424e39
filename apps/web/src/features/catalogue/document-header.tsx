import { messages } from '@ddp/contract';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { OpenApiDocument } from '../../lib/docs-api';
import { documentSummary } from './document-summary';

interface DocumentHeaderProps {
  document: OpenApiDocument;
  /** The service's display text, for a document without a title. */
  serviceText: string;
  /** Its server is this portal (docs/decisions.md, "Live services"). */
  live: boolean;
}

/**
 * The document's title, version and description, shown as soon as the document arrives: Swagger
 * UI, a large script, then adds the operations below it (its own header is left out).
 */
export function DocumentHeader({ document, serviceText, live }: DocumentHeaderProps) {
  const summary = useMemo(() => documentSummary(document, serviceText), [document, serviceText]);
  return (
    <Stack gap="xs" component="header">
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={2} fz={24} translate="no">
          {summary.title}
        </Title>
        {summary.version ? (
          <Badge variant="light" color="gray" radius="sm" tt="none">
            {messages.docsVersion} <span translate="no">{summary.version}</span>
          </Badge>
        ) : null}
        {summary.format ? (
          <Badge variant="light" color="teal" radius="sm" tt="none" translate="no">
            {summary.format}
          </Badge>
        ) : null}
        <Badge variant={live ? 'filled' : 'outline'} color={live ? 'green' : 'gray'} radius="sm" tt="none">
          {live ? messages.docsLiveHere : messages.docsDocumentationOnly}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {live
          ? messages.docsItsServerIsThisPortal
          : summary.server
            ? messages.docsServerElsewhereNamed({ server: summary.server })
            : messages.docsServerElsewhere}
      </Text>
      {summary.paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity beyond their place; the list only changes with the document.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Text key={index} style={{ whiteSpace: 'pre-line' }} translate="no">
          {paragraph}
        </Text>
      ))}
      {summary.links.length > 0 ? (
        <Group gap="md" component="nav" aria-label={messages.docsAbout({ title: summary.title })}>
          {summary.links.map((link) => (
            <Anchor
              key={`${link.label} ${link.href}`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
            >
              {link.label}
            </Anchor>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
