import { messages } from '@ddp/contract';
import { ActionIcon, Code, CopyButton, Group, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { createContext, useContext, useMemo } from 'react';
import { ScrollingTabList } from '../../components/scrolling-tab-list';
import { type SampleMaker, TOKEN_PLACEHOLDER } from './code-samples';

export interface SampleSource {
  make: SampleMaker;
  /** The access token 'Try it with my credentials' fetched, if any. */
  token: string | undefined;
  /** False for a documentation-only service: its samples call a server elsewhere. */
  live: boolean;
}

/** Handed from the viewer to the samples it places inside Swagger UI's operations. */
export const SampleContext = createContext<SampleSource | null>(null);

/**
 * 'Code samples' of one operation (curl, JavaScript, Python), each with a copy button. Placed by
 * the viewer below the operation's parameters (openapi-viewer.tsx).
 */
export function OperationSamples({ path, method }: { path: string; method: string }) {
  const source = useContext(SampleContext);
  const samples = useMemo(
    () => (source ? source.make(path, method, source.token) : []),
    [source, path, method],
  );
  if (!source || samples.length === 0) return null;
  const name = `${method.toUpperCase()} ${path}`;
  return (
    <Stack
      gap="xs"
      className="operation-samples"
      component="section"
      aria-label={messages.docsCodeSamplesFor({ name: name })}
    >
      <Title order={4} fz={14}>
        {messages.docsCodeSamples}
      </Title>
      <Text size="sm" c="dimmed">
        {source.token
          ? messages.docsYourAccessTokenIsFilled
          : messages.docsReplaceWithAnAccessToken({ TOKEN_PLACEHOLDER: TOKEN_PLACEHOLDER })}
        {source.live ? '' : ' This service is documentation only: its server is not part of this portal.'}
      </Text>
      <Tabs defaultValue={samples[0]?.id} keepMounted={false}>
        <ScrollingTabList aria-label={messages.docsLanguageOfTheCodeSamples({ name: name })}>
          {samples.map((sample) => (
            <Tabs.Tab key={sample.id} value={sample.id} translate="no">
              {sample.label}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
        {samples.map((sample) => (
          <Tabs.Panel key={sample.id} value={sample.id} pt="xs">
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <Code block flex={1} tabIndex={0} translate="no">
                {sample.code}
              </Code>
              <CopyButton value={sample.code}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? messages.kitCopied : messages.kitCopyShort} withArrow>
                    <ActionIcon
                      variant="light"
                      onClick={copy}
                      aria-label={
                        copied
                          ? `${sample.label} sample copied`
                          : messages.docsCopyTheSample({ label: sample.label })
                      }
                    >
                      {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
