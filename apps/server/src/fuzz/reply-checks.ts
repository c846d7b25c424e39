import type { Reply } from './wire';

/** Signs of internals in a reply: stack frames, source paths, SQL and the names of internal errors. */
const LEAKS: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  { what: 'a stack frame', pattern: /\n\s{2,}at |\bat [\w.<>]+ \(.*:\d+:\d+\)/ },
  { what: 'a source path', pattern: /\.(?:ts|js|mjs|cjs):\d+|node_modules|\/src\/modules\/|file:\/\// },
  {
    what: 'SQL text',
    pattern: /\b(?:SELECT\b[\s\S]{0,300}\bFROM|INSERT\s+INTO|UPDATE\b[\s\S]{0,100}\bSET|DELETE\s+FROM)\b/i,
  },
  {
    what: 'a database error',
    pattern:
      /syntax error at or near|relation "|violates (?:unique|foreign key|not-null|check) constraint|invalid byte sequence|invalid input syntax|value too long for type|out of range for type|duplicate key value/i,
  },
  {
    what: 'the name of an internal error',
    pattern:
      /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|DatabaseError|ZodError|AggregateError|JOSEError|JWEDecryptionFailed|JWEInvalid|FST_ERR_\w+|ERR_[A-Z_]{4,}|ECONNREFUSED|Maximum call stack|Cannot read propert|is not a function|is not iterable|undefined is not|Unexpected token|Unexpected end of JSON|in JSON at position|PGlite|kysely)\b/i,
  },
];

/**
 * Everything wrong with one reply, as sentences; empty when it is fine. `sent` is the request's
 * input as text: what the caller typed may come back (an e-mail in a message), so a pattern that
 * the input itself contains is not held against the reply.
 */
export function replyProblems(
  reply: Reply,
  sent: string,
  options: { document: boolean; quotes?: RegExp },
): string[] {
  const problems: string[] = [];
  if (reply.status >= 500) problems.push(`answered ${reply.status}`);
  const isDocument = options.document && reply.status < 300;
  if (!isDocument) {
    const text = options.quotes ? reply.text.replace(options.quotes, '') : reply.text;
    for (const { what, pattern } of LEAKS) {
      const found = pattern.exec(text)?.[0];
      if (found && !sent.includes(found)) problems.push(`the reply shows ${what}: ${JSON.stringify(found)}`);
    }
  }
  if (reply.status >= 400 && reply.status < 500 && reply.text !== '') {
    const shape = errorShape(reply);
    if (shape) problems.push(shape);
  }
  return problems;
}

/** A refusal says what is wrong in the contract's shape, or in RFC 6749's on the token service. */
function errorShape(reply: Reply): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    return `a ${reply.status} refusal that is not JSON: ${JSON.stringify(reply.text.slice(0, 120))}`;
  }
  const fields = (body ?? {}) as { output?: unknown; message?: unknown; error?: unknown };
  const contract = fields.output === 'error' && typeof fields.message === 'string' && fields.message !== '';
  const oauth = typeof fields.error === 'string' && fields.error !== '';
  return contract || oauth
    ? undefined
    : `a ${reply.status} refusal without a message: ${reply.text.slice(0, 120)}`;
}
