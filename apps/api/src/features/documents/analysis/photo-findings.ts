import type { AnalysisFinding, PhotoSpecView } from '@visabridge/contract';
import type { FindingTexts, PhotoTarget } from './finding-texts/types';

/** Photos are printed at 300 dots per inch: the pixels a print of a given size needs to be sharp. */
const DOTS_PER_MM = 300 / 25.4;
const RATIO_TOLERANCE = 0.03;
const MIN_BYTES = 20 * 1024;

export type PhotoFacts = { mimeType: string; width: number; height: number; bytes: number };

type PhotoCheck = {
  photo: PhotoFacts;
  /** The destination's photo specification, null where it is not in our data. */
  spec: PhotoSpecView | null;
  /** The destination's name, in the findings' language. */
  destination: string;
  texts: FindingTexts;
};

/** The shape and the least pixels the destination's photo takes (a print at 300 dpi). */
const targetOf = (
  spec: PhotoSpecView,
): PhotoTarget & { ratio: number; minWidth: number; minHeight: number } =>
  spec.shape === 'square'
    ? {
        shape: 'square',
        minPixels: spec.minPixels,
        ratio: 1,
        minWidth: spec.minPixels,
        minHeight: spec.minPixels,
      }
    : {
        shape: 'print',
        widthMm: spec.widthMm,
        heightMm: spec.heightMm,
        ratio: spec.widthMm / spec.heightMm,
        minWidth: Math.round(spec.widthMm * DOTS_PER_MM),
        minHeight: Math.round(spec.heightMm * DOTS_PER_MM),
      };

const shapeFindings = ({ photo, spec, destination, texts }: PhotoCheck & { spec: PhotoSpecView }) => {
  const target = targetOf(spec);
  const findings: AnalysisFinding[] = [];
  const ratio = photo.width / photo.height;
  if (Math.abs(ratio - target.ratio) / target.ratio > RATIO_TOLERANCE)
    findings.push({
      code: 'photo_proportions',
      severity: 'error',
      message: texts.photoProportions(photo.width, photo.height, destination, target),
    });
  if (photo.width < target.minWidth || photo.height < target.minHeight)
    findings.push({
      code: 'photo_resolution',
      severity: 'error',
      message: texts.photoResolution(photo.width, photo.height, destination, target),
    });
  return findings;
};

/**
 * The checks a photo studio does before printing: a picture file, the destination's own shape and enough
 * pixels for it; where the destination's specification is not in our data, the traveller is told so.
 */
export const photoFindings = (check: PhotoCheck): AnalysisFinding[] => {
  const { photo, spec, destination, texts } = check;
  if (photo.mimeType === 'application/pdf')
    return [{ code: 'photo_format', severity: 'error', message: texts.photoFormat }];
  const findings: AnalysisFinding[] = spec
    ? shapeFindings({ ...check, spec })
    : [{ code: 'photo_spec_unknown', severity: 'info', message: texts.photoSpecUnknown(destination) }];
  if (photo.bytes < MIN_BYTES)
    findings.push({
      code: 'photo_file_size',
      severity: 'warning',
      message: texts.photoFileSize(Math.round(photo.bytes / 1024)),
    });
  return findings;
};
