import { describe, expect, it } from 'vitest';
import { conditionsOf } from '../../../test/entry-conditions';
import { findingTextsEn } from './finding-texts/en';
import { photoFindings } from './photo-findings';

const india = conditionsOf('IN', 'India').photo;
const schengen = conditionsOf('schengen', 'The Schengen area').photo;
const unitedStates = conditionsOf('US', 'United States').photo;
const jpeg = (width: number, height: number) => ({ mimeType: 'image/jpeg', width, height, bytes: 80_000 });
const codesOf = (photo: ReturnType<typeof jpeg>, spec: typeof india, destination = 'Here') =>
  photoFindings({ photo, spec, destination, texts: findingTextsEn }).map((finding) => finding.code);

describe("a photo checked against the destination's own specification", () => {
  it('passes a square photo for India and flags it where 35 x 45 mm is required', () => {
    expect(codesOf(jpeg(600, 600), india)).toEqual([]);
    expect(
      photoFindings({ photo: jpeg(600, 600), spec: schengen, destination: 'Germany', texts: findingTextsEn }),
    ).toEqual([
      expect.objectContaining({
        code: 'photo_proportions',
        severity: 'error',
        message:
          'The photo is 600 x 600 pixels; Germany asks for the 35:45 shape of a 35 x 45 mm print. Crop it to that shape.',
      }),
    ]);
  });

  it('passes a 35:45 photo for a Schengen visa and flags it for India', () => {
    expect(codesOf(jpeg(827, 1063), schengen)).toEqual([]);
    expect(codesOf(jpeg(827, 1063), india)).toEqual(['photo_proportions']);
  });

  it("asks for the destination's own pixels: 2 x 2 inches at 300 dpi for the US, 350 a side for India", () => {
    expect(codesOf(jpeg(600, 600), unitedStates)).toEqual(['photo_resolution']);
    expect(codesOf(jpeg(602, 602), unitedStates)).toEqual([]);
    expect(codesOf(jpeg(349, 349), india)).toEqual(['photo_resolution']);
  });

  it('says so where the specification is not in our data, and still refuses a PDF', () => {
    expect(
      photoFindings({ photo: jpeg(600, 600), spec: null, destination: 'China', texts: findingTextsEn }),
    ).toEqual([
      {
        code: 'photo_spec_unknown',
        severity: 'info',
        message:
          "China's photo specification is not in our data, so the shape and size were not checked. Confirm them with the official source.",
      },
    ]);
    expect(codesOf({ ...jpeg(600, 600), mimeType: 'application/pdf' }, india)).toEqual(['photo_format']);
  });
});
