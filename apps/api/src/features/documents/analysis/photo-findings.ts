import type { AnalysisFinding, PhotoSpecView } from '@visabridge/contract';

/** Photos are printed at 300 dots per inch: the pixels a print of a given size needs to be sharp. */
const DOTS_PER_MM = 300 / 25.4;
const RATIO_TOLERANCE = 0.03;
const MIN_BYTES = 20 * 1024;

export type PhotoFacts = { mimeType: string; width: number; height: number; bytes: number };

type PhotoCheck = {
  photo: PhotoFacts;
  /** The destination's photo specification, null where it is not in our data. */
  spec: PhotoSpecView | null;
  destination: string;
};

/** The shape, the least pixels and the words for the destination's photo ("35 x 45 mm", "square"). */
const targetOf = (spec: PhotoSpecView) =>
  spec.shape === 'square'
    ? {
        ratio: 1,
        minWidth: spec.minPixels,
        minHeight: spec.minPixels,
        shape: 'a square photo (height equal to width)',
        size: `${spec.minPixels} x ${spec.minPixels} pixels`,
      }
    : {
        ratio: spec.widthMm / spec.heightMm,
        minWidth: Math.round(spec.widthMm * DOTS_PER_MM),
        minHeight: Math.round(spec.heightMm * DOTS_PER_MM),
        shape: `the ${spec.widthMm}:${spec.heightMm} shape of a ${spec.widthMm} x ${spec.heightMm} mm print`,
        size: `${Math.round(spec.widthMm * DOTS_PER_MM)} x ${Math.round(spec.heightMm * DOTS_PER_MM)} pixels (${spec.widthMm} x ${spec.heightMm} mm at 300 dpi)`,
      };

const shapeFindings = (photo: PhotoFacts, spec: PhotoSpecView, destination: string): AnalysisFinding[] => {
  const target = targetOf(spec);
  const findings: AnalysisFinding[] = [];
  const ratio = photo.width / photo.height;
  if (Math.abs(ratio - target.ratio) / target.ratio > RATIO_TOLERANCE)
    findings.push({
      code: 'photo_proportions',
      severity: 'error',
      message: `The photo is ${photo.width} x ${photo.height} pixels; ${destination} asks for ${target.shape}. Crop it to that shape.`,
    });
  if (photo.width < target.minWidth || photo.height < target.minHeight)
    findings.push({
      code: 'photo_resolution',
      severity: 'error',
      message: `The photo is ${photo.width} x ${photo.height} pixels; ${destination} needs at least ${target.size}.`,
    });
  return findings;
};

/**
 * The checks a photo studio does before printing: a picture file, the destination's own shape and enough
 * pixels for it; where the destination's specification is not in our data, the traveller is told so.
 */
export const photoFindings = ({ photo, spec, destination }: PhotoCheck): AnalysisFinding[] => {
  if (photo.mimeType === 'application/pdf')
    return [
      {
        code: 'photo_format',
        severity: 'error',
        message: 'A passport photo must be a JPEG or PNG picture, not a PDF. Upload the photo itself.',
      },
    ];
  const findings: AnalysisFinding[] = spec
    ? shapeFindings(photo, spec, destination)
    : [
        {
          code: 'photo_spec_unknown',
          severity: 'info',
          message: `${destination}'s photo specification is not in our data, so the shape and size were not checked. Confirm them with the official source.`,
        },
      ];
  if (photo.bytes < MIN_BYTES)
    findings.push({
      code: 'photo_file_size',
      severity: 'warning',
      message: `The file is only ${Math.round(photo.bytes / 1024)} kB, which usually means heavy compression. Upload the original photo if you have it.`,
    });
  return findings;
};
