import type { OpenApiDocument } from '../../lib/docs-api';
import { saveFile } from '../../lib/save-file';

export type DownloadFormat = 'json' | 'yaml';

// Characters that Windows, macOS or Linux refuse in file names, and control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE_IN_FILE_NAMES = /[<>:"/\\|?*\u0000-\u001f]+/g;

/** The file is named after the service's display text (spec section 2), made safe for every OS. */
export function downloadFileName(displayText: string, format: DownloadFormat): string {
  const base = displayText
    .replace(UNSAFE_IN_FILE_NAMES, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '');
  return `${base || 'openapi'}.${format}`;
}

/** Spec section 9: JSON pretty-printed with 2 spaces. */
export function documentAsJson(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** YAML is written only when asked for, so the serializer loads on the first download. */
export async function documentAsYaml(document: OpenApiDocument): Promise<string> {
  const { stringify } = await import('yaml');
  // No anchors or aliases: a reader of the file sees every part where it is used.
  return stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 });
}

const MEDIA_TYPES: Record<DownloadFormat, string> = {
  json: 'application/json',
  yaml: 'application/yaml',
};

/** Hands the text to the browser as a download; nothing leaves the page. */
export function saveText(text: string, fileName: string, format: DownloadFormat): void {
  saveFile(text, fileName, `${MEDIA_TYPES[format]};charset=utf-8`);
}
