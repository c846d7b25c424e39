import { afterEach, describe, expect, it } from 'vitest';
import {
  type PrototypeSnapshot,
  prototypeChanges,
  restorePrototypes,
  snapshotPrototypes,
} from './prototype-watch';

describe('fuzzing: the prototype watch', () => {
  let before: PrototypeSnapshot;
  afterEach(() => restorePrototypes(before));

  it('sees nothing when nothing changed', () => {
    before = snapshotPrototypes();
    expect(prototypeChanges(before)).toEqual([]);
  });

  it('sees a field planted on Object.prototype, as a merge of {"__proto__": ...} would', () => {
    before = snapshotPrototypes();
    const target: Record<string, unknown> = {};
    const payload = JSON.parse('{"__proto__": {"isAdmin": true}}') as Record<string, Record<string, unknown>>;
    // The classic careless deep merge.
    for (const key of Object.keys(payload)) Object.assign(target[key] as object, payload[key]);
    expect(prototypeChanges(before)).toEqual([
      'Object.prototype gained isAdmin',
      'every object now has isAdmin',
    ]);
    restorePrototypes(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(prototypeChanges(before)).toEqual([]);
  });

  it('sees a built-in method replaced or removed, on other prototypes too', () => {
    before = snapshotPrototypes();
    Object.defineProperty(Array.prototype, 'includes', {
      value: () => true,
      configurable: true,
      writable: true,
    });
    Reflect.deleteProperty(String.prototype, 'trim');
    expect(prototypeChanges(before)).toEqual([
      'Array.prototype.includes was replaced',
      'String.prototype lost trim',
    ]);
  });
});
