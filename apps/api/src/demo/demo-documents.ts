import { formatDateIn, type EntryConditionsView } from '@visabridge/contract';
import { letterhead, pageLeft as left, pageRight as right, renderPdf, type Sheet } from '../lib/pdf';
import { passportPhotoPng, passportScanPng } from './demo-document-images';
import type { DemoPerson } from './demo-person';

/** The trip a document is for: where, when, where the traveller stays, and the destination's photo rule (null: not known). */
export type DemoTrip = {
  destination: string;
  arrival: string;
  departure: string;
  accommodation: string;
  photo: EntryConditionsView['photo'];
};

export type DemoFile = { fileName: string; mimeType: 'application/pdf' | 'image/png'; bytes: Buffer };

const day = (iso: string) => formatDateIn('en-GB', iso, 'long');

type Letter = { fileName: string; title: string; body: (person: DemoPerson, trip: DemoTrip) => string[] };

const fullName = (person: DemoPerson) => `${person.firstName} ${person.lastName}`;

const bankStatement: Letter = {
  fileName: 'bank-statement.pdf',
  title: 'Bank statement',
  body: (person) => [
    `Northbridge Bank plc · Account holder: ${fullName(person)}`,
    `${person.address.street}, ${person.address.city} ${person.address.postalCode}`,
    'Sort code 20-45-77 · Account 41392876 · Statement for the last 3 months',
    '',
    '01 Aug  Opening balance                          £8,412.55',
    '03 Aug  Salary: Lumen Design Studio Ltd   +£3,850.00',
    '05 Aug  Rent: Clerkenwell Lettings           -£1,650.00',
    '01 Sep  Salary: Lumen Design Studio Ltd   +£3,850.00',
    '04 Sep  Savings transfer                            -£500.00',
    '01 Oct  Salary: Lumen Design Studio Ltd   +£3,850.00',
    '31 Oct  Closing balance                         £12,604.18',
  ],
};

/** Which sample fits a checklist item, by what the item asks for; the first match wins. */
const letters: [RegExp, Letter][] = [
  [/funds|paid for|bank/i, bankStatement],
  [
    /accommodation|hotel/i,
    {
      fileName: 'hotel-booking.pdf',
      title: 'Hotel booking confirmation',
      body: (person, trip) => [
        `Guest: ${fullName(person)} · Booking reference HB-58213`,
        `Hotel: ${trip.accommodation}`,
        `Check-in: ${day(trip.arrival)} · Check-out: ${day(trip.departure)}`,
        'Room: 1 double room, breakfast included · Paid in full',
      ],
    },
  ],
  [
    /ticket|itinerary/i,
    {
      fileName: 'flight-itinerary.pdf',
      title: 'Flight itinerary',
      body: (person, trip) => [
        `Passenger: ${fullName(person).toUpperCase()} · Booking reference QX7R2D`,
        `Outbound ${day(trip.arrival)}: London Heathrow (LHR) to ${trip.destination}, economy`,
        `Return ${day(trip.departure)}: ${trip.destination} to London Heathrow (LHR), economy`,
        'Ticket number 125-2388104651 · Status: confirmed and ticketed',
      ],
    },
  ],
  [
    /invitation/i,
    {
      fileName: 'invitation-letter.pdf',
      title: 'Letter of invitation',
      body: (person, trip) => [
        'To the consular section,',
        `We invite ${fullName(person)}, born ${day(person.dateOfBirth)}, passport ${person.passportNumber},`,
        `to visit us in ${trip.destination} from ${day(trip.arrival)} to ${day(trip.departure)}`,
        'for meetings with our product team. We cover local transport; the guest covers the rest.',
        'Yours faithfully, Operations Director',
      ],
    },
  ],
  [
    /employer|job offer|employment/i,
    {
      fileName: 'employer-letter.pdf',
      title: 'Letter from employer',
      body: (person, trip) => [
        `${fullName(person)} has worked for Lumen Design Studio Ltd as ${person.occupation} since 2019.`,
        `Their trip to ${trip.destination} from ${day(trip.arrival)} to ${day(trip.departure)} is approved`,
        'leave / business travel, and their position is kept for their return.',
        'HR Manager, Lumen Design Studio Ltd, London',
      ],
    },
  ],
  [
    /insurance/i,
    {
      fileName: 'travel-insurance.pdf',
      title: 'Travel insurance certificate',
      body: (person, trip) => [
        `Insured: ${fullName(person)} · Policy TI-4471-0925`,
        `Cover: ${day(trip.arrival)} to ${day(trip.departure)}, ${trip.destination}`,
        'Medical expenses up to £5,000,000 · Repatriation included',
      ],
    },
  ],
  [
    /application form/i,
    {
      fileName: 'visa-application-form.pdf',
      title: 'Visa application form (completed)',
      body: (person, trip) => [
        `Surname: ${person.lastName} · Given names: ${person.firstName}`,
        `Date of birth: ${day(person.dateOfBirth)} · Place of birth: ${person.placeOfBirth}`,
        `Passport: ${person.passportNumber}, valid until ${day(person.passportExpiryDate)}`,
        `Destination: ${trip.destination} · Intended arrival: ${day(trip.arrival)}`,
        `Signed: ${fullName(person)}`,
      ],
    },
  ],
  [
    /e-visa|authorisation|approval|permission|permit/i,
    {
      fileName: 'travel-authorisation.pdf',
      title: 'Travel authorisation approval',
      body: (person, trip) => [
        `Applicant: ${fullName(person)} · Passport ${person.passportNumber}`,
        `Destination: ${trip.destination} · Status: APPROVED`,
        `Valid for arrival from ${day(trip.arrival)}`,
      ],
    },
  ],
];

