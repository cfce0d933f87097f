import type { AnalysisFinding } from '@visabridge/contract';

/** A passport photo is 35 x 45 mm; printed at 300 dpi that is 413 x 531 pixels. */
const PHOTO_RATIO = 35 / 45;
const RATIO_TOLERANCE = 0.03;
const MIN_WIDTH = 413;
const MIN_HEIGHT = 531;
const MIN_BYTES = 20 * 1024;

export type PhotoFacts = { mimeType: string; width: number; height: number; bytes: number };

/** The checks a photo studio does before printing: a picture file, the 35:45 shape, enough pixels. */
export const photoFindings = (photo: PhotoFacts): AnalysisFinding[] => {
  if (photo.mimeType === 'application/pdf')
    return [
      {
        code: 'photo_format',
        severity: 'error',
        message: 'A passport photo must be a JPEG or PNG picture, not a PDF. Upload the photo itself.',
      },
    ];
  const findings: AnalysisFinding[] = [];
  const ratio = photo.width / photo.height;
  if (Math.abs(ratio - PHOTO_RATIO) / PHOTO_RATIO > RATIO_TOLERANCE)
    findings.push({
      code: 'photo_proportions',
      severity: 'error',
      message: `The photo is ${photo.width} x ${photo.height} pixels; a passport photo has the 35:45 shape of a 35 x 45 mm print. Crop it to that shape.`,
    });
  if (photo.width < MIN_WIDTH || photo.height < MIN_HEIGHT)
    findings.push({
      code: 'photo_resolution',
      severity: 'error',
      message: `The photo is ${photo.width} x ${photo.height} pixels; it needs at least ${MIN_WIDTH} x ${MIN_HEIGHT} (35 x 45 mm at 300 dpi) to print sharply.`,
    });
  if (photo.bytes < MIN_BYTES)
    findings.push({
      code: 'photo_file_size',
      severity: 'warning',
      message: `The file is only ${Math.round(photo.bytes / 1024)} kB, which usually means heavy compression. Upload the original photo if you have it.`,
    });
  return findings;
};
