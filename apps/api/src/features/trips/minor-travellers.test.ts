import type { TripView } from '@visabridge/contract/group-trips';
import { describe, expect, it } from 'vitest';
import { useReviewTestApp } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { savedChild } from '../../test/saved-travellers';
import { familyTrip, tripCalls } from '../../test/trips';

const review = useReviewTestApp();

const minorForm =
  'Application form signed by a parent or legal guardian, with their name and address (the traveller is under 18)';
const visaCode = 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32009R0810';

/** Ngozi, twelve on the trip, with her own Nigerian passport: a Schengen short stay needs a visa. */
const nigerianChild = { ...savedChild, firstName: 'Ngozi', nationality: 'NG', passportNumber: 'A55512345' };

const requiredOf = async (headers: Record<string, string>, applicationId: string) =>
  (await review.api.call('GET', `/api/applications/${applicationId}`, headers)).json().data
    .requiredDocuments as string[];

describe('a minor on a trip', () => {
  it("adds what the destination asks of a minor to the minor's own checklist, with its source, and says so where no rule does", async () => {
    const me = await createSignedInUser(review.test);
    const calls = tripCalls(review.api);
    const france = await calls.create(me.headers, familyTrip({ toCountry: 'FR' }));
    await calls.add(me.headers, france.id, {
      person: {
        ...savedChild,
        relationship: 'self',
        firstName: 'Ada',
        dateOfBirth: '1985-01-01',
        nationality: 'NG',
        passportNumber: 'A11112222',
      },
    });
    const trip: TripView = await calls.add(me.headers, france.id, { person: nigerianChild });
    const [ada, ngozi] = trip.travellers;
    if (!ada || !ngozi) throw new Error('two travellers');
    expect(ngozi).toMatchObject({
      isMinor: true,
      minorDocuments: [{ document: minorForm, kind: 'apply', source: visaCode }],
    });
    expect(ada).toMatchObject({ isMinor: false, minorDocuments: [] });
    expect(await requiredOf(me.headers, ngozi.applicationId)).toContain(minorForm);
    expect(await requiredOf(me.headers, ada.applicationId)).not.toContain(minorForm);

    // Japan has no curated rule for minors: nothing is added, and the trip says the data does not know.
    const japan = await calls.create(me.headers, familyTrip());
    const toJapan = await calls.add(me.headers, japan.id, { person: nigerianChild });
    const [child] = toJapan.travellers;
    expect(child).toMatchObject({ isMinor: true, minorDocuments: [] });
    expect(await requiredOf(me.headers, child?.applicationId ?? '')).not.toContain(minorForm);
  });
});