const supportingDocument = (type: string): Letter => ({
  fileName: `${type
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)}.pdf`,
  title: 'Supporting document',
  body: (person) => [`Provided by ${fullName(person)} for: ${type}.`],
});

// A person's passport images are the same on each of their applications: drawn once per seeding run.
const images = new Map<string, Buffer>();

/** Pixels for the destination's photo: 12 per mm of a print (above 300 dpi), a 600-pixel square, else 35 x 45 mm. */
const photoSizeOf = (photo: DemoTrip['photo']) => {
  if (photo?.shape === 'print') return { width: photo.widthMm * 12, height: photo.heightMm * 12 };
  if (photo?.shape === 'square') {
    const side = Math.max(photo.minPixels, 600);
    return { width: side, height: side };
  }
  return { width: 420, height: 540 };
};
const imageOf = (kind: 'photo' | 'scan', person: DemoPerson, photo: DemoTrip['photo'] = null) => {
  const size = photoSizeOf(photo);
  const key = `${kind}:${size.width}x${size.height}:${JSON.stringify(person)}`;
  const image =
    images.get(key) ?? (kind === 'photo' ? passportPhotoPng(person, size) : passportScanPng(person));
  images.set(key, image);
  return image;
};

const drawLetter = (sheet: Sheet, letter: Letter, type: string, person: DemoPerson, trip: DemoTrip) => {
  const { doc } = sheet;
  letterhead(sheet, 'SPECIMEN');
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(letter.title, left, 120);
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  doc.text(`Checklist item: ${type}`, left, 142, { width: right - left });
  doc.font('Helvetica').fontSize(11).fillColor('#000000');
  doc.text(letter.body(person, trip).join('\n'), left, 176, { width: right - left, lineGap: 6 });
  doc.save().rotate(-30, { origin: [300, 520] });
  doc.font('Helvetica-Bold').fontSize(44).fillColor('#cc0000').opacity(0.25);
  doc.text('SPECIMEN — demo data', 60, 500, { width: 500, align: 'center' });
  doc.restore();
};

/**
 * A plausible sample file for a checklist item, marked as a specimen: the passport's data page and
 * the photo as PNG images, the rest as PDF letters and statements with the traveller's and trip's details.
 */
export const demoDocumentFile = async (
  type: string,
  person: DemoPerson,
  trip: DemoTrip,
): Promise<DemoFile> => {
  if (/photo/i.test(type))
    return {
      fileName: 'passport-photo.png',
      mimeType: 'image/png',
      bytes: imageOf('photo', person, trip.photo),
    };
  if (/^(valid )?passport\b|identity card/i.test(type))
    return { fileName: 'passport-scan.png', mimeType: 'image/png', bytes: imageOf('scan', person) };
  const letter = letters.find(([pattern]) => pattern.test(type))?.[1] ?? supportingDocument(type);
  const bytes = await renderPdf({ Title: `${letter.title} (specimen)`, Subject: type }, 'en', (sheet) =>
    drawLetter(sheet, letter, type, person, trip),
  );
  return { fileName: letter.fileName, mimeType: 'application/pdf', bytes };
};
