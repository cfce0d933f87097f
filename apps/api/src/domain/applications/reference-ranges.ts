/** What a typed reference's start covers, as a range of ids the primary key (or the trip index) finds. */

const uuidShape = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';

/**
 * The ids a reference's start covers, as a range of the primary key ('1A2B' is 1a2b0000-… to
 * 1a2bffff-…); null when the text cannot start an id.
 */
export const referenceRangeOf = (search: string) => {
  const prefix = search.toLowerCase();
  const fitsShape = [...prefix].every((char, index) =>
    uuidShape[index] === '-' ? char === '-' : /[0-9a-f]/.test(char),
  );
  if (!fitsShape || prefix.length > uuidShape.length) return null;
  const fill = (digit: string) => prefix + uuidShape.slice(prefix.length).replace(/x/g, digit);
  return { from: fill('0'), to: fill('f') };
};

/** The trip ids a trip's reference (T-1A2B3C4D, or its start) covers; null for any other text. */
export const tripRangeOf = (search: string) =>
  /^t-./i.test(search) ? referenceRangeOf(search.slice(2)) : null;
