import type { StartCounts, StartSteps } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { MutationErrorAlert } from '../../components/mutation-error-alert';
import { QueryStates } from '../../components/query-states';
import { RouterAnchor } from '../../components/router-anchor';
import { credentialQueries } from './credentials-queries';
import { dismissStartChecklist, startKey } from './start-api';
import { startLinks } from './start-links';

interface Step {
  key: keyof StartSteps;
  title: string;
  text: string;
  to: string;
  linkText: string;
}

// A function: the texts are read in the language of the moment.
const checklistSteps = (): readonly Step[] => [
  {
    key: 'createClient',
    title: messages.credStepCreateClient,
    text: messages.credStepCreateClientText,
    to: startLinks.generate,
    linkText: messages.credStepCreateClientLink,
  },
  {
    key: 'getToken',
    title: messages.credStepGetToken,
    text: messages.credStepGetTokenText,
    to: startLinks.docs,
    linkText: messages.credStepGetTokenLink,
  },
  {
    key: 'callApi',
    title: messages.credStepCallApi,
    text: messages.credStepCallApiText,
    to: startLinks.docs,
    linkText: messages.credStepCallApiLink,
  },
  {
    key: 'inviteTeam',
    title: messages.credStepInviteTeam,
    text: messages.credStepInviteTeamText,
    to: startLinks.teams,
    linkText: messages.credStepInviteTeamLink,
  },
];

interface Count {
  key: keyof StartCounts;
  label: (n: number) => string;
  to: string;
}

const COUNTS: readonly Count[] = [
  { key: 'clients', label: (n) => messages.credCountClients({ n }), to: startLinks.credentials },
  {
    key: 'secretsToView',
    label: (n) => messages.credCountSecrets({ n }),
    to: startLinks.oneTime,
  },
  {
    key: 'termsToAnswer',
    label: (n) => messages.credCountTerms({ n }),
    to: startLinks.news,
  },
  {
    key: 'openRequests',
    label: (n) => messages.credCountRequests({ n }),
    to: startLinks.requests,
  },
  {
    key: 'openBugReports',
    label: (n) => messages.credCountBugReports({ n }),
    to: startLinks.bugReports,
  },
];

interface StartPanelProps {
  consumerId: string;
  /** The heading: the greeting once the caller's name is known. */
  heading: ReactNode;
}

/** The loaded checklist and counts of a new account, in px by breakpoint (the phone's the tallest). */
const START_PANEL_HEIGHT = { base: 765, xs: 552, sm: 621, md: 420, lg: 383 };

/**
 * The start page on the signed-in home: a getting-started checklist whose steps tick themselves
 * off from the company's real data, and counts that each lead to their screen. One call
 * (start-summary); hiding the checklist is remembered for the account on the server.
 */
