import type { InterfaceLanguage } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, users } from '../../db/schema';
import { createReviewTestApp, type ApplicationCalls, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
let agent: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  ({ test, api, agent } = await createReviewTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' }));
}, 120_000);
afterAll(() => test.close());

const spanish = { 'accept-language': 'es-ES,es;q=0.9' };

/** A traveller whose account reads `language`. */
const travellerReading = async (language: InterfaceLanguage) => {
  const signedIn = await createSignedInUser(test);
  await test.db.update(users).set({ interfaceLanguage: language }).where(eq(users.id, signedIn.user.id));
  return signedIn;
};

const detailOf = async (id: string, headers: Headers) => {
  const response = await api.call('GET', `/api/applications/${id}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

// The NG -> GB business checklist (test/applications completeDraft), stored in English.
const passportLine = 'Passport valid for the whole of your stay (rule of United Kingdom)';
const bankStatements = 'Proof of sufficient funds (bank statements for the last 3 months)';

describe('an application named in the reader’s language', () => {
  it('names the visa type, the destination and each checklist item in Spanish, keeping the stored checklist', async () => {
    const { headers } = await createSignedInUser(test);
    const draft = await api.createDraft({ ...headers, ...spanish });
    const shown = await detailOf(draft.id, { ...headers, ...spanish });
    expect(shown).toMatchObject({ destination: 'Reino Unido', visaTypeName: 'Visa de negocios' });
    expect(shown.requiredDocuments).toContain(passportLine);
    expect(shown.documentNames[passportLine]).toBe(
      'Pasaporte válido durante toda la estancia (norma aplicable: Reino Unido)',
    );
    expect(shown.documentNames[bankStatements]).toBe(
      'Prueba de medios económicos suficientes (extractos bancarios de los últimos 3 meses)',
    );
    expect(shown.documentNames['Travel itinerary']).toBe('Itinerario del viaje');
    expect(Object.keys(shown.documentNames).sort()).toEqual([...shown.requiredDocuments].sort());
  });

  it('keeps English exactly as before: names as stored, each document named as itself', async () => {
    const { headers } = await createSignedInUser(test);
    const draft = await api.createDraft(headers);
    const shown = await detailOf(draft.id, headers);
    expect(shown).toMatchObject({ destination: 'United Kingdom', visaTypeName: 'Business visa' });
    expect(shown.documentNames).toEqual(
      Object.fromEntries(shown.requiredDocuments.map((name: string) => [name, name])),
    );
  });

  it('follows the account’s language (Arabic) when the request names none, in the list too', async () => {
    const { headers } = await travellerReading('ar');
    const draft = await api.createDraft(headers);
    const shown = await detailOf(draft.id, headers);
    expect(shown).toMatchObject({ destination: 'المملكة المتحدة', visaTypeName: 'تأشيرة أعمال' });
    expect(shown.documentNames['Travel itinerary']).toBe('خط سير الرحلة');
    const listed = (await api.call('GET', '/api/applications', headers)).json().data.items;
    expect(listed[0]).toMatchObject({ destination: 'المملكة المتحدة', visaTypeName: 'تأشيرة أعمال' });
  });

  it('still files uploads under the stored (English) checklist name, whatever the reader’s language', async () => {
    const { headers } = await createSignedInUser(test);
    const submitted = await api.submitted({ ...headers, ...spanish });
    const shown = await detailOf(submitted.id, { ...headers, ...spanish });
    expect(shown.status).toBe('pending');
    expect(shown.documentsUploaded).toBe(shown.requiredDocuments.length);
    expect(shown.requiredDocuments).toContain(bankStatements);
  });

  it('keeps a name the tables do not know as stored, and answers English to a language not offered', async () => {
    const { headers } = await createSignedInUser(test);
    const draft = await api.createDraft(headers);
    const operatorOwn = 'Letter from the consulate (operator’s own wording)';
    await test.db
      .update(applications)
      .set({ requiredDocuments: [operatorOwn, 'Travel itinerary'] })
      .where(eq(applications.id, draft.id));
    const shown = await detailOf(draft.id, { ...headers, ...spanish });
    expect(shown.documentNames).toEqual({
      [operatorOwn]: operatorOwn,
      'Travel itinerary': 'Itinerario del viaje',
    });
    const klingon = await detailOf(draft.id, { ...headers, 'accept-language': 'tlh' });
    expect(klingon).toMatchObject({ destination: 'United Kingdom', visaTypeName: 'Business visa' });
  });

  it('names a missing checklist item in Spanish when a Spanish draft cannot be submitted yet', async () => {
    const { headers } = await createSignedInUser(test);
    const draft = await api.createDraft(headers);
    const refused = await api.call('POST', `/api/applications/${draft.id}/submit`, {
      ...headers,
      ...spanish,
    });
    expect(refused.statusCode).toBe(422);
    const messages = refused.json().errors.map((error: { message: string }) => error.message);
    expect(messages).toContain('Suba: Itinerario del viaje');
    expect(messages.join(' ')).not.toContain('Travel itinerary');
  });

  it('refuses another traveller’s application in Spanish too (404)', async () => {
    const owner = await createSignedInUser(test);
    const stranger = await createSignedInUser(test);
    const draft = await api.createDraft(owner.headers);
    const response = await api.call('GET', `/api/applications/${draft.id}`, {
      ...stranger.headers,
      ...spanish,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('staff and fee views in the reader’s language', () => {
  it('names the visa type, destination and checklist for a Spanish-reading agent, in the list and the case', async () => {
    const { headers } = await createSignedInUser(test);
    const submitted = await api.submitted(headers);
    const agentSpanish = { ...agent.headers, ...spanish };
    const list = await api.call('GET', `/api/visa-applications/agent/${agent.user.id}`, agentSpanish);
    const row = list.json().data.items.find((item: { id: string }) => item.id === submitted.id);
    expect(row).toMatchObject({ destination: 'Reino Unido', visaTypeName: 'Visa de negocios' });
    const detail = (await api.call('GET', `/api/visa-applications/${submitted.id}`, agentSpanish)).json()
      .data;
    expect(detail).toMatchObject({ destination: 'Reino Unido', visaTypeName: 'Visa de negocios' });
    expect(detail.documentNames['Travel itinerary']).toBe('Itinerario del viaje');
    const english = (await api.call('GET', `/api/visa-applications/${submitted.id}`, agent.headers)).json()
      .data;
    expect(english).toMatchObject({ destination: 'United Kingdom', visaTypeName: 'Business visa' });
  });

  it('writes the tasks VisaBridge adds for a Spanish-reading agent in Spanish, the agent’s own as typed', async () => {
    const { headers } = await createSignedInUser(test);
    const submitted = await api.submitted(headers);
    const asked = await api.call(
      'POST',
      `/api/visa-applications/${submitted.id}/document-requests`,
      agent.headers,
      {
        type: 'Travel itinerary',
      },
    );
    expect(asked.statusCode).toBe(201);
    const own = await api.call('POST', '/api/agent/tasks', agent.headers, {
      type: 'contact',
      description: 'Call the client about the hotel',
      dueDate: '2030-01-01',
      applicationId: submitted.id,
    });
    expect(own.statusCode).toBe(201);
    const reference = submitted.referenceNumber;
    const tasksIn = async (language: string) => {
      const response = await api.call('GET', '/api/agent/tasks?pageSize=100', {
        ...agent.headers,
        'accept-language': language,
      });
      return response
        .json()
        .data.items.filter((task: { applicationId: string }) => task.applicationId === submitted.id)
        .map((task: { description: string }) => task.description)
        .sort();
    };
    expect(await tasksIn('es')).toEqual(
      [
        'Call the client about the hotel',
        `Hacer seguimiento del documento pendiente «Itinerario del viaje» de la solicitud ${reference}`,
        `Revisar la solicitud ${reference}`,
      ].sort(),
    );
    expect(await tasksIn('en')).toEqual(
      [
        'Call the client about the hotel',
        `Follow up on the missing document "Travel itinerary" for application ${reference}`,
        `Review application ${reference}`,
      ].sort(),
    );
  });

  it('names the fees due in Arabic for an Arabic-reading traveller', async () => {
    const { headers } = await travellerReading('ar');
    const submitted = await api.submitted(headers);
    const due = (await api.call('GET', '/api/payments/due', headers)).json().data;
    expect(due.find((fee: { applicationId: string }) => fee.applicationId === submitted.id)).toMatchObject({
      destination: 'المملكة المتحدة',
      visaTypeName: 'تأشيرة أعمال',
    });
  });
});
