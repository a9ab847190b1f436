// Shared by the expression tests: a snapshot of the built-in prototypes, and values that record being called.

const prototypes: ReadonlyArray<[string, object]> = [
  ['Object', Object.prototype],
  ['Array', Array.prototype],
  ['Function', Function.prototype],
  ['String', String.prototype],
  ['Number', Number.prototype],
  ['Boolean', Boolean.prototype],
];

type Entry = { owner: string; target: object; key: string | symbol; descriptor: PropertyDescriptor };

export type PrototypeSnapshot = { entries: Entry[]; counts: number[] };

export function snapshotPrototypes(): PrototypeSnapshot {
  const entries: Entry[] = [];
  const counts: number[] = [];
  for (const [owner, target] of prototypes) {
    const keys = Reflect.ownKeys(target);
    counts.push(keys.length);
    for (const key of keys) {
      entries.push({ owner, target, key, descriptor: Reflect.getOwnPropertyDescriptor(target, key)! });
    }
  }
  return { entries, counts };
}

/** What changed on the built-in prototypes since the snapshot, as readable lines (empty when nothing did). */
export function prototypeChanges(before: PrototypeSnapshot): string[] {
  const changes: string[] = [];
  prototypes.forEach(([owner, target], index) => {
    const keys = Reflect.ownKeys(target);
    if (keys.length !== before.counts[index]) {
      const known = new Set(before.entries.filter((entry) => entry.target === target).map((entry) => entry.key));
      changes.push(`${owner}.prototype gained ${keys.filter((key) => !known.has(key)).map(String).join(', ')}`);
    }
  });
  for (const { owner, target, key, descriptor } of before.entries) {
    const now = Reflect.getOwnPropertyDescriptor(target, key);
    const same =
      now !== undefined &&
      Object.is(now.value, descriptor.value) &&
      now.get === descriptor.get &&
      now.set === descriptor.set &&
      now.writable === descriptor.writable;
    if (!same) changes.push(`${owner}.prototype.${String(key)} changed`);
  }
  if (Object.getPrototypeOf({}) !== Object.prototype) changes.push('the prototype of {} changed');
  return changes;
}

/** Counts every call of a trap; tests assert it stays at zero. */
export const calls = { count: 0 };

export const trap = function trap() {
  calls.count += 1;
  return 'trapped';
};

const withGetter = (key: string) =>
  Object.defineProperty({}, key, {
    enumerable: true,
    get() {
      calls.count += 1;
      return 'trapped';
    },
  });

/** Values that would run code if the interpreter called, converted or read through accessors. */
export const traps: Readonly<Record<string, unknown>> = {
  fn: trap,
  getter: withGetter('x'),
  lengthGetter: withGetter('length'),
  methods: { toString: trap, valueOf: trap, constructor: trap, hasOwnProperty: trap },
  proto: JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}') as unknown,
  bare: Object.assign(Object.create(null) as object, { toString: trap }),
  date: new Date(0),
  boxed: Object.assign(new String('boxed'), { toString: trap }),
};

/** Form values with traps in every place the expressions below might reach. */
export const trappedValues = (): Record<string, unknown> => {
  const values: Record<string, unknown> = {
    status: 'active',
    type: 2,
    isDefault: false,
    items: [1, 2, trap],
    a: { b: { c: 3 }, fn: trap },
    s: 'x'.repeat(5000),
    ...traps,
  };
  Object.defineProperty(values, 'computed', { enumerable: true, get: trap });
  return values;
};
