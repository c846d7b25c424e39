import { Readable } from 'node:stream';
import { type BugPriority, type BugReportItem, bugReportIdOf } from '@ddp/contract';

interface ReportRow {
  report_number: string;
  title: string;
  priority: BugPriority;
  created_at: Date;
  status: string;
}

export interface FileRow {
  id: string;
  name: string;
  content_type: string;
  size: number;
}

/** A file's content as it is read from storage, piece by piece. */
export type ContentOf = (file: FileRow) => AsyncIterable<Uint8Array>;

export const reportItem = (row: ReportRow): BugReportItem => ({
  id: bugReportIdOf(row.report_number),
  title: row.title,
  priority: row.priority,
  createdAt: row.created_at.toISOString(),
  status: row.status,
});

/** The detail reply of get-report (spec section 7) but its attachments: title, createdat, description. */
export const reportDetailHead = (report: ReportRow & { description: string }) => ({
  id: bugReportIdOf(report.report_number),
  title: report.title,
  createdat: report.created_at.toISOString(),
  description: report.description,
  priority: report.priority,
  status: report.status,
});

/**
 * Attachments as the contract's JSON list (`BugAttachment`: name, contentType, size and the content
 * in base64), written while the pieces are read: a reply never holds a whole file in memory.
 */
async function* attachmentsJson(files: readonly FileRow[], contentOf: ContentOf): AsyncGenerator<string> {
  for (const [index, file] of files.entries()) {
    const opening = JSON.stringify({ name: file.name, contentType: file.content_type, size: file.size });
    yield `${index > 0 ? ',' : ''}${opening.slice(0, -1)},"content":"`;
    // base64 is written in groups of 3 bytes; what a piece leaves over goes with the next one.
    let carry: Uint8Array = new Uint8Array(0);
    for await (const piece of contentOf(file)) {
      const bytes = carry.length > 0 ? Buffer.concat([carry, piece]) : Buffer.from(piece);
      const whole = bytes.length - (bytes.length % 3);
      yield bytes.subarray(0, whole).toString('base64');
      carry = bytes.subarray(whole);
    }
    yield `${Buffer.from(carry).toString('base64')}"}`;
  }
}

/** An object's JSON without its closing brace, ready for one more member. */
const openObject = (value: Record<string, unknown>) => {
  const json = JSON.stringify(value);
  return `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}`;
};

/**
 * A JSON reply whose last member `key` of `head` is the list of attachments, itself the last member
 * `wrap.key` of `wrap.outer` when given: `{...outer, [wrap.key]: {...head, [key]: [...]}}`.
 */
export function jsonWithAttachments(reply: {
  head: Record<string, unknown>;
  key: string;
  files: readonly FileRow[];
  contentOf: ContentOf;
  wrap?: { outer: Record<string, unknown>; key: string };
}): Readable {
  const { wrap } = reply;
  const before = `${wrap ? `${openObject(wrap.outer)}${JSON.stringify(wrap.key)}:` : ''}${openObject(reply.head)}${JSON.stringify(reply.key)}:[`;
  const after = wrap ? ']}}' : ']}';
  async function* text() {
    yield before;
    yield* attachmentsJson(reply.files, reply.contentOf);
    yield after;
  }
  return Readable.from(text(), { objectMode: false });
}
