import { PLANTED_FIELDS } from './hostile-values';

/**
 * The fuzzing server runs in the test's own process, so a request that pollutes a prototype shows
 * here. A snapshot of every built-in prototype's own properties, taken before the cases, finds any
 * property planted, replaced or removed since.
 */
const WATCHED: ReadonlyArray<[string, object]> = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
  ['Number.prototype', Number.prototype],
  ['Boolean.prototype', Boolean.prototype],
];

/** The field names the hostile payloads plant: the pollution payloads' and the envelope plaintext's `x`. */
const PLANTED_NAMES = [...PLANTED_FIELDS, 'x'];

type Own = Map<PropertyKey, PropertyDescriptor>;
export type PrototypeSnapshot = ReadonlyArray<[string, object, Own]>;

export function snapshotPrototypes(): PrototypeSnapshot {
  return WATCHED.map(([name, target]) => [name, target, ownProperties(target)]);
}

/** What changed on a prototype since the snapshot, as sentences; empty when nothing did. */
export function prototypeChanges(before: PrototypeSnapshot): string[] {
  const changes: string[] = [];
  for (const [name, target, was] of before) {
    const now = ownProperties(target);
    for (const [key, descriptor] of now) {
      const old = was.get(key);
      if (!old) changes.push(`${name} gained ${String(key)}`);
      else if (!sameDescriptor(old, descriptor)) changes.push(`${name}.${String(key)} was replaced`);
    }
    for (const key of was.keys()) if (!now.has(key)) changes.push(`${name} lost ${String(key)}`);
  }
  // The plain question, asked the way exploited code asks it.
  const plain = {} as Record<string, unknown>;
  for (const field of PLANTED_NAMES) {
    if (plain[field] !== undefined) changes.push(`every object now has ${field}`);
  }
  return changes;
}

/** Puts the prototypes back as they were, so that one polluting case fails once and not everything after. */
export function restorePrototypes(before: PrototypeSnapshot): void {
  for (const [, target, was] of before) {
    for (const key of Reflect.ownKeys(target)) if (!was.has(key)) Reflect.deleteProperty(target, key);
    for (const [key, descriptor] of was) Object.defineProperty(target, key, descriptor);
  }
}

function ownProperties(target: object): Own {
  return new Map(
    Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)!] as const),
  );
}

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  a.value === b.value && a.get === b.get && a.set === b.set;
