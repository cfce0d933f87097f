import { renderPassportPage, zoneOf, type PassportTruth } from '../../apps/api/src/test/synthetic-passports';

/** A clean scan: straight, sharp, lightly compressed, in the font the server's reader knows best. */
const cleanLook = {
  font: 'DejaVu Sans Mono',
  widthPx: 1400,
  rotationDegrees: 0,
  blur: 0.3,
  jpegQuality: 90,
  isClean: true,
};

/** A passport data page whose machine-readable zone says `truth` (valid check digits), as a JPEG upload. */
export const passportScan = async (truth: Omit<PassportTruth, 'brokenCheck'>, name = 'passport-scan.jpg') => {
  const full = { ...truth, brokenCheck: null };
  return {
    name,
    mimeType: 'image/jpeg',
    buffer: await renderPassportPage({ truth: full, look: cleanLook, zone: zoneOf(full) }),
  };
};
