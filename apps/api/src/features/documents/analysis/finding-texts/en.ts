import { passportShortfallText } from '@visabridge/contract';
import type { FindingTexts, PhotoTarget } from './types';

const SCAN_HINT =
  'Upload a sharp, well-lit scan or photo of the whole photo page, taken straight on, with the two lines of ' +
  'letters and chevrons (<<<) at the bottom fully visible.';

const shapeOf = (target: PhotoTarget) =>
  target.shape === 'square'
    ? 'a square photo (height equal to width)'
    : `the ${target.widthMm}:${target.heightMm} shape of a ${target.widthMm} x ${target.heightMm} mm print`;

const sizeOf = (target: PhotoTarget) =>
  target.shape === 'square'
    ? `${target.minPixels} x ${target.minPixels} pixels`
    : `${target.minWidth} x ${target.minHeight} pixels (${target.widthMm} x ${target.heightMm} mm at 300 dpi)`;

export const findingTextsEn: FindingTexts = {
  zoneNotFound: `We could not find the machine-readable zone on this scan. ${SCAN_HINT}`,
  checkDigit: (check) =>
    `The check digit for the ${check} does not match what was read. The scan may be unclear, or the page altered. ${SCAN_HINT}`,
  passportExpired: (expiry) => `This passport expired on ${expiry}. Renew it before you apply.`,
  passportShortfall: ({ shortfall, owner, destination, expiry, isTripToday }) => {
    const problem = passportShortfallText(shortfall, owner, destination);
    return shortfall.code === 'age'
      ? `${problem}. Renew it before you travel.`
      : `The passport expires on ${expiry}. ${problem}${isTripToday ? ', even for a trip today' : ''}. Renew it first.`;
  },
  nothingRead: '(none)',
  mismatch: (field, read, entered) =>
    `The passport reads ${field} ${read}, but the application says ${entered}. Correct whichever is wrong.`,
  photoFormat: 'A passport photo must be a JPEG or PNG picture, not a PDF. Upload the photo itself.',
  photoSpecUnknown: (destination) =>
    `${destination}'s photo specification is not in our data, so the shape and size were not checked. Confirm them with the official source.`,
  photoProportions: (width, height, destination, target) =>
    `The photo is ${width} x ${height} pixels; ${destination} asks for ${shapeOf(target)}. Crop it to that shape.`,
  photoResolution: (width, height, destination, target) =>
    `The photo is ${width} x ${height} pixels; ${destination} needs at least ${sizeOf(target)}.`,
  photoFileSize: (kilobytes) =>
    `The file is only ${kilobytes} kB, which usually means heavy compression. Upload the original photo if you have it.`,
  unreadableFile: (reason) =>
    `This file could not be checked (${reason}). Upload it again as a JPEG, PNG or PDF scan.`,
};
