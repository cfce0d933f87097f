import { customType, timestamp } from 'drizzle-orm/pg-core';
import { decryptValue, encryptValue } from '../../lib/data-encryption';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

const parsedJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** Text sealed with AES-256-GCM (data-encryption.ts) on its way to the database, opened on the way back. */
export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => encryptValue(value),
  fromDriver: (value) => decryptValue(value),
});

const withPassportNumber = (details: Record<string, unknown>, change: (value: string) => string) =>
  typeof details.passportNumber === 'string' && details.passportNumber
    ? { ...details, passportNumber: change(details.passportNumber) }
    : details;

/** An application's personal details, whose passport number is sealed; the other fields stay searchable. */
export const personalDetails = customType<{ data: Record<string, unknown>; driverData: string }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(withPassportNumber(value, encryptValue)),
  fromDriver: (value) => withPassportNumber(parsedJson(value) as Record<string, unknown>, decryptValue),
});

/** JSON sealed whole, stored as `{"sealed": "enc:v1:…"}`; a value stored in clear reads as it is. */
export const sealedJson = customType<{ data: unknown; driverData: string }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify({ sealed: encryptValue(JSON.stringify(value)) }),
  fromDriver: (value) => {
    const stored = parsedJson(value) as { sealed?: unknown } | null;
    return typeof stored?.sealed === 'string' ? JSON.parse(decryptValue(stored.sealed)) : stored;
  },
});