export function StartPanel({ consumerId, heading }: StartPanelProps) {
  const queryClient = useQueryClient();
  const countsHeading = useRef<HTMLHeadingElement>(null);
  const summary = useQuery({ ...credentialQueries.start(consumerId), enabled: consumerId !== '' });
  const dismiss = useMutation({
    mutationFn: () => dismissStartChecklist(consumerId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: startKey(consumerId) });
      // The button is gone with the checklist: the focus goes on to what stays.
      countsHeading.current?.focus();
    },
  });

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="start-heading">
      <Stack gap="md">
        <Title order={2} fz={20} id="start-heading">
          {heading}
        </Title>
        <QueryStates
          query={summary}
          loadingLabel={messages.credLoadingYourStartPage}
          loading={
            // As tall as the checklist and the counts most people see first (four steps, four
            // counts, measured at each width), so that their arrival moves nothing below them.
            <Stack gap="xs" mih={START_PANEL_HEIGHT}>
              <Skeleton height={16} width="50%" />
              <Skeleton height={48} />
              <Skeleton height={48} />
              <Skeleton height={48} />
              <Skeleton height={16} width="30%" mt="md" />
              <Skeleton height={48} />
            </Stack>
          }
        >
          {(data) => {
            const steps = checklistSteps().filter((step) => data.steps[step.key] !== null);
            const done = steps.filter((step) => data.steps[step.key] === true).length;
            const counts = COUNTS.filter((count) => data.counts[count.key] !== null);
            const nothingWaiting = counts.every((count) => data.counts[count.key] === 0);
            return (
              <>
                {!data.checklistDismissed ? (
                  <section aria-labelledby="checklist-heading">
                    <Group justify="space-between" align="baseline" mb="xs">
                      <Title order={3} fz={16} id="checklist-heading">
                        {messages.credGettingStarted}
                      </Title>
                      <Text size="sm" c="dimmed" data-testid="checklist-progress">
                        {done} {messages.kitOf} {steps.length} {messages.credDone}
                      </Text>
                    </Group>
                    <ol className="start-checklist">
                      {steps.map((step) => {
                        const isDone = data.steps[step.key] === true;
                        return (
                          <li key={step.key} data-done={isDone}>
                            <Group gap="sm" wrap="nowrap" align="flex-start">
                              <ThemeIcon
                                variant="transparent"
                                color={isDone ? 'teal.8' : 'gray.6'}
                                size={24}
                                aria-hidden
                              >
                                {isDone ? <IconCircleCheckFilled size={22} /> : <IconCircle size={22} />}
                              </ThemeIcon>
                              <div>
                                <Text fw={600} size="sm" td={isDone ? 'line-through' : undefined}>
                                  {step.title}
                                  <Text
                                    span
                                    size="sm"
                                    c={isDone ? 'var(--ddp-color-done-text)' : 'dimmed'}
                                    fw={400}
                                  >
                                    {' '}
                                    {isDone ? messages.credStepDone : messages.credStepToDo}
                                  </Text>
                                </Text>
                                {isDone ? null : (
                                  <Text size="sm" c="dimmed">
                                    {step.text}{' '}
                                    <RouterAnchor to={step.to} size="sm">
                                      {step.linkText}
                                    </RouterAnchor>
                                  </Text>
                                )}
                              </div>
                            </Group>
                          </li>
                        );
                      })}
                    </ol>
                    {data.steps.inviteTeam === null ? (
                      <Text size="xs" c="dimmed" mt="xs">
                        {messages.credYourCompanySOwnerInvites}
                      </Text>
                    ) : null}
                    <MutationErrorAlert mutation={dismiss} />
                    <Group justify="flex-end" mt="xs">
                      <Button
                        variant="subtle"
                        size="xs"
                        onClick={() => dismiss.mutate()}
                        loading={dismiss.isPending}
                        aria-describedby="checklist-heading"
                      >
                        {done === steps.length ? messages.credDoneHideChecklist : messages.credHideChecklist}
                      </Button>
                    </Group>
                  </section>
                ) : null}

                <section aria-labelledby="counts-heading">
                  <Title order={3} fz={16} id="counts-heading" ref={countsHeading} tabIndex={-1} mb="xs">
                    {messages.credWaitingForYou}
                  </Title>
                  {nothingWaiting ? (
                    <Text size="sm" c="dimmed" mb="xs">
                      {messages.credNothingIsWaitingForYou}
                    </Text>
                  ) : null}
                  <SimpleGrid
                    cols={{ base: 1, xs: 2, md: counts.length }}
                    spacing="xs"
                    component="ul"
                    className="start-counts"
                  >
                    {counts.map((count) => {
                      const n = data.counts[count.key] ?? 0;
                      return (
                        <li key={count.key}>
                          <Link to={count.to} className="start-count" data-count={count.key}>
                            <Text
                              component="span"
                              fz={22}
                              fw={700}
                              c={n > 0 ? 'var(--ddp-color-accent-text)' : 'dimmed'}
                            >
                              {n}
                            </Text>{' '}
                            <Text component="span" size="sm">
                              {count.label(n)}
                            </Text>
                          </Link>
                        </li>
                      );
                    })}
                  </SimpleGrid>
                </section>
              </>
            );
          }}
        </QueryStates>
      </Stack>
    </Card>
  );
}
