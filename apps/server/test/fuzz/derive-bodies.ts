import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import {
  deepNesting,
  hostileKey,
  hostileValue,
  longString,
  NUMBER_STRINGS,
  notAnObject,
  oddString,
  PROTOTYPE_KEYS,
  pollutingObject,
  UNICODE_EDGES,
  wrongTypeValue,
} from './hostile-values';

/** The part of JSON Schema that zod's toJSONSchema writes for our contract schemas. */
export interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

export type Body = Record<string, unknown>;

/** One generated input and what was done to it, for the failure report. */
export interface BodyCase {
  body: unknown;
  label: string;
}

/** The contract schema as JSON Schema (input side: what a client sends). */
export function nodeOfSchema(schema: z.ZodType): SchemaNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
}

/** A field the route's schema does not name (a path parameter): its valid value's shape stands in. */
export function nodeOfExample(value: unknown): SchemaNode {
  if (value === null) return { type: 'null' };
  if (Array.isArray(value))
    return { type: 'array', ...(value.length ? { items: nodeOfExample(value[0]) } : {}) };
  if (typeof value === 'object') {
    const properties = Object.fromEntries(
      Object.entries(value as Body).map(([key, child]) => [key, nodeOfExample(child)]),
    );
    return { type: 'object', properties, required: Object.keys(properties) };
  }
  return { type: typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value };
}

