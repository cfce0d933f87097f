import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema';
import {
  completeDraft,
  createApplicationsTestApp,
  type ApplicationCalls,
  type Headers,
} from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp());
}, 120_000);
afterAll(() => test.close());

type Draft = {
  id: string;
  requiredDocuments: string[];
  laterDocuments: { document: string; kind: string; source: string | null }[];
  authorityQuestions: string[];
  authorityAnswers: Record<string, boolean>;
};

const submit = (headers: Headers, id: string) => api.call('POST', `/api/applications/${id}/submit`, headers);

/** A complete draft of a traveller of `nationality` to `toCountry`. */
const draftOf = (nationality: string, toCountry: string, change: object = {}) => {
  const draft = completeDraft();
  return {
    ...draft,
    fromCountry: nationality,
    toCountry,
    purpose: 'tourist',
    personalInfo: { ...draft.personalInfo, nationality },
    ...change,
  };
};

const approval = /approval|authorisation/i;

describe('an e-visa or eTA application asks for what the traveller has', () => {
  it('submits Germany -> India with no e-visa approval uploaded, which is what they will receive', async () => {
    const { headers } = await createSignedInUser(test);
    const draft = (await api.createDraft(headers, draftOf('DE', 'IN'))) as unknown as Draft;
    expect(draft.requiredDocuments.filter((item) => approval.test(item))).toEqual([]);
    // A visit on an e-visa: the passport and the photo, nothing the border checks later.
    expect(draft.requiredDocuments).toEqual([
      expect.stringMatching(/passport/i),
      expect.stringMatching(/photo/i),
    ]);
    expect(draft.laterDocuments).toContainEqual(
      expect.objectContaining({ document: 'Return or onward ticket', kind: 'carry' }),
    );
    expect(draft.laterDocuments).toContainEqual(
      expect.objectContaining({ document: expect.stringMatching(/e-visa approval/i), kind: 'issued' }),
    );
    expect(draft.laterDocuments).toContainEqual(
      expect.objectContaining({ document: 'Proof of sufficient funds for the stay', kind: 'carry' }),
    );
    await api.uploadRequired(headers, draft);
    const response = await submit(headers, draft.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('pending');
  });

  it('submits United States -> United Kingdom with no approval uploaded', async () => {
    const { headers } = await createSignedInUser(test);
    const draft = (await api.createDraft(headers, draftOf('US', 'GB'))) as unknown as Draft;
    expect(draft.requiredDocuments.filter((item) => approval.test(item))).toEqual([]);
    await api.uploadRequired(headers, draft);
    const answers = Object.fromEntries(draft.authorityQuestions.map((question) => [question, false]));
    const saved = await api.call('PUT', `/api/applications/${draft.id}`, headers, {
      ...draftOf('US', 'GB'),
      authorityAnswers: answers,
    });
    expect(saved.statusCode).toBe(200);
    expect((await submit(headers, draft.id)).statusCode).toBe(200);
  });

  it('asks the ESTA questions for Germany -> United States, and submits once they are answered', async () => {
    const { headers } = await createSignedInUser(test);
    const draft = (await api.createDraft(headers, draftOf('DE', 'US'))) as unknown as Draft;
    expect(draft.requiredDocuments.filter((item) => approval.test(item))).toEqual([]);
    expect(draft.laterDocuments).toContainEqual(
      expect.objectContaining({
        document: expect.stringMatching(/electronic travel authorisation/i),
        kind: 'issued',
      }),
    );
    expect(draft.authorityQuestions).toEqual(['criminalConviction', 'travelRefusal']);
    await api.uploadRequired(headers, draft);
    const unanswered = await submit(headers, draft.id);
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json().errors).toEqual([
      {
        field: 'authorityAnswers.criminalConviction',
        message: 'Answer: Have you ever been convicted of a criminal offence in any country?',
      },
      {
        field: 'authorityAnswers.travelRefusal',
        message: 'Answer: Have you ever been refused a visa, or refused entry at a border, by any country?',
      },
    ]);
    const saved = await api.call('PUT', `/api/applications/${draft.id}`, headers, {
      ...draftOf('DE', 'US'),
      authorityAnswers: { criminalConviction: false, travelRefusal: true },
    });
    expect(saved.json().data.authorityAnswers).toEqual({ criminalConviction: false, travelRefusal: true });
    const submitted = await submit(headers, draft.id);
    expect(submitted.statusCode).toBe(200);

    const [row] = await test.db.select().from(applications).where(eq(applications.id, draft.id));
    const agent = await createSignedInUser(test, { role: 'agent' });
    await test.db
      .update(applications)
      .set({ assignedAgentId: agent.user.id })
      .where(eq(applications.id, draft.id));
    const seen = await api.call('GET', `/api/applications/${draft.id}`, agent.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.authorityAnswers).toEqual(row?.authorityAnswers);
  });

  it('still requires the form and the photo of a consular visa, and insurance only where the destination asks', async () => {
    const { headers } = await createSignedInUser(test);
    const uk = (await api.createDraft(headers)) as unknown as Draft;
    expect(uk.requiredDocuments).toContain('Completed visa application form');
    expect(uk.requiredDocuments).toEqual(expect.arrayContaining([expect.stringMatching(/photo/i)]));
    expect(uk.requiredDocuments.filter((item) => /insurance/i.test(item))).toEqual([]);
    expect(uk.authorityQuestions).toEqual([]);
    const missing = (await submit(headers, uk.id)).json().errors as { field: string; message: string }[];
    expect(missing).toContainEqual({
      field: 'documents',
      message: 'Upload: Completed visa application form',
    });

    const germany = (await api.createDraft(headers, draftOf('NG', 'DE'))) as unknown as Draft;
    expect(germany.requiredDocuments).toContain(
      'Travel medical insurance covering at least EUR 30,000 for the whole stay in the Schengen area',
    );
    const check = await test.app.inject({
      method: 'POST',
      url: '/api/visa/requirements',
      payload: { fromCountry: 'NG', toCountry: 'DE', purpose: 'tourist' },
    });
    expect(check.json().data.checklist).toContainEqual({
      document:
        'Travel medical insurance covering at least EUR 30,000 for the whole stay in the Schengen area',
      kind: 'apply',
      source: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32009R0810',
    });
  });
});

