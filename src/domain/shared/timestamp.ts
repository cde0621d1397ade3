import { isValid, parseISO } from 'date-fns';
import { z } from 'zod';

/**
 * Numbers below this are epoch seconds, numbers from it up are epoch milliseconds (spec A §3,
 * spec B §5). The two ranges cannot meet in practice: 1e11 seconds is the year 5138 and 1e11
 * milliseconds is March 1973, before any document of the product existed.
 */
export const SECONDS_MILLIS_BOUNDARY = 1e11;

/** A Firestore Timestamp (client or admin SDK, whose fields are getters) or a plain copy of one. */
export interface SecondsTimestamp {
  seconds: number;
  nanoseconds?: number;
}

/** Every shape a stored date arrives in: old documents, Firestore, Stripe and JSON all differ. */
export type TimestampInput = number | string | Date | SecondsTimestamp;

/** Why a date can or cannot be shown; the UI maps missing and invalid to its own wording. */
export type TimestampReading = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'date'; date: Date };

const missing: TimestampReading = { kind: 'missing' };
const invalid: TimestampReading = { kind: 'invalid' };

function fromMillis(millis: number): TimestampReading {
  const date = new Date(millis);
  return isValid(date) ? { kind: 'date', date } : invalid;
}

function fromNumber(value: number): TimestampReading {
  if (!Number.isFinite(value)) return invalid;
  return fromMillis(value < SECONDS_MILLIS_BOUNDARY ? value * 1000 : value);
}

function fromSeconds(seconds: unknown, nanoseconds: unknown): TimestampReading {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return invalid;
  if (nanoseconds === undefined) return fromMillis(seconds * 1000);
  if (typeof nanoseconds !== 'number' || !Number.isFinite(nanoseconds)) return invalid;
  // Same rounding as Firestore's Timestamp.toMillis(), so both sides agree to the millisecond.
  return fromMillis(seconds * 1000 + Math.floor(nanoseconds / 1e6));
}

function fromString(value: string): TimestampReading {
  const text = value.trim();
  if (text === '') return missing;
  // parseISO, unlike Date.parse, reads a bare yyyy-MM-dd as local midnight (the planner's days)
  // and refuses the free-form strings V8 would otherwise turn into arbitrary dates.
  const date = parseISO(text);
  return isValid(date) ? { kind: 'date', date } : invalid;
}

function fromObject(value: object): TimestampReading {
  if ('seconds' in value) {
    return fromSeconds(value.seconds, 'nanoseconds' in value ? value.nanoseconds : undefined);
  }
  // A firebase-admin Timestamp sent through JSON.stringify keeps only its private fields.
  if ('_seconds' in value) {
    return fromSeconds(value._seconds, '_nanoseconds' in value ? value._nanoseconds : undefined);
  }
  return invalid;
}

/** Reads any stored timestamp shape, telling an absent value apart from an unreadable one. */
export function readTimestamp(value: unknown): TimestampReading {
  if (value === null || value === undefined) return missing;
  if (value instanceof Date) return isValid(value) ? { kind: 'date', date: new Date(value.getTime()) } : invalid;
  if (typeof value === 'number') return fromNumber(value);
  if (typeof value === 'string') return fromString(value);
  if (typeof value === 'object' && !Array.isArray(value)) return fromObject(value);
  return invalid;
}

/** The date behind any stored timestamp shape, or null when it is missing or unreadable. */
export function toDate(value: unknown): Date | null {
  const reading = readTimestamp(value);
  return reading.kind === 'date' ? reading.date : null;
}

export function toMillis(value: unknown): number | null {
  return toDate(value)?.getTime() ?? null;
}

export function toIsoString(value: unknown): string | null {
  return toDate(value)?.toISOString() ?? null;
}

/** Translation key of the text shown instead of a date that cannot be displayed (spec B §5). */
export function dateFallbackLabelKey(kind: 'missing' | 'invalid'): `dates.${'missing' | 'invalid'}` {
  return `dates.${kind}`;
}

/** A timestamp that must be present: accepts every stored shape, yields a Date. */
export const timestampSchema = z.custom<TimestampInput>().transform((value, ctx) => {
  const reading = readTimestamp(value);
  if (reading.kind === 'date') return reading.date;
  ctx.issues.push({ code: 'custom', message: `Timestamp is ${reading.kind}`, input: value });
  return z.NEVER;
});

/**
 * A timestamp that may be absent, which includes a serverTimestamp() still pending in a local
 * Firestore snapshot (read back as null). Yields a Date or null; an unreadable value still fails.
 */
export const optionalTimestampSchema = z
  .custom<TimestampInput | null>()
  .optional()
  .transform((value, ctx) => {
    const reading = readTimestamp(value);
    if (reading.kind === 'date') return reading.date;
    if (reading.kind === 'missing') return null;
    ctx.issues.push({ code: 'custom', message: 'Timestamp is invalid', input: value });
    return z.NEVER;
  });
