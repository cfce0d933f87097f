import type { APIRequestContext } from '@playwright/test';
import { bearer, expect } from './fixtures';

/** The fields of an application these helpers and the tests read. */
export type ApplicationRecord = {
  id: string;
  referenceNumber: string;
  destination: string;
  status: string;
  requiredDocuments: string[];
};

type Trip = { toCountry: string; fromCountry?: string; purpose?: string; visaType?: string };

/** The smallest file the server accepts as a PDF (it judges uploads by their content). */
export const pdfFile = (name = 'document.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

/** The smallest file the server accepts as a JPEG, for a photo. */
export const jpegFile = (name = 'photo.jpg') => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(32),
  ]),
});

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const dataOf = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status: number) => {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
};

/** Everything a submission needs besides the documents, for a trip a month from now. */
const completeDetails = (trip: Required<Omit<Trip, 'visaType'>> & Pick<Trip, 'visaType'>) => ({
  ...trip,
  personalInfo: {
    firstName: 'Nina',
    lastName: 'Traveller',
    dateOfBirth: '1990-04-12',
    nationality: 'DE',
    gender: 'female',
    phoneNumber: '+49 30 1234567',
    email: 'nina.traveller@example.com',
    address: { street: 'Unter den Linden 1', city: 'Berlin', country: 'Germany' },
    passportNumber: 'C01X00T47',
    passportExpiryDate: dayFromToday(5 * 365),
  },
  travelInfo: {
    purposeOfVisit: 'Holiday',
    plannedArrivalDate: dayFromToday(30),
    plannedDepartureDate: dayFromToday(40),
    accommodationAddress: 'Hotel Central, Main Street 5',
  },
  emergencyContact: { name: 'Jonas Traveller', relationship: 'Brother', phoneNumber: '+49 30 7654321' },
});

const withDefaults = (trip: Trip) => ({ fromCountry: 'DE', purpose: 'tourist', ...trip });

/** POST /applications: a new draft (nothing filled in beyond the trip). */
export const createDraft = async (request: APIRequestContext, token: string, trip: Trip) =>
  dataOf<ApplicationRecord>(
    await request.post('/api/applications', { headers: bearer(token), data: withDefaults(trip) }),
    201,
  );

/** POST /documents/upload: one PDF for a checklist item of a draft. */
export const uploadPdf = async (
  request: APIRequestContext,
  token: string,
  applicationId: string,
  type: string,
  fileName = 'document.pdf',
) =>
  dataOf<{ id: string; fileName: string }>(
    await request.post('/api/documents/upload', {
      headers: bearer(token),
      multipart: { applicationId, type, file: pdfFile(fileName) },
    }),
    201,
  );

/** A draft with every field filled in (PUT) and no documents yet. */
export const createFilledDraft = async (request: APIRequestContext, token: string, trip: Trip) => {
  const draft = await createDraft(request, token, trip);
  return dataOf<ApplicationRecord>(
    await request.put(`/api/applications/${draft.id}`, {
      headers: bearer(token),
      data: completeDetails(withDefaults(trip)),
    }),
    200,
  );
};

/** A draft ready to submit: every field filled in (PUT) and a PDF for each required document. */
export const createCompleteDraft = async (request: APIRequestContext, token: string, trip: Trip) => {
  const filled = await createFilledDraft(request, token, trip);
  for (const [index, type] of filled.requiredDocuments.entries())
    await uploadPdf(request, token, filled.id, type, `document-${index + 1}.pdf`);
  return filled;
};

/** A submitted (pending) application: a complete draft, then POST submit. */
export const createSubmittedApplication = async (request: APIRequestContext, token: string, trip: Trip) => {
  const draft = await createCompleteDraft(request, token, trip);
  return dataOf<ApplicationRecord>(
    await request.post(`/api/applications/${draft.id}/submit`, { headers: bearer(token) }),
    200,
  );
};
