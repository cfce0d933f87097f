import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../db/schema';
import { createSignedInUser } from './factories';
import type { TestApp, TestAppOptions } from './test-app';
import { createTestAppWithVisaData } from './visa-data';

export type Headers = Record<string, string>;

/** A minimal file of each accepted type, distinct per call so content hashes differ unless reused. */
export const pdfBytes = (text = randomBytes(4).toString('hex')) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
export const jpegBytes = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(32)]);
export const pngBytes = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(32)]);

/** A draft with every field submission needs: Nigeria to the United Kingdom on business. */
export const completeDraft = (change: object = {}) => ({
  fromCountry: 'NG',
  toCountry: 'GB',
  purpose: 'business',
  personalInfo: {
    firstName: 'Chidi',
    lastName: 'Okafor',
    dateOfBirth: '1988-02-14',
    nationality: 'NG',
    gender: 'male',
    phoneNumber: '+234 803 555 0101',
    email: 'chidi@example.com',
    address: { street: '12 Marina Road', city: 'Lagos', country: 'Nigeria' },
    passportNumber: 'A1234567',
    passportExpiryDate: '2031-05-01',
  },
  travelInfo: {
    plannedArrivalDate: '2027-03-01',
    plannedDepartureDate: '2027-03-10',
    accommodationAddress: 'Hotel Russell, London',
  },
  emergencyContact: { name: 'Ada Okafor', relationship: 'Sister', phoneNumber: '+234 803 555 0102' },
  ...change,
});

export type FileField = { name: string; bytes: Buffer; contentType?: string };

/** A multipart/form-data body as a browser sends it: text fields, then at most one file. */
export const multipart = (fields: Record<string, string>, file?: FileField) => {
  const boundary = `----visabridge${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

export const applicationCalls = (test: TestApp) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    test.app.inject({ method, url, headers, payload });

  const upload = (headers: Headers, fields: Record<string, string>, file?: FileField) => {
    const body = multipart(fields, file);
    return test.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  const createDraft = async (headers: Headers, draft: object = completeDraft()) => {
    const response = await call('POST', '/api/applications', headers, draft);
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; referenceNumber: string; requiredDocuments: string[] };
  };

  /** Uploads a PDF for every checklist item of the application. */
  const uploadRequired = async (
    headers: Headers,
    application: { id: string; requiredDocuments: string[] },
  ) => {
    for (const type of application.requiredDocuments) {
      const response = await upload(
        headers,
        { applicationId: application.id, type },
        { name: 'doc.pdf', bytes: pdfBytes() },
      );
      expect(response.statusCode).toBe(201);
    }
  };

  /** A complete draft with its documents, submitted. */
  const submitted = async (headers: Headers, draft: object = completeDraft()) => {
    const application = await createDraft(headers, draft);
    await uploadRequired(headers, application);
    const response = await call('POST', `/api/applications/${application.id}/submit`, headers);
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: string; referenceNumber: string; agentName: string | null };
  };

  return { call, upload, createDraft, uploadRequired, submitted };
};

export type ApplicationCalls = ReturnType<typeof applicationCalls>;

/** A test app with visa data, and the calls that build applications in it. */
export const createApplicationsTestApp = async (
  environment: Record<string, string> = {},
  options: TestAppOptions = {},
) => {
  const test = await createTestAppWithVisaData(environment, options);
  return { test, api: applicationCalls(test) };
};

/** An applications test app whose uploads go to a folder of its own, and where a file's bytes are kept there. */
export const createUploadsTestApp = async (environment: Record<string, string> = {}) => {
  const uploadsDir = path.join(
    tmpdir(),
    `visabridge-test-uploads-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  const { test, api } = await createApplicationsTestApp({ UPLOADS_DIR: uploadsDir, ...environment });
  const storedPathOf = (bytes: Buffer) => {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return path.join(uploadsDir, sha256.slice(0, 2), sha256);
  };
  return { test, api, uploadsDir, storedPathOf };
};

/**
 * A test app with visa data and exactly one active agent, so every submission in the file is
 * assigned to that agent.
 */
export const createReviewTestApp = async (environment: Record<string, string> = {}) => {
  const { test, api } = await createApplicationsTestApp(environment);
  await test.db.update(users).set({ status: 'inactive' }).where(eq(users.role, 'agent'));
  const agent = await createSignedInUser(test, { role: 'agent' });
  return { test, api, agent };
};

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

/**
 * Registers a review test app (one active agent, plus an admin) for the file's tests. Read its
 * members inside the tests: they are set once `beforeAll` has run.
 */
export const useReviewTestApp = () => {
  const review = {} as { test: TestApp; api: ApplicationCalls; agent: SignedIn; admin: SignedIn };
  beforeAll(async () => {
    Object.assign(review, await createReviewTestApp());
    review.admin = await createSignedInUser(review.test, { role: 'admin' });
  }, 120_000);
  afterAll(() => review.test.close());
  return review;
};
