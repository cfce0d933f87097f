import { createRaster, type Colour } from './demo-png';
import type { DemoPerson } from './demo-person';

const ink: Colour = [30, 38, 52];
const grey: Colour = [110, 118, 130];
const specimenRed: Colour = [190, 20, 30];

/** Head and shoulders facing the camera, the face centred on (x, y), `scale` times the passport's size. */
const drawPortrait = (raster: ReturnType<typeof createRaster>, x: number, y: number, scale: number) => {
  const at = (size: number) => Math.round(size * scale);
  raster.ellipse(x, y + at(175), at(115), at(85), [64, 80, 112]);
  raster.rect(x - at(20), y + at(60), at(40), at(50), [206, 170, 142]);
  raster.ellipse(x, y, at(62), at(80), [214, 178, 150]);
  raster.ellipse(x, y - at(56), at(66), at(36), [52, 40, 34]);
  raster.ellipse(x - at(22), y, at(6), at(4), ink);
  raster.ellipse(x + at(22), y, at(6), at(4), ink);
  raster.rect(x - at(12), y + at(40), at(24), at(3), [160, 90, 80]);
};

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

  page.rect(40, 110, 250, 320, [222, 226, 232]);
  drawPortrait(page, 165, 230, 1);

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

/** A passport photo of the destination's size: a light background, head and shoulders, marked. */
export const passportPhotoPng = (
  person: DemoPerson,
  { width, height }: { width: number; height: number },
) => {
  const photo = createRaster(width, height, [240, 242, 245]);
  const scale = Math.min(width / 350, height / 450);
  const centre = Math.round(width / 2);
  drawPortrait(photo, centre, Math.round(height * 0.45), 1.25 * scale);
  photo.text('SPECIMEN', centre - 72, 16, 3, specimenRed);
  photo.text(
    `${person.firstName} ${person.lastName}`,
    centre - (person.firstName.length + person.lastName.length + 1) * 6,
    48,
    2,
    grey,
  );
  return photo.toPng();
};
