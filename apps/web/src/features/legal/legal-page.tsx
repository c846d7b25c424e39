import { type LegalPageReply, legalPageDefaults, messages, paths, routes } from '@ddp/contract';
import { Anchor, Loader, Text, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BackLink } from '../../components/back-link';
import { PageCard } from '../../components/page-card';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { getPlain } from '../../lib/api-client';
import { usePortalLinks } from '../../lib/portal-links';
import { legalMarkup } from './legal-content';
import { type LegalPageName, legalPages } from './legal-pages';

/**
 * /legal/<page>: the operator's content for the page (LEGAL_PAGES_DIR: Markdown and HTML shown
 * sanitised, plain text as text), or a neutral text until there is one.
 */
export default function LegalPage({ name }: { name: LegalPageName }) {
  const page = legalPages[name];
  const { contact } = usePortalLinks();
  const content = useQuery({
    queryKey: ['legal-page', name],
    queryFn: () => getPlain<LegalPageReply>(`${paths.legalPages}/${name}`),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const given = content.data?.page;
  return (
    <PageCard title={page.title} width={640}>
      {content.isPending ? <Loader size="sm" aria-label={messages.legalLoadingThePage} /> : null}
      <QueryErrorAlert query={content} text={messages.legalPageNotLoaded} />
      {content.isSuccess && !given ? <Text>{legalPageDefaults[name]}</Text> : null}
      {given?.format === 'text' ? (
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="legal-content">
          {given.content}
        </Text>
      ) : null}
      {given && given.format !== 'text' ? (
        <Typography>
          <div
            data-testid="legal-content"
            // Sanitised by DOMPurify in legalMarkup: text markup and links only, no script.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitised above
            dangerouslySetInnerHTML={{ __html: legalMarkup(given.format, given.content) }}
          />
        </Typography>
      ) : null}
      {name !== 'contact' ? (
        <Text size="sm">
          {messages.legalQuestions} <Anchor href={contact}>{messages.legalContactUs}</Anchor>.
        </Text>
      ) : null}
      <BackLink to={routes.login}>{messages.legalBackToThePortal}</BackLink>
    </PageCard>
  );
}
