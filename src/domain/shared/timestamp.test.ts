import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dateFallbackLabelKey,
  optionalTimestampSchema,
  readTimestamp,
  SECONDS_MILLIS_BOUNDARY,
  timestampSchema,
  toDate,
  toIsoString,
  toMillis,
} from './timestamp';

const iso = '2024-03-10T12:30:00.000Z';
const millis = Date.parse(iso);
const seconds = millis / 1000;

/** Mimics the Firestore SDK Timestamp, whose fields are prototype getters, not own properties. */
class FakeFirestoreTimestamp {
  readonly #seconds: number;
  readonly #nanoseconds: number;
  constructor(secs: number, nanos: number) {
    this.#seconds = secs;
    this.#nanoseconds = nanos;
  }
  get seconds() {
    return this.#seconds;
  }
  get nanoseconds() {
    return this.#nanoseconds;
  }
}

describe('readTimestamp', () => {
  it('reads numbers under 1e11 as seconds', () => {
    expect(toIsoString(seconds)).toBe(iso);
    expect(toMillis(SECONDS_MILLIS_BOUNDARY - 1)).toBe((SECONDS_MILLIS_BOUNDARY - 1) * 1000);
    expect(toMillis(0)).toBe(0);
  });

  it('reads numbers from 1e11 up as milliseconds', () => {
    expect(toIsoString(millis)).toBe(iso);
    expect(toMillis(SECONDS_MILLIS_BOUNDARY)).toBe(SECONDS_MILLIS_BOUNDARY);
  });

  it('reads a {seconds} object without nanoseconds', () => {
    expect(toIsoString({ seconds })).toBe(iso);
  });

  it('adds nanoseconds truncated to the millisecond, like Timestamp.toMillis()', () => {
    expect(toMillis({ seconds, nanoseconds: 123_999_999 })).toBe(millis + 123);
  });

  it('never applies the 1e11 rule to {seconds}: they are always seconds', () => {
    expect(toMillis({ seconds: SECONDS_MILLIS_BOUNDARY, nanoseconds: 0 })).toBe(SECONDS_MILLIS_BOUNDARY * 1000);
  });

  it('reads a Firestore Timestamp whose fields are getters', () => {
    expect(toMillis(new FakeFirestoreTimestamp(seconds, 5_000_000))).toBe(millis + 5);
  });

  it('reads a firebase-admin Timestamp serialised to JSON', () => {
    expect(toMillis(JSON.parse(`{"_seconds":${seconds},"_nanoseconds":7000000}`))).toBe(millis + 7);
  });

  it('reads ISO strings with a zone as that instant', () => {
    expect(toIsoString('2024-03-10T13:30:00+01:00')).toBe(iso);
    expect(toIsoString(`  ${iso}  `)).toBe(iso);
  });

  it('reads a bare yyyy-MM-dd string as local midnight, not UTC midnight', () => {
    const date = toDate('2024-03-10');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([2024, 2, 10, 0]);
  });

  it('copies Date inputs so callers cannot mutate each other', () => {
    const input = new Date(millis);
    const output = toDate(input);
    expect(output?.getTime()).toBe(millis);
    expect(output).not.toBe(input);
  });

  it('reports missing values', () => {
    for (const value of [null, undefined, '', '   ']) {
      expect(readTimestamp(value)).toEqual({ kind: 'missing' });
    }
  });

  it('reports garbage as invalid rather than missing', () => {
    const garbage = [
      'hello',
      'Hello 1',
      '2024-02-30',
      '1710073800',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1e20,
      new Date(Number.NaN),
      true,
      [],
      {},
      { seconds: '1710073800' },
      { seconds: Number.NaN },
      { seconds, nanoseconds: 'x' },
      { _seconds: null },
    ];
    for (const value of garbage) {
      expect(readTimestamp(value), String(value)).toEqual({ kind: 'invalid' });
    }
    expect(toDate('hello')).toBeNull();
    expect(toMillis(undefined)).toBeNull();
    expect(toIsoString({})).toBeNull();
  });

  it('returns the date when readable', () => {
    expect(readTimestamp(seconds)).toEqual({ kind: 'date', date: new Date(millis) });
  });
});

describe('dateFallbackLabelKey', () => {
  it('points at the dates translations', () => {
    expect(dateFallbackLabelKey('missing')).toBe('dates.missing');
    expect(dateFallbackLabelKey('invalid')).toBe('dates.invalid');
  });
});

describe('timestampSchema', () => {
  it('turns every accepted shape into the same Date', () => {
    for (const value of [seconds, millis, { seconds }, iso, new Date(millis)]) {
      expect(timestampSchema.parse(value)).toEqual(new Date(millis));
    }
  });

  it('rejects missing and invalid values', () => {
    expect(timestampSchema.safeParse(undefined).success).toBe(false);
    expect(timestampSchema.safeParse(null).success).toBe(false);
    expect(timestampSchema.safeParse('soon').success).toBe(false);
  });
});

describe('optionalTimestampSchema', () => {
  const doc = z.object({ createdAt: optionalTimestampSchema });

  it('yields null for an absent key or a pending server timestamp', () => {
    expect(doc.parse({})).toEqual({ createdAt: null });
    expect(doc.parse({ createdAt: null })).toEqual({ createdAt: null });
  });

  it('yields a Date for any readable shape', () => {
    expect(doc.parse({ createdAt: { seconds } })).toEqual({ createdAt: new Date(millis) });
  });

  it('still rejects an unreadable value', () => {
    expect(doc.safeParse({ createdAt: 'yesterday' }).success).toBe(false);
  });
});
