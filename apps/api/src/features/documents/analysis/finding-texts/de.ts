import { countIn } from '../../../../domain/visa/answer-texts/count-in';
import type { FindingTexts, MismatchField, PhotoTarget, ZoneCheck } from './types';

const SCAN_HINT =
  'Laden Sie einen scharfen, gut ausgeleuchteten Scan oder ein Foto der gesamten Datenseite hoch, gerade von vorn ' +
  'aufgenommen, auf dem die beiden Zeilen aus Buchstaben und Winkelzeichen (<<<) unten vollständig zu sehen sind.';

const checks: Record<ZoneCheck, string> = {
  'document number': 'der Dokumentennummer',
  'date of birth': 'des Geburtsdatums',
  'expiry date': 'des Ablaufdatums',
  'personal number': 'der persönlichen Nummer',
  'whole zone': 'der gesamten Zone',
};

const fields: Record<MismatchField, string> = {
  number: 'Nummer',
  surname: 'Nachname',
  'given names': 'Vornamen',
  nationality: 'Staatsangehörigkeit',
  'date of birth': 'Geburtsdatum',
  'expiry date': 'Ablaufdatum',
  sex: 'Geschlecht',
};

const sexes: Record<string, string> = { female: 'weiblich', male: 'männlich' };

const months = (count: number) => countIn('de', count, { one: '# Monat', other: '# Monate' });

const shapeOf = (target: PhotoTarget) =>
  target.shape === 'square'
    ? 'ein quadratisches Foto (Höhe gleich Breite)'
    : `das Seitenverhältnis ${target.widthMm}:${target.heightMm} eines Abzugs von ${target.widthMm} x ${target.heightMm} mm`;

const sizeOf = (target: PhotoTarget) =>
  target.shape === 'square'
    ? `${target.minPixels} x ${target.minPixels} Pixel`
    : `${target.minWidth} x ${target.minHeight} Pixel (${target.widthMm} x ${target.heightMm} mm bei 300 dpi)`;

export const findingTextsDe: FindingTexts = {
  zoneNotFound: `Wir konnten auf diesem Scan die maschinenlesbare Zone nicht finden. ${SCAN_HINT}`,
  checkDigit: (check) =>
    `Die Prüfziffer ${checks[check]} stimmt nicht mit dem Gelesenen überein. Der Scan ist möglicherweise unscharf, oder die Seite wurde verändert. ${SCAN_HINT}`,
  passportExpired: (expiry) =>
    `Dieser Reisepass ist am ${expiry} abgelaufen. Bitte erneuern Sie ihn, bevor Sie den Antrag stellen.`,
  passportShortfall: ({ shortfall, owner, destination, expiry, isTripToday }) => {
    if (shortfall.code === 'age') {
      const years = countIn('de', shortfall.years, { one: 'im Jahr', other: 'in den # Jahren' });
      return `Der Reisepass wurde am ${shortfall.issued} ausgestellt; zugelassen sind nur Reisepässe, die ${years} vor Ihrer Einreise ausgestellt wurden (Regel für: ${owner}). Bitte erneuern Sie ihn vor der Reise.`;
    }
    const why = {
      beyond_arrival: `${months(shortfall.months)} über Ihre Einreise hinaus (Regel für: ${owner})`,
      beyond_departure: `${months(shortfall.months)} über Ihre Ausreise hinaus (Regel für: ${owner})`,
      for_stay: `bis zum Tag Ihrer Ausreise (Regel für: ${owner})`,
    };
    const until = shortfall.rule
      ? why[shortfall.rule]
      : `bis zum Tag Ihrer Ausreise (die eigene Regel des Ziellandes (${destination}) ist nicht in unseren Daten enthalten und kann mehr verlangen)`;
    return `Der Reisepass läuft am ${expiry} ab. Er muss mindestens bis zum ${shortfall.needed} gültig sein, also ${until}${isTripToday ? ', selbst für eine Reise heute' : ''}. Bitte erneuern Sie ihn zuerst.`;
  },
  nothingRead: '(nichts)',
  mismatch: (field, read, entered) =>
    `Im Reisepass steht als ${fields[field]} ${read}, im Antrag jedoch ${field === 'sex' ? (sexes[entered] ?? entered) : entered}. Korrigieren Sie die falsche Angabe.`,
  photoFormat: 'Ein Passfoto muss ein JPEG- oder PNG-Bild sein, kein PDF. Laden Sie das Foto selbst hoch.',
  photoSpecUnknown: (destination) =>
    `Die Fotovorgaben des Ziellandes (${destination}) sind nicht in unseren Daten enthalten, daher wurden Format und Größe nicht geprüft. Bitte prüfen Sie sie bei der offiziellen Quelle.`,
  photoProportions: (width, height, destination, target) =>
    `Das Foto hat ${width} x ${height} Pixel; das Zielland (${destination}) verlangt ${shapeOf(target)}. Schneiden Sie es auf dieses Format zu.`,
  photoResolution: (width, height, destination, target) =>
    `Das Foto hat ${width} x ${height} Pixel; das Zielland (${destination}) verlangt mindestens ${sizeOf(target)}.`,
  photoFileSize: (kilobytes) =>
    `Die Datei ist nur ${kilobytes} kB groß, was meist auf eine starke Komprimierung hindeutet. Laden Sie das Originalfoto hoch, wenn Sie es haben.`,
  unreadableFile: (reason) =>
    `Diese Datei konnte nicht geprüft werden (${reason}). Laden Sie sie erneut als JPEG-, PNG- oder PDF-Scan hoch.`,
};
