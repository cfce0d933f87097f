import { countIn } from '../../../../domain/visa/answer-texts/count-in';
import type { FindingTexts, MismatchField, PhotoTarget, ZoneCheck } from './types';

const SCAN_HINT =
  'Suba un escaneo o una foto nítida y bien iluminada de toda la página de datos, tomada de frente, en la que se ' +
  'vean por completo las dos líneas de letras y signos (<<<) de la parte inferior.';

const checks: Record<ZoneCheck, string> = {
  'document number': 'el número de documento',
  'date of birth': 'la fecha de nacimiento',
  'expiry date': 'la fecha de caducidad',
  'personal number': 'el número personal',
  'whole zone': 'toda la zona',
};

const fields: Record<MismatchField, string> = {
  number: 'el número',
  surname: 'el apellido',
  'given names': 'el nombre',
  nationality: 'la nacionalidad',
  'date of birth': 'la fecha de nacimiento',
  'expiry date': 'la fecha de caducidad',
  sex: 'el sexo',
};

const sexes: Record<string, string> = { female: 'mujer', male: 'hombre' };

const months = (count: number) => countIn('es', count, { one: '# mes', other: '# meses' });

const shapeOf = (target: PhotoTarget) =>
  target.shape === 'square'
    ? 'una foto cuadrada (alto igual al ancho)'
    : `la proporción ${target.widthMm}:${target.heightMm} de una copia impresa de ${target.widthMm} x ${target.heightMm} mm`;

const sizeOf = (target: PhotoTarget) =>
  target.shape === 'square'
    ? `${target.minPixels} x ${target.minPixels} píxeles`
    : `${target.minWidth} x ${target.minHeight} píxeles (${target.widthMm} x ${target.heightMm} mm a 300 ppp)`;

export const findingTextsEs: FindingTexts = {
  zoneNotFound: `No hemos encontrado la zona de lectura mecánica en este escaneo. ${SCAN_HINT}`,
  checkDigit: (check) =>
    `El dígito de control de ${checks[check]} no coincide con lo leído. Puede que el escaneo no sea nítido o que la página esté alterada. ${SCAN_HINT}`,
  passportExpired: (expiry) =>
    `Este pasaporte caducó el ${expiry}. Renuévelo antes de presentar la solicitud.`,
  passportShortfall: ({ shortfall, owner, destination, expiry, isTripToday }) => {
    if (shortfall.code === 'age') {
      const years = countIn('es', shortfall.years, { one: 'el año', other: 'los # años' });
      return `El pasaporte se expidió el ${shortfall.issued}; solo se admiten pasaportes expedidos en ${years} anteriores a su llegada (norma de: ${owner}). Renuévelo antes de viajar.`;
    }
    const why = {
      beyond_arrival: `${months(shortfall.months)} después de su llegada (norma de: ${owner})`,
      beyond_departure: `${months(shortfall.months)} después de su salida (norma de: ${owner})`,
      for_stay: `hasta el día de su salida (norma de: ${owner})`,
    };
    const until = shortfall.rule
      ? why[shortfall.rule]
      : `hasta el día de su salida (la norma propia del destino (${destination}) no figura en nuestros datos y puede exigir más)`;
    return `El pasaporte caduca el ${expiry}. Debe ser válido al menos hasta el ${shortfall.needed}, es decir, ${until}${isTripToday ? ', incluso para un viaje hoy' : ''}. Renuévelo primero.`;
  },
  nothingRead: '(nada)',
  mismatch: (field, read, entered) =>
    `El pasaporte indica ${fields[field]} ${read}, pero la solicitud indica ${field === 'sex' ? (sexes[entered] ?? entered) : entered}. Corrija el dato que sea incorrecto.`,
  photoFormat: 'La foto de pasaporte debe ser una imagen JPEG o PNG, no un PDF. Suba la foto en sí.',
  photoSpecUnknown: (destination) =>
    `Las especificaciones de foto del destino (${destination}) no figuran en nuestros datos, por lo que no se han comprobado la forma ni el tamaño. Confírmelos en la fuente oficial.`,
  photoProportions: (width, height, destination, target) =>
    `La foto mide ${width} x ${height} píxeles; el destino (${destination}) exige ${shapeOf(target)}. Recórtela con esa forma.`,
  photoResolution: (width, height, destination, target) =>
    `La foto mide ${width} x ${height} píxeles; el destino (${destination}) exige al menos ${sizeOf(target)}.`,
  photoFileSize: (kilobytes) =>
    `El archivo solo ocupa ${kilobytes} kB, lo que suele indicar una compresión excesiva. Suba la foto original si la tiene.`,
  unreadableFile: (reason) =>
    `No se ha podido comprobar este archivo (${reason}). Vuelva a subirlo como escaneo JPEG, PNG o PDF.`,
};
