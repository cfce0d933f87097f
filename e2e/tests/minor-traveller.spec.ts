import { bearer, expect, signInAsNewTraveller, test } from '../support/fixtures';
import { dayFromToday } from '../support/corporate';

const phone = { width: 360, height: 740 };
const visaCode = 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32009R0810';

test("on a phone, a child's card names what the destination asks of a minor, with its source, or says our data does not know", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const { token } = await signInAsNewTraveller(page, { nationality: 'NG', fullName: 'Chidi Okafor' });
  const headers = bearer(token);
  const tripTo = async (toCountry: string) => {
    const created = await page.request.post('/api/trips', {
      headers,
      data: { toCountry, purpose: 'tourist', arrivalDate: dayFromToday(50), departureDate: dayFromToday(57) },
    });
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    const added = await page.request.post(`/api/trips/${id}/travellers`, {
      headers,
      data: {
        person: {
          firstName: 'Ngozi',
          lastName: 'Okafor',
          dateOfBirth: dayFromToday(-12 * 366),
          nationality: 'NG',
          passportNumber: 'A55512345',
          passportExpiry: dayFromToday(5 * 365),
          relationship: 'child',
        },
      },
    });
    expect(added.status()).toBe(201);
    return id;
  };

  await page.goto(`/trips/${await tripTo('FR')}`);
  const card = page.getByRole('article', { name: /^Ngozi Okafor/ });
  await expect(card).toContainText('Under 18, so France also asks for:');
  await expect(card.getByRole('listitem')).toHaveText(
    'Application form signed by a parent or legal guardian, with their name and address (the traveller is under 18) (source)',
  );
  await expect(card.getByRole('link', { name: /^Source of Application form signed/ })).toHaveAttribute(
    'href',
    visaCode,
  );

  await page.goto(`/trips/${await tripTo('JP')}`);
  await expect(card).toContainText(
    'What Japan asks of travellers under 18 (such as a birth certificate, or the consent of a parent not travelling) is not in our data for this passport: ask the embassy before travelling.',
  );
});
