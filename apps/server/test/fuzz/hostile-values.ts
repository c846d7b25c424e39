import fc from 'fast-check';

/**
 * Values a hostile or broken client puts where a field belongs. Each family names what it probes;
 * the strings are kept free of SQL keywords on purpose only where noted, so that a reply echoing
 * the input is never mistaken for leaked SQL (see reply-checks.ts).
 */

/** Texts that trip up encoders, databases and renderers. */
export const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udbff\udfff\ud800',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  '\u200f\u200e\u2066\u2069',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z̴̡̛̗̙̪̙͇̥̫͇̈́̈́̈́͋̌̀a̸̧̛̳̫̠̹̲̔̈́͋̀l̶̢̛͚͓̱̹̀̈́g̵̨̡̛̗̙̱̈́̈́o̶̢̧̘̦̾̈́͘',
  '\ufeffBOM',
  '\u200b\u200c\u200d\u2060',
  '\r\n\t\v\f',
  '\u001b[31mred\u001b[0m',
  '\uffff\ufffe',
  '\u2028\u2029',
  '𝕳𝖊𝖑𝖑𝖔',
  'İıſK',
  '%00%0d%0a',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '{{constructor.constructor("return process")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder itself is the probe
  '${process.env}',
  "' OR '1'='1",
  '"; --',
  '\\',
  '%s%n%x',
  ' ',
  '',
];

/** Keys that reach prototypes when code copies objects carelessly. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

/** Numbers and number look-alikes at the edges of what JSON and JavaScript agree on. */
export const ODD_NUMBERS: unknown[] = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
];
export const NUMBER_STRINGS = ['1', '0', '-1', '1e309', 'NaN', 'Infinity', '0x10', ' 1 ', '1_000', '١٢٣', ''];

const unicodeEdge = fc.constantFrom(...UNICODE_EDGES);

/** A string mixing printable text with edge cases, up to a few hundred characters. */
export const oddString = fc.oneof(
  unicodeEdge,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .array(fc.oneof(unicodeEdge, fc.string({ unit: 'grapheme-ascii', maxLength: 8 })), { maxLength: 12 })
    .map((parts) => parts.join('')),
  fc.constantFrom(...NUMBER_STRINGS),
);

/** A string of `length` characters made of one repeated piece (a cheap way to build huge input). */
export const longString = (length: number) =>
  fc
    .constantFrom('a', 'é', '😀', '\u0000', '\ud800', ' ', '9', '@')
    .map((piece) => piece.repeat(Math.max(1, Math.ceil(length / piece.length))).slice(0, length));

/** Arrays or objects nested `depth` levels deep, to probe recursion in parsers and validators. */
export const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 1000 }), fc.boolean())
  .map(([depth, arrays]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
    return value;
  });

/** The fields a pollution payload tries to plant on every object (prototype-watch.ts looks for them). */
export const PLANTED_FIELDS = ['isAdmin', 'is_owner', 'polluted', 'admin'] as const;

/** An object carrying prototype keys, the classic pollution payload. */
export const pollutingObject = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom(...PLANTED_FIELDS))
  .map(([key, field]) => JSON.parse(`{"${key}": {"${field}": true, "prototype": {"${field}": true}}}`));

/** Any value of the wrong kind, whatever the field expects. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...ODD_NUMBERS),
  fc.constantFrom(...NUMBER_STRINGS),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
  pollutingObject,
  fc.constant([]),
  fc.constant({}),
);

/** The value of any field in a fully hostile body. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: oddString },
  { weight: 2, arbitrary: wrongTypeValue },
  { weight: 1, arbitrary: longString(70_000) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A key of an extra field: prototype keys, odd text, or a field name with odd spelling. */
export const hostileKey = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 2, arbitrary: oddString },
  {
    weight: 1,
    arbitrary: fc.constantFrom('id', 'isAdmin', 'is_owner', 'companyId', 'role', 'status', 'Data'),
  },
);

/** A body that is no object at all. */
export const notAnObject: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant([]),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  oddString,
  fc.constantFrom(...ODD_NUMBERS),
  fc.boolean(),
  deepNesting,
);