describe('the authority answers', () => {
  it('refuses an answer that is not yes or no, or a question it does not know, with 400 and writes nothing', async () => {
    const { headers } = await createSignedInUser(test);
    const before = await test.db.select({ id: applications.id }).from(applications);
    const created = await api.call('POST', '/api/applications', headers, {
      ...draftOf('DE', 'US'),
      authorityAnswers: { criminalConviction: 'no' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toContainEqual({
      field: 'authorityAnswers.criminalConviction',
      message: 'Answer yes or no',
    });
    expect(await test.db.select({ id: applications.id }).from(applications)).toHaveLength(before.length);

    const draft = (await api.createDraft(headers, draftOf('DE', 'US'))) as unknown as Draft;
    const unknown = await api.call('PUT', `/api/applications/${draft.id}`, headers, {
      ...draftOf('DE', 'US'),
      authorityAnswers: { criminalConviction: true, everArrested: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.map((error: { field: string }) => error.field)).toContain(
      'authorityAnswers',
    );
    const [row] = await test.db.select().from(applications).where(eq(applications.id, draft.id));
    expect(row?.authorityAnswers).toEqual({});
  });

  it('lets only the owner answer: another traveller gets 404 and staff 403, and nothing changes', async () => {
    const owner = await createSignedInUser(test);
    const draft = (await api.createDraft(owner.headers, draftOf('DE', 'US'))) as unknown as Draft;
    const answered = { ...draftOf('DE', 'US'), authorityAnswers: { criminalConviction: true } };
    const stranger = await createSignedInUser(test);
    expect(
      (await api.call('PUT', `/api/applications/${draft.id}`, stranger.headers, answered)).statusCode,
    ).toBe(404);
    const agent = await createSignedInUser(test, { role: 'agent' });
    expect((await api.call('PUT', `/api/applications/${draft.id}`, agent.headers, answered)).statusCode).toBe(
      403,
    );
    const [row] = await test.db.select().from(applications).where(eq(applications.id, draft.id));
    expect(row?.authorityAnswers).toEqual({});
    const own = await api.call('PUT', `/api/applications/${draft.id}`, owner.headers, answered);
    expect(own.json().data.authorityAnswers).toEqual({ criminalConviction: true });
  });
});
