import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { documentAsJson, documentAsYaml, downloadFileName } from './download-document';

const shared = { type: 'string', example: 'berlin-mitte' };
const document = {
  openapi: '3.0.3',
  info: { title: 'Environment Stations API', version: '1.0.0' },
  paths: { '/a': { get: { parameters: [shared] } }, '/b': { get: { parameters: [shared] } } },
};

describe('downloaded API documents', () => {
  it('are named after the display text of the service', () => {
    expect(downloadFileName('Environment Stations API v1.0.0', 'json')).toBe(
      'Environment Stations API v1.0.0.json',
    );
    expect(downloadFileName('Energy Load API v2.1.0', 'yaml')).toBe('Energy Load API v2.1.0.yaml');
  });

  it('replace characters that file systems refuse', () => {
    expect(downloadFileName('Tickets: A/B "beta" v1?', 'json')).toBe('Tickets- A-B -beta- v1-.json');
    expect(downloadFileName('..', 'yaml')).toBe('openapi.yaml');
  });

  it('pretty-print JSON with two spaces', () => {
    const text = documentAsJson(document);
    expect(text).toContain('\n  "info": {\n    "title": "Environment Stations API",');
    expect(JSON.parse(text)).toEqual(document);
  });

  it('write YAML that reads back as the same document, without aliases', async () => {
    const text = await documentAsYaml(document);
    expect(text).not.toMatch(/[&*]a\d/);
    expect(parse(text)).toEqual(document);
  });
});
