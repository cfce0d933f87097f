import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationsTestApp, type ApplicationCalls, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp());
}, 120_000);
afterAll(() => test.close());

const draft = (change: object = {}) => ({
  fromCountry: 'DE',
  toCountry: 'IN',
  purpose: 'business',
  travelInfo: { plannedArrivalDate: '2027-03-01' },
  ...change,
});

const createDraft = (headers: Headers, change: object = {}) => api.createDraft(headers, draft(change));
const call = (...args: Parameters<ApplicationCalls['call']>) => api.call(...args);

describe('the wizard step a draft was left on', () => {
  it('starts a new draft at step 0, stores the step a save sends and returns it', async () => {
    const { headers } = await createSignedInUser(test);
    const created = await createDraft(headers);
    expect((await call('GET', `/api/applications/${created.id}`, headers)).json().data.wizardStep).toBe(0);

    const saved = await call('PUT', `/api/applications/${created.id}`, headers, draft({ wizardStep: 3 }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.wizardStep).toBe(3);
    expect((await call('GET', `/api/applications/${created.id}`, headers)).json().data.wizardStep).toBe(3);
  });

  it('keeps the stored step when a save leaves it out', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await createDraft(headers, { wizardStep: 2 });
    const saved = await call('PUT', `/api/applications/${id}`, headers, draft({ purpose: 'tourist' }));
    expect(saved.json().data).toMatchObject({ purpose: 'tourist', wizardStep: 2 });
  });

  it.each([-1, 99, 'x', 2.5])(
    'rejects wizardStep %o with 400 naming the field, changing nothing',
    async (step) => {
      const { headers } = await createSignedInUser(test);
      const { id } = await createDraft(headers, { wizardStep: 4 });
      const response = await call(
        'PUT',
        `/api/applications/${id}`,
        headers,
        draft({ wizardStep: step, purpose: 'tourist' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({
        field: 'wizardStep',
        message: 'Wizard step must be a whole number from 0 to 6',
      });
      const stored = (await call('GET', `/api/applications/${id}`, headers)).json().data;
      expect(stored).toMatchObject({ wizardStep: 4, purpose: 'business' });
    },
  );

  it("answers 404 to a save of another user's draft and leaves it as it was", async () => {
    const owner = await createSignedInUser(test);
    const stranger = await createSignedInUser(test);
    const { id } = await createDraft(owner.headers, { wizardStep: 1 });
    const response = await call(
      'PUT',
      `/api/applications/${id}`,
      stranger.headers,
      draft({ wizardStep: 5, travelInfo: { travelNotes: 'Not mine' } }),
    );
    expect(response.statusCode).toBe(404);
    const stored = (await call('GET', `/api/applications/${id}`, owner.headers)).json().data;
    expect(stored.wizardStep).toBe(1);
    expect(stored.travelInfo.travelNotes).toBeUndefined();
  });
});

describe('travel notes', () => {
  it('stores the travel notes of a draft and returns them', async () => {
    const { headers } = await createSignedInUser(test);
    const notes = 'Connecting flight through Dubai; staying with a colleague for the first week.';
    const { id } = await createDraft(headers, { travelInfo: { travelNotes: `  ${notes} ` } });
    const stored = (await call('GET', `/api/applications/${id}`, headers)).json().data;
    expect(stored.travelInfo.travelNotes).toBe(notes);

    const saved = await call(
      'PUT',
      `/api/applications/${id}`,
      headers,
      draft({ travelInfo: { travelNotes: 'Changed' } }),
    );
    expect(saved.json().data.travelInfo.travelNotes).toBe('Changed');
  });

  it('rejects travel notes over 1000 characters with 400 and stores nothing', async () => {
    const { headers } = await createSignedInUser(test);
    const response = await call(
      'POST',
      '/api/applications',
      headers,
      draft({ travelInfo: { travelNotes: 'x'.repeat(1001) } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      field: 'travelInfo.travelNotes',
      message: 'Must be at most 1000 characters',
    });
    expect((await call('GET', '/api/applications', headers)).json().data.total).toBe(0);
  });
});
