import { messages } from '@ddp/contract';
import type { OpenApiDocument } from '../../lib/docs-api';

export interface SummaryLink {
  label: string;
  href: string;
}

/** What the screen shows of a document's `info` before (and instead of) Swagger UI's own header. */
export interface DocumentSummary {
  title: string;
  version: string | null;
  /** 'OAS 3.0.3' or 'Swagger 2.0': the document's own format. */
  format: string | null;
  /** The description's paragraphs, as written (blank lines separate them). */
  paragraphs: string[];
  links: SummaryLink[];
  /** The host of the document's first server ('api.example.com'), if it names one. */
  server: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * A published document is operator input: only web and mail addresses become links, so a
 * `javascript:` or `data:` URL in it can never run in the portal.
 */
export function safeHref(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    const url = new URL(raw, 'https://portal.invalid/');
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? raw : null;
  } catch {
    return null;
  }
}

function format(document: OpenApiDocument): string | null {
  const openapi = text(document.openapi);
  if (openapi) return `OAS ${openapi}`;
  const swagger = text(document.swagger);
  return swagger ? messages.docsSwagger({ swagger: swagger }) : null;
}

function links(info: Record<string, unknown>, document: OpenApiDocument): SummaryLink[] {
  const found: SummaryLink[] = [];
  const add = (label: string | null, href: string | null) => {
    if (label && href) found.push({ label, href });
  };
  add(messages.docsTermsOfService, safeHref(info.termsOfService));
  if (isRecord(info.contact)) {
    const name = text(info.contact.name);
    add(name ? messages.docsContact({ name }) : messages.titleContact, safeHref(info.contact.url));
    const email = text(info.contact.email);
    add(
      email ? (name ? messages.docsEmailTo({ name }) : messages.docsEmailTheTeam) : null,
      email ? safeHref(`mailto:${email}`) : null,
    );
  }
  if (isRecord(info.license)) {
    const licence = text(info.license.name);
    add(
      licence ? messages.docsLicense({ value: licence }) : messages.docsLicenseSeeTerms,
      safeHref(info.license.url),
    );
  }
  if (isRecord(document.externalDocs))
    add(
      text(document.externalDocs.description) ?? messages.docsMoreDocumentation,
      safeHref(document.externalDocs.url),
    );
  return found;
}

function serverHost(document: OpenApiDocument): string | null {
  const first: unknown = Array.isArray(document.servers) ? document.servers[0] : undefined;
  const url = isRecord(first) ? text(first.url) : null;
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/** The document's title, version, format, description and links, whatever shape `info` has. */
export function documentSummary(document: OpenApiDocument, fallbackTitle: string): DocumentSummary {
  const info = isRecord(document.info) ? document.info : {};
  const description = text(info.description);
  return {
    title: text(info.title) ?? fallbackTitle,
    version: text(info.version),
    format: format(document),
    paragraphs: description ? description.split(/\n\s*\n/).map((paragraph) => paragraph.trim()) : [],
    links: links(info, document),
    server: serverHost(document),
  };
}