/** Sets a key as an own property, even `__proto__`, as JSON.parse would. */
export function withKey(target: Body, key: string, value: unknown): Body {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

const typeOf = (node: SchemaNode): string | undefined =>
  node.type ?? node.anyOf?.find((variant) => variant.type && variant.type !== 'null')?.type;

const labelled = (label: string) => (value: unknown) => ({ value, label });

/** Wrong, broken or extreme values for one field, derived from what the schema says it must be. */
function fieldValues(node: SchemaNode, base: unknown): fc.Arbitrary<{ value: unknown; label: string }> {
  const options: fc.Arbitrary<{ value: unknown; label: string }>[] = [
    wrongTypeValue.map(labelled('wrong type')),
    hostileValue.map(labelled('hostile value')),
    deepNesting.map(labelled('deep nesting')),
  ];
  const kind = typeOf(node);
  const text = typeof base === 'string' ? base : 'x';
  if (kind === 'string' || kind === undefined) {
    const max = node.maxLength ?? node.anyOf?.find((v) => v.maxLength)?.maxLength;
    if (max !== undefined) {
      options.push(
        longString(max + 1).map(labelled(`one past maxLength ${max}`)),
        longString(max * 4 + 7).map(labelled(`four times maxLength ${max}`)),
        fc
          .constant(text.padEnd(max + 1, text.at(-1) ?? 'x'))
          .map(labelled('valid value padded past the limit')),
      );
    }
    options.push(
      longString(70_000).map(labelled('huge string')),
      fc.constantFrom('', ' ', '\t\n').map(labelled('blank')),
      fc
        .tuple(fc.constantFrom(...UNICODE_EDGES), fc.constantFrom('prefix', 'suffix', 'middle', 'alone'))
        .map(([edge, where]) => {
          const half = Math.floor(text.length / 2);
          const value =
            where === 'prefix'
              ? edge + text
              : where === 'suffix'
                ? text + edge
                : where === 'middle'
                  ? text.slice(0, half) + edge + text.slice(half)
                  : edge;
          return { value, label: `unicode edge (${where})` };
        }),
      oddString.map(labelled('odd string')),
      fc
        .constantFrom(text.toUpperCase(), ` ${text} `, `${text}\u0000`, `${text};`, text.normalize('NFD'))
        .map(labelled('valid value bent')),
    );
    if (node.format === 'uuid' || node.anyOf?.some((v) => v.format === 'uuid')) {
      options.push(
        fc
          .constantFrom(
            randomUUID(),
            '00000000-0000-0000-0000-000000000000',
            'ffffffff-ffff-ffff-ffff-ffffffffffff',
            text.toUpperCase(),
            `{${text}}`,
            text.replace(/-/g, ''),
          )
          .map(labelled('another uuid')),
      );
    }
    if (node.enum || node.const !== undefined)
      options.push(fc.constantFrom('LOW', 'Pending ', 'all ', 'none').map(labelled('outside the enum')));
  }
  if (kind === 'number' || kind === 'integer') {
    const n = typeof base === 'number' ? base : 1;
    options.push(
      fc
        .constantFrom(
          (node.minimum ?? 0) - 1,
          (node.maximum ?? 1e6) + 1,
          n + 0.5,
          -n,
          2 ** 53 + 2,
          1e308,
          String(n),
          `${n}.0`,
        )
        .map(labelled('number past its bounds or as text')),
      fc.constantFrom(...NUMBER_STRINGS).map(labelled('number as string')),
    );
  }
  if (kind === 'boolean') {
    options.push(fc.constantFrom('true', 'false', 1, 0, 'yes', [true]).map(labelled('boolean look-alike')));
  }
  if (kind === 'array' || Array.isArray(base)) {
    const items = Array.isArray(base) ? base : [];
    options.push(
      fc
        .constantFrom(
          {},
          items[0] ?? 'x',
          Array.from({ length: (node.maxItems ?? 5) + 1 }, () => items[0] ?? 'x'),
          [...items, ...items, ...items],
          [null],
        )
        .map(labelled('array shape broken')),
      fc.array(hostileValue, { maxLength: 4 }).map(labelled('array of hostile items')),
    );
  }
  if (kind === 'object' && node.properties && base && typeof base === 'object' && !Array.isArray(base)) {
    options.push(
      objectCases(node, base as Body).map(({ body, label }) => ({ value: body, label: `nested: ${label}` })),
      fc.constant([base]).map(labelled('array for an object')),
    );
  }
  return fc.oneof(...options);
}

/** Mutations of an object that follows `node`, starting from the valid `base`. */
function objectCases(node: SchemaNode, base: Body): fc.Arbitrary<BodyCase> {
  const names = [...new Set([...Object.keys(node.properties ?? {}), ...Object.keys(base)])];
  const fieldNode = (name: string) => node.properties?.[name] ?? nodeOfExample(base[name]);

  const extraFields = fc
    .array(fc.tuple(hostileKey, fc.oneof(hostileValue, pollutingObject)), { minLength: 1, maxLength: 3 })
    .map((extras) => {
      const body = { ...base };
      for (const [key, value] of extras) withKey(body, key, value);
      return { body, label: `extra fields ${extras.map(([key]) => JSON.stringify(key)).join(', ')}` };
    });

  const pollution = fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), pollutingObject).map(([key, payload]) => ({
    body: withKey({ ...base }, key, payload),
    label: `prototype key ${key} beside valid fields`,
  }));

  // Every text field at once gets odd but well-typed content: what passes validation reaches the database.
  const oddContent = fc
    .array(oddString, { minLength: names.length, maxLength: names.length })
    .map((values) => {
      const body = { ...base };
      names.forEach((name, index) => {
        if (typeof base[name] === 'string' && !fieldNode(name).format) body[name] = values[index];
      });
      return { body, label: 'odd text in every free-text field' };
    });

  // An input without fields (a call that takes none) can only gain fields.
  if (names.length === 0)
    return fc.oneof({ weight: 3, arbitrary: extraFields }, { weight: 1, arbitrary: pollution });

  const changedFields = fc
    .shuffledSubarray(names, { minLength: 1, maxLength: Math.min(3, names.length) })
    .chain((picked) =>
      fc.tuple(
        ...picked.map((name) =>
          fc.oneof(
            { weight: 1, arbitrary: fc.constant({ name, value: undefined, label: `${name} missing` }) },
            {
              weight: 5,
              arbitrary: fieldValues(fieldNode(name), base[name]).map(({ value, label }) => ({
                name,
                value,
                label: `${name}: ${label}`,
              })),
            },
          ),
        ),
      ),
    )
    .map((changes) => {
      const body = { ...base };
      for (const { name, value } of changes) {
        if (value === undefined) delete body[name];
        else withKey(body, name, value);
      }
      return { body, label: changes.map((c) => c.label).join('; ') };
    });
  return fc.oneof(
    { weight: 8, arbitrary: changedFields },
    { weight: 2, arbitrary: extraFields },
    { weight: 1, arbitrary: pollution },
    { weight: 2, arbitrary: oddContent },
  );
}

/** Every kind of hostile body for a route, derived from its schema node and a valid example. */
export function bodyCases(node: SchemaNode, base: Body): fc.Arbitrary<BodyCase> {
  return fc.oneof(
    { weight: 12, arbitrary: objectCases(node, base) },
    { weight: 1, arbitrary: notAnObject.map((body) => ({ body, label: 'not an object' })) },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(hostileKey, hostileValue, { maxKeys: 5 })
        .map((body) => ({ body, label: 'random fields' })),
    },
    { weight: 1, arbitrary: fc.constant({ body: base, label: 'the valid example' }) },
  );
}
