// Its own module: the sign-in pages load primitives, and have no web address to check.
import { text } from './primitives';

/** An http(s) address: a source is a link people open, so no other scheme. */
export const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A link to an official page as a form field, e.g. "Source must be a web address (http or https)". */
export const webAddressField = (name: string) =>
  text(500, { tooLong: `${name} must be at most 500 characters` }).refine(
    isWebAddress,
    `${name} must be a web address (http or https)`,
  );
