import { createRaster, type Colour } from './demo-png';
import type { DemoPerson } from './demo-documents';

const ink: Colour = [30, 38, 52];
const grey: Colour = [110, 118, 130];
const specimenRed: Colour = [190, 20, 30];

/** 'YYYY-MM-DD' as a passport prints it: '18 06 1991'. */
const passportDate = (day: string) => day.split('-').reverse().join(' ');

/** The machine-readable zone's name line: 'P<GBRCHEN<<MAYA<<<…', 44 characters. */
const mrzName = (person: DemoPerson, country: string) =>
  `P<${country}${person.lastName.toUpperCase()}<<${person.firstName.toUpperCase()}`
    .padEnd(44, '<')
    .slice(0, 44);

/** The three letters a passport uses for its country; the sample only knows the demo traveller's. */
const countryCodeOf = (person: DemoPerson) =>
  person.nationality === 'United Kingdom' ? 'GBR' : person.nationality.slice(0, 3).toUpperCase();

/** A passport's data page, 1000 x 700, marked as a specimen and filled with the demo traveller's details. */
export const passportScanPng = (person: DemoPerson) => {
  const page = createRaster(1000, 700, [236, 231, 218]);
  page.guilloche(0, 0, 1000, 560, [214, 205, 226]);
  page.rect(0, 0, 1000, 70, [120, 28, 48]);
  const country = countryCodeOf(person);
  const isBritish = country === 'GBR';
  const issuer = isBritish ? 'UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND' : person.nationality;
  page.text(issuer, 24, 14, 3, [250, 240, 220]);
  page.text('PASSPORT', 24, 44, 3, [250, 240, 220]);

  // The holder's photo: a plain background, head and shoulders.
  page.rect(40, 110, 250, 320, [222, 226, 232]);
  page.ellipse(165, 400, 110, 80, [70, 84, 110]);
  page.ellipse(165, 230, 62, 80, [214, 178, 150]);
  page.ellipse(165, 175, 66, 36, [52, 40, 34]);
  page.ellipse(142, 230, 6, 4, ink);
  page.ellipse(188, 230, 6, 4, ink);

  const fields: [label: string, value: string][] = [
    ['SURNAME', person.lastName],
    ['GIVEN NAMES', person.firstName],
    ['NATIONALITY', isBritish ? 'BRITISH CITIZEN' : person.nationality],
    ['DATE OF BIRTH', passportDate(person.dateOfBirth)],
    ['PLACE OF BIRTH', person.placeOfBirth],
    ['SEX', person.gender === 'female' ? 'F' : person.gender === 'male' ? 'M' : 'X'],
    ['PASSPORT NO', person.passportNumber],
    ['DATE OF EXPIRY', passportDate(person.passportExpiryDate)],
  ];
  fields.forEach(([label, value], position) => {
    const y = 100 + position * 54;
    page.text(label, 330, y, 2, grey);
    page.text(value, 330, y + 18, 3, ink);
  });

  page.rect(0, 560, 1000, 140, [245, 244, 240]);
  page.text(mrzName(person, country), 20, 585, 3, ink);
  const number = person.passportNumber.padEnd(9, '<');
  const birth = person.dateOfBirth.slice(2).replaceAll('-', '');
  const expiry = person.passportExpiryDate.slice(2).replaceAll('-', '');
  const sex = person.gender === 'female' ? 'F' : person.gender === 'male' ? 'M' : '<';
  page.text(`${number}0${country}${birth}2${sex}${expiry}4<<<<<<<<<<<<<<02`.slice(0, 44), 20, 630, 3, ink);

  page.text('SPECIMEN - DEMO DATA', 620, 380, 3, specimenRed);
  page.text('NOT A TRAVEL DOCUMENT', 620, 410, 3, specimenRed);
  return page.toPng();
};

/** A passport photo, 35 x 45 mm at 10 pixels per mm: a light background, head and shoulders, marked. */
export const passportPhotoPng = (person: DemoPerson) => {
  const photo = createRaster(350, 450, [240, 242, 245]);
  photo.ellipse(175, 440, 150, 110, [64, 80, 112]);
  photo.rect(150, 280, 50, 60, [206, 170, 142]);
  photo.ellipse(175, 200, 78, 100, [214, 178, 150]);
  photo.ellipse(175, 130, 84, 46, [52, 40, 34]);
  photo.ellipse(148, 200, 7, 5, ink);
  photo.ellipse(202, 200, 7, 5, ink);
  photo.rect(160, 250, 30, 4, [160, 90, 80]);
  photo.text('SPECIMEN', 103, 16, 3, specimenRed);
  photo.text(
    `${person.firstName} ${person.lastName}`,
    175 - (person.firstName.length + person.lastName.length + 1) * 6,
    48,
    2,
    grey,
  );
  return photo.toPng();
};
