// Its own module: the sign-in pages load primitives, and have no web address to check.
/** An http(s) address: a source is a link people open, so no other scheme. */
export const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
