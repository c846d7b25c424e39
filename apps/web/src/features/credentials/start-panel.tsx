import type { StartCounts, StartSteps } from '@ddp/contract';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { MutationErrorAlert } from '../../components/mutation-error-alert';
import { QueryStates } from '../../components/query-states';
import { RouterAnchor } from '../../components/router-anchor';
import { dismissStartChecklist, fetchStartSummary, startKey } from './start-api';
import { startLinks } from './start-links';

interface Step {
  key: keyof StartSteps;
  title: string;
  text: string;
  to: string;
  linkText: string;
}

const STEPS: readonly Step[] = [
  {
    key: 'createClient',
    title: 'Create a client',
    text: 'Generate OAuth 2.0 credentials: a client_id and a secret for your application.',
    to: startLinks.generate,
    linkText: 'Generate a client',
  },
  {
    key: 'getToken',
    title: 'Get a token',
    text: 'Ask the token endpoint for an access token with your client_id and secret (client_credentials grant).',
    to: startLinks.docs,
    linkText: 'How to get a token',
  },
  {
    key: 'callApi',
    title: 'Call an API',
    text: 'Send the token as a Bearer header to the Sample API, from your code or with Try it.',
    to: startLinks.docs,
    linkText: 'Try the Sample API',
  },
  {
    key: 'inviteTeam',
    title: 'Invite your team',
    text: 'Invite the people who build with you, so they get credentials of their own.',
    to: startLinks.teams,
    linkText: 'Invite people',
  },
];

interface Count {
  key: keyof StartCounts;
  label: (n: number) => string;
  to: string;
}

const COUNTS: readonly Count[] = [
  { key: 'clients', label: (n) => (n === 1 ? 'client' : 'clients'), to: startLinks.credentials },
  {
    key: 'secretsToView',
    label: (n) => (n === 1 ? 'secret waiting to be viewed' : 'secrets waiting to be viewed'),
    to: startLinks.oneTime,
  },
  {
    key: 'termsToAnswer',
    label: (n) => (n === 1 ? 'terms update to answer' : 'terms updates to answer'),
    to: startLinks.news,
  },
  {
    key: 'openRequests',
    label: (n) => (n === 1 ? 'open advanced request' : 'open advanced requests'),
    to: startLinks.requests,
  },
  {
    key: 'openBugReports',
    label: (n) => (n === 1 ? 'open bug report' : 'open bug reports'),
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
  const summary = useQuery({
    queryKey: startKey(consumerId),
    queryFn: () => fetchStartSummary(consumerId),
    enabled: consumerId !== '',
  });
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
          loadingLabel="Loading your start page"
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
            const steps = STEPS.filter((step) => data.steps[step.key] !== null);
            const done = steps.filter((step) => data.steps[step.key] === true).length;
            const counts = COUNTS.filter((count) => data.counts[count.key] !== null);
            const nothingWaiting = counts.every((count) => data.counts[count.key] === 0);
            return (
              <>
                {!data.checklistDismissed ? (
                  <section aria-labelledby="checklist-heading">
                    <Group justify="space-between" align="baseline" mb="xs">
                      <Title order={3} fz={16} id="checklist-heading">
                        Getting started
                      </Title>
                      <Text size="sm" c="dimmed" data-testid="checklist-progress">
                        {done} of {steps.length} done
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
                                    {isDone ? ' (done)' : ' (to do)'}
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
                        Your company's Owner invites new team members.
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
                        {done === steps.length ? 'Done, hide checklist' : 'Hide checklist'}
                      </Button>
                    </Group>
                  </section>
                ) : null}

                <section aria-labelledby="counts-heading">
                  <Title order={3} fz={16} id="counts-heading" ref={countsHeading} tabIndex={-1} mb="xs">
                    Waiting for you
                  </Title>
                  {nothingWaiting ? (
                    <Text size="sm" c="dimmed" mb="xs">
                      Nothing is waiting for you right now.
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
