import { readFile } from 'node:fs/promises';
import { type LicenceDetailItem, messages } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError, NotFound } from '../../platform/errors';

/** The file scripts/licences-generate.mjs writes (format 1). */
const notesFileSchema = z.object({
  format: z.literal(1),
  generator: z.string(),
  components: z.array(
    z.object({
      component: z.string(),
      version: z.string(),
      license: z.string(),
      copyright: z.string(),
      texts: z.array(z.string()),
    }),
  ),
  texts: z.record(z.string(), z.string()),
});

type NotesFile = z.infer<typeof notesFileSchema>;
type Component = NotesFile['components'][number];

interface Loaded {
  names: string[];
  byLicence: Map<string, Component[]>;
  all: Component[];
  texts: Record<string, string>;
}

const RULE = '='.repeat(72);

/**
 * The third-party licence notes made at build time. Read once on first use: they change only with
 * a new build. A missing or unreadable file is an operator's problem, answered with 503 and tried
 * again on the next call, so a build made while the server runs is picked up.
 */
export class LicenceNotes {
  #loaded: Promise<Loaded> | undefined;

  constructor(
    private readonly candidates: () => string[],
    private readonly log: FastifyBaseLogger,
    /** Makes the file when none is found; resolves whether it did. */
    private readonly generate: () => Promise<boolean> = async () => false,
  ) {}

  async names(): Promise<string[]> {
    return (await this.#notes()).names;
  }

  /** Unknown names give an empty list: the screen then says 'No data found'. */
  async details(licenseName: string): Promise<LicenceDetailItem[]> {
    const components = (await this.#notes()).byLicence.get(licenseName) ?? [];
    return components.map(({ component, version, copyright }) => ({ component, version, copyright }));
  }

  /** The text of the download: each component with its copyright and the licence text it ships. */
  async notices(licenseName?: string): Promise<string> {
    const notes = await this.#notes();
    const components = licenseName === undefined ? notes.all : notes.byLicence.get(licenseName);
    if (!components) throw new NotFound(messages.licencesNoData);
    const head = [
      'Third-party software notices',
      `Licence: ${licenseName ?? 'all licences'}`,
      `Components: ${components.length}`,
    ].join('\n');
    const parts = components.map((entry) => {
      const texts = entry.texts.map((id) => notes.texts[id]).filter((text) => text !== undefined);
      return [
        RULE,
        `${entry.component} ${entry.version}`,
        `Licence: ${entry.license}`,
        ...(entry.copyright ? [entry.copyright] : []),
        '',
        texts.length > 0
          ? texts.join('\n\n')
          : `(The package ships no licence file; its licence is ${entry.license}.)`,
      ].join('\n');
    });
    return `${[head, ...parts].join('\n\n')}\n`;
  }

  #notes(): Promise<Loaded> {
    this.#loaded ??= this.#load().catch((error: unknown) => {
      this.#loaded = undefined;
      throw error;
    });
    return this.#loaded;
  }

  async #load(): Promise<Loaded> {
    const files = this.candidates();
    let raw = await this.#read(files);
    if (raw === undefined && (await this.generate())) raw = await this.#read(files);
    const parsed = raw === undefined ? undefined : notesFileSchema.safeParse(safeJson(raw));
    if (!parsed?.success) {
      this.log.error({ files }, 'licence notes missing or unreadable: build the server to generate them');
      throw new AppError(503, messages.licenceNotesMissing);
    }
    const { components, texts } = parsed.data;
    const byLicence = new Map<string, Component[]>();
    for (const entry of components) {
      const list = byLicence.get(entry.license) ?? [];
      list.push(entry);
      byLicence.set(entry.license, list);
    }
    // Most used first: the screen opens on the first, which then covers the most components.
    const names = [...byLicence.keys()].sort(
      (a, b) => (byLicence.get(b)?.length ?? 0) - (byLicence.get(a)?.length ?? 0) || a.localeCompare(b, 'en'),
    );
    return { names, byLicence, all: components, texts };
  }

  async #read(files: string[]): Promise<string | undefined> {
    for (const file of files) {
      const raw = await readFile(file, 'utf8').catch(() => undefined);
      if (raw !== undefined) return raw;
    }
    return undefined;
  }
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
