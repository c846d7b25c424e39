import type { Reply } from './wire';

/** A double quote as it appears in text, or escaped inside a JSON string. */
const Q = '\\\\?"';

/**
 * Signs of internals in a reply: stack frames, source paths, SQL, PostgreSQL's error texts and the
 * names of internal errors. Every pattern is global: each match is judged on its own, so that an
 * echoed piece of the input cannot hide a leak further on. Only the SQL parameter's has a capture.
 */
const LEAKS: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  {
    what: 'a stack frame',
    // A frame after a real newline, or after an escaped one inside a JSON string.
    pattern:
      /(?:\n|\\n|\\u000[aA])\s{2,}at \S|\bat [\w.<>$[\] ]+ \([^()\n]*:\d+:\d+\)|\bat (?:file:\/\/|node:|\/)[^\s()]*:\d+:\d+/g,
  },
  {
    what: 'a source path',
    pattern: /\.(?:ts|js|mjs|cjs):\d+|node_modules|node:internal|\/src\/modules\/|file:\/\//g,
  },
  {
    what: 'SQL text',
    pattern:
      /\b(?:SELECT\b[\s\S]{0,300}?\bFROM|INSERT\s+INTO|UPDATE\b[\s\S]{0,100}?\bSET|DELETE\s+FROM|RETURNING\s+(?:\*|"?\w+"?)|ON\s+CONFLICT)\b/gi,
  },
  {
    // A query parameter ($1) after an operator, a bracket, a comma or a space. The character before
    // is matched and the parameter captured, rather than looked behind for: a pattern that starts
    // with a lookbehind is tried at every position of every reply, a fifth of the fuzz suite's CPU.
    what: 'SQL text',
    pattern: /[\s=(,<>](\$\d{1,3})\b/g,
  },
  {
    what: 'a database error',
    pattern: new RegExp(
      [
        'syntax error at or near',
        `relation ${Q}`,
        `column ${Q}[^"\\\\]*${Q}(?: of relation ${Q}[^"\\\\]*${Q})? does not exist`,
        `column reference ${Q}[^"\\\\]*${Q} is ambiguous`,
        'null value in column',
        'violates [\\w -]{0,40}constraint',
        'there is no unique or exclusion constraint',
        'duplicate key value',
        'invalid byte sequence',
        'invalid input syntax',
        'invalid input value for enum',
        'value too long for type',
        'out of range for type',
        'cannot be converted to text',
        'current transaction is aborted',
        '(?:operator|function) [^\\n]{0,80}does not exist',
        'permission denied for',
        'deadlock detected',
        'could not serialize access',
        'canceling statement due to',
        'more than one row returned by a subquery',
        '\\bSQLSTATE\\b',
      ].join('|'),
      'gi',
    ),
  },
  {
    what: 'the name of an internal error',
    pattern:
      /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|DatabaseError|ZodError|AggregateError|JOSEError|JWEDecryptionFailed|JWEInvalid|FST_ERR_\w+|ERR_[A-Z_]{4,}|ECONNREFUSED|Maximum call stack|Cannot read propert|is not a function|is not iterable|undefined is not|Unexpected token|Unexpected end of JSON|in JSON at position|PGlite|kysely)\b/gi,
  },
];

/** Headers that name the software behind the reply. */
const SOFTWARE_HEADERS = ['x-powered-by', 'server', 'x-aspnet-version'];

/**
 * Everything wrong with one reply, as sentences; empty when it is fine. `sent` is the request's
 * input as text: what the caller typed may come back (an e-mail in a message), so a match that the
 * input itself contains is not held against the reply. The headers are read as well as the body.
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
    problems.push(...leaksIn('the reply', text, sent));
  }
  for (const [name, value] of Object.entries(reply.headers)) {
    problems.push(...leaksIn(`the ${name} header`, value, sent));
    if (SOFTWARE_HEADERS.includes(name)) problems.push(`the ${name} header names the server: ${value}`);
  }
  if (reply.status >= 400 && reply.status < 500 && reply.text !== '') {
    const shape = errorShape(reply);
    if (shape) problems.push(shape);
  }
  return [...new Set(problems)];
}

function leaksIn(where: string, text: string, sent: string): string[] {
  const found: string[] = [];
  for (const { what, pattern } of LEAKS) {
    for (const [whole, captured] of text.matchAll(pattern)) {
      // A pattern's one capture, where it has one, is the leak; the rest is its context.
      const match = captured ?? whole;
      if (!sent.includes(match)) found.push(`${where} shows ${what}: ${JSON.stringify(match)}`);
    }
  }
  return found;
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
