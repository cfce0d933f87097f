import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser, loginAs } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';

let test: TestApp;
beforeAll(async () => {
  test = await createTestAppWithVisaData({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
}, 120_000);
afterAll(() => test.close());

type Answer = {
  fromCountry: { code: string; name: string };
  toCountry: { code: string; name: string };
  categoryLabel: string;
  allowedStay: string;
  visaType: string;
  processingTime: string;
  fee: string;
  freshness: string;
  confirmNotice: string;
  recommendations: string[];
  checklist: { document: string }[];
  rule: { description: string };
  requirements: { notes: string }[];
  entryRule: {
    summary: string;
    feeText: string;
    applyDirectly: string | null;
    recorded: string;
    categoryLabel: string;
    replaced: { categoryLabel: string; description: string };
  } | null;
  ruleChanges: { text: string }[];
  announcedRules: { text: string }[];
};

const check = async (payload: object, headers: Record<string, string> = {}) => {
  const response = await test.app.inject({ method: 'POST', url: '/api/visa/requirements', payload, headers });
  expect(response.statusCode).toBe(200);
  return { answer: response.json().data as Answer, response };
};

const checkIn = async (language: string, payload: object) =>
  (await check(payload, { 'accept-language': language })).answer;

/** Every text of an answer the traveller reads. */
const textsOf = (answer: Answer) => [
  answer.categoryLabel,
  answer.allowedStay,
  answer.visaType,
  answer.processingTime,
  answer.fee,
  answer.freshness,
  answer.confirmNotice,
  answer.rule.description,
  ...answer.requirements.map((requirement) => requirement.notes),
  ...answer.recommendations,
  ...answer.checklist.map((item) => item.document),
  ...(answer.entryRule
    ? [
        answer.entryRule.summary,
        answer.entryRule.feeText,
        answer.entryRule.applyDirectly ?? '',
        answer.entryRule.recorded,
        answer.entryRule.categoryLabel,
        answer.entryRule.replaced.categoryLabel,
        answer.entryRule.replaced.description,
      ]
    : []),
  ...answer.ruleChanges.map((change) => change.text),
  ...answer.announcedRules.map((rule) => rule.text),
];

// Names kept as they are in every language: links, the data set's and the product's names, ESTA's own name.
const keptAsIs =
  /https?:\/\/\S+|Passport Index|VisaBridge|GOV\.UK|ESTA \(Electronic System for Travel Authorization\)|\beTA\b|e-Visa/g;
const englishWords =
  /\b(the|and|you|your|before|with|from|not|for|to|of|is|are|passport|travel|apply|entry|rules?|days?|fee)\b/i;

/** The texts where an English word is left, once links and names are set aside. */
const englishLeftIn = (texts: string[]) =>
  texts.filter((text) => englishWords.test(text.replace(keptAsIs, '')));

const corridors = [
  { fromCountry: 'NG', toCountry: 'DE', purpose: 'tourist' }, // Schengen visa: passport, photo, insurance
  { fromCountry: 'US', toCountry: 'IN', purpose: 'tourist' }, // e-visa with India's own conditions
  { fromCountry: 'DE', toCountry: 'US', purpose: 'business' }, // the shipped ESTA rule over the data set
  { fromCountry: 'NG', toCountry: 'GB', purpose: 'tourist' }, // the UK's own way to apply
  { fromCountry: 'IL', toCountry: 'SA', purpose: 'tourist' }, // not admitted
  { fromCountry: 'FR', toCountry: 'DE', purpose: 'work' }, // free movement
];

const schengenVisa = { fromCountry: 'NG', toCountry: 'DE', purpose: 'tourist' };

describe('the requirement answer in the reader’s language', () => {
  it('answers in English without an Accept-Language header, and says it varies by language', async () => {
    const { answer, response } = await check(schengenVisa);
    expect(answer).toMatchObject({ categoryLabel: 'Visa required', visaType: 'Tourism visa' });
    expect(answer.checklist.map((item) => item.document)).toContain('Completed visa application form');
    expect(answer.recommendations).toContain(
      'Apply for the visa of Germany before you travel, online or at its embassy or consulate, as its official visa website directs.',
    );
    expect(response.headers.vary).toContain('accept-language');
  });

  it.each([
    [
      'es',
      'Visa obligatoria',
      'Visa de turismo',
      'Formulario de solicitud de visa cumplimentado',
      'Solicite la visa de Alemania antes de viajar, en línea o en su embajada o consulado, según indique su sitio web oficial de visas.',
    ],
    [
      'fr',
      'Visa obligatoire',
      'Visa touristique',
      'Formulaire de demande de visa rempli',
      'Demandez le visa de la destination (Allemagne) avant votre départ, en ligne ou auprès de son ambassade ou consulat, selon les indications de son site officiel des visas.',
    ],
    [
      'de',
      'Visumpflichtig',
      'Touristenvisum',
      'Ausgefülltes Visumantragsformular',
      'Beantragen Sie das Visum des Ziellandes (Deutschland) vor der Reise, online oder bei dessen Botschaft oder Konsulat, wie es die offizielle Visa-Website vorgibt.',
    ],
    [
      'zh',
      '需要签证',
      '旅游签证',
      '填写完整的签证申请表',
      '请在出行前按照德国官方签证网站的指引，在线或前往其使馆或领事馆申请签证。',
    ],
    [
      'ar',
      'تأشيرة مطلوبة',
      'تأشيرة سياحية',
      'استمارة طلب التأشيرة مستوفاة',
      'قدّم طلب تأشيرة ألمانيا قبل السفر، عبر الإنترنت أو لدى سفارتها أو قنصليتها، وفق إرشادات موقع التأشيرات الرسمي.',
    ],
  ])('writes a Schengen visa answer in %s', async (language, categoryLabel, visaType, form, tip) => {
    const answer = await checkIn(language, schengenVisa);
    expect(answer).toMatchObject({ categoryLabel, visaType });
    expect(answer.checklist.map((item) => item.document)).toContain(form);
    expect(answer.recommendations).toContain(tip);
  });

  it('names the countries in the reader’s language, the codes as they are', async () => {
    const { fromCountry, toCountry } = await checkIn('es', schengenVisa);
    expect([fromCountry, toCountry]).toMatchObject([{ code: 'NG' }, { code: 'DE', name: 'Alemania' }]);
  });

  it('writes the Schengen passport and photo rules, with their shipped background, in Spanish', async () => {
    const documents = (await checkIn('es', schengenVisa)).checklist.map((item) => item.document);
    expect(documents).toContain(
      'Pasaporte válido al menos 3 meses después de la fecha de salida, expedido en los últimos 10 años (norma aplicable: espacio Schengen)',
    );
    expect(documents).toContain('Fotografía reciente de 35 x 45 mm, fondo claro y liso');
  });

  it.each(['es', 'fr', 'de', 'zh', 'ar'])('leaves no English sentence in %s answers', async (language) => {
    for (const corridor of corridors) {
      const answer = await checkIn(language, corridor);
      expect({ corridor, left: englishLeftIn(textsOf(answer)) }).toEqual({ corridor, left: [] });
    }
  });

  it('finds English in an English answer (the check above can fail)', async () => {
    const answer = (await check(corridors[0] ?? schengenVisa)).answer;
    expect(englishLeftIn(textsOf(answer)).length).toBeGreaterThan(5);
  });

  it('writes an entry rule over the data set in French, its days as French writes them', async () => {
    const answer = await checkIn('fr', { fromCountry: 'DE', toCountry: 'US', purpose: 'business' });
    expect(answer.entryRule?.summary).toBe(
      'À partir du 12 janvier 2009, les titulaires d’un passeport délivré par ce pays (Allemagne) doivent obtenir l’autorisation « ESTA (Electronic System for Travel Authorization) » pour entrer à destination (États-Unis).',
    );
    // The amount in French as a visitor's region (en-US) writes it.
    expect(answer.entryRule?.feeText).toBe('40,00\u00a0$US (depuis le 30 septembre 2025)');
    expect(answer.allowedStay).toBe('Jusqu’à 90 jours');
  });

  it('counts days by the Arabic plural rules', async () => {
    const answer = await checkIn('ar', { fromCountry: 'DE', toCountry: 'US', purpose: 'business' });
    expect(answer.allowedStay).toBe('حتى 90 يومًا');
    expect(answer.recommendations).toContain(
      'يمكنك البقاء حتى 90 يومًا؛ وتتطلب الإقامة الأطول تأشيرة أو تصريح إقامة.',
    );
  });

  it('keeps an answer per language: English, Spanish, then English again for the same check', async () => {
    expect((await check(schengenVisa)).answer.visaType).toBe('Tourism visa');
    expect((await checkIn('es', schengenVisa)).visaType).toBe('Visa de turismo');
    expect((await check(schengenVisa)).answer.visaType).toBe('Tourism visa');
  });

  it.each([
    ['a language the site does not speak', 'ja'],
    ['a header that names no language', ';;;q=x,'],
  ])('answers in English for %s', async (_case, header) => {
    expect((await checkIn(header, schengenVisa)).visaType).toBe('Tourism visa');
  });

  it("answers a signed-in traveller in their account's language, unless the page asks for another", async () => {
    const user = await createUser(test.db);
    await test.db.update(users).set({ interfaceLanguage: 'fr' }).where(eq(users.id, user.id));
    const { headers } = await loginAs(test, user.email);
    expect((await check(schengenVisa, headers)).answer.visaType).toBe('Visa touristique');
    expect((await check(schengenVisa, { ...headers, 'accept-language': 'de' })).answer.visaType).toBe(
      'Touristenvisum',
    );
  });
});

describe('the trip answer in the reader’s language', () => {
  const trip = {
    fromCountry: 'DE',
    purpose: 'tourist',
    legs: [
      { destination: 'TH', arrivalDate: '2026-12-01', departureDate: '2026-12-14', isConnection: false },
      { destination: 'AE', arrivalDate: '2026-12-14', departureDate: '2026-12-15', isConnection: true },
      { destination: 'IN', arrivalDate: '2026-12-15', departureDate: '2026-12-29', isConnection: false },
    ],
  };

  it.each([
    ['zh', '以下行程须在出行前申请：第 3 段行程（印度）。'],
    ['es', 'Antes de viajar, presente la solicitud para el tramo 3 (India).'],
    ['en', 'Apply before you travel for leg 3 (India).'],
  ])('sums a trip up in %s, its connection and its checklist included', async (language, summary) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/visa/trips',
      payload: trip,
      headers: { 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    const answered = response.json().data;
    expect(answered.summary.text).toBe(summary);
    const texts = [
      answered.legs[1].transit.note,
      ...answered.checklist.map((item: { document: string }) => item.document),
    ];
    expect(englishLeftIn(texts).length === 0).toBe(language !== 'en');
  });
});
