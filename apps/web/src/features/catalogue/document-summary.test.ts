import { describe, expect, it } from 'vitest';
import { documentSummary, safeHref } from './document-summary';

describe("a document's summary", () => {
  it('has its title, version, format, paragraphs and links', () => {
    const summary = documentSummary(
      {
        openapi: '3.0.3',
        info: {
          title: 'Transit Departures',
          version: '2.1.0',
          description: 'Live departures.\n\nUpdated every 30 seconds.\n',
          termsOfService: 'https://example.org/terms',
          contact: { name: 'Transit team', url: 'https://example.org/team', email: 'transit@example.org' },
          license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
        },
        externalDocs: { url: 'https://example.org/guide', description: 'Getting started' },
        servers: [{ url: 'https://api.example.com/transit/v1' }, { url: 'https://other.example' }],
      },
      'transit-departures',
    );
    expect(summary).toEqual({
      title: 'Transit Departures',
      version: '2.1.0',
      format: 'OAS 3.0.3',
      paragraphs: ['Live departures.', 'Updated every 30 seconds.'],
      links: [
        { label: 'Terms of service', href: 'https://example.org/terms' },
        { label: 'Contact: Transit team', href: 'https://example.org/team' },
        { label: 'E-mail Transit team', href: 'mailto:transit@example.org' },
        { label: 'License: CC BY 4.0', href: 'https://creativecommons.org/licenses/by/4.0/' },
        { label: 'Getting started', href: 'https://example.org/guide' },
      ],
      server: 'api.example.com',
    });
  });

  it('falls back to the service name when info is missing or of the wrong shape', () => {
    expect(documentSummary({ swagger: '2.0', info: 'nonsense' }, 'Parking v1')).toEqual({
      title: 'Parking v1',
      version: null,
      format: 'Swagger 2.0',
      paragraphs: [],
      links: [],
      server: null,
    });
    expect(documentSummary({ servers: [{ url: '/v1/sample' }] }, 'Sample').server).toBeNull();
    expect(documentSummary({ info: { title: '  ', version: 3 } }, 'Parking v1').title).toBe('Parking v1');
  });

  it('never turns a script or data address into a link', () => {
    const summary = documentSummary(
      {
        openapi: '3.1.0',
        info: {
          title: 'Hostile',
          termsOfService: 'javascript:alert(1)',
          contact: { url: ' JavaScript:alert(1)', email: 'a@b.c' },
          license: { name: 'Own', url: 'data:text/html,<script>alert(1)</script>' },
        },
      },
      'x',
    );
    expect(summary.links).toEqual([{ label: 'E-mail the API team', href: 'mailto:a@b.c' }]);
    expect(safeHref('vbscript:msgbox')).toBeNull();
    expect(safeHref('/relative/guide')).toBe('/relative/guide');
  });
});
