/**
 * What an error status means, in the product's words: the message of an error raised outside the app's own
 * code (the router, the body parsers, the HTTP parser), which never repeats what was sent, and each status's
 * description in the API docs.
 */
export const statusMessages: Record<number, string> = {
  400: 'The request could not be read. Check what was sent and try again.',
  401: 'Please log in to continue.',
  402: 'The payment was declined.',
  403: 'You do not have permission to do this.',
  404: 'There is nothing at this address.',
  405: 'This address does not accept this method.',
  406: 'This address cannot answer in the format asked for.',
  408: 'The request took too long to arrive. Please try again.',
  409: 'This conflicts with the current state. Reload and try again.',
  413: 'What was sent is too large.',
  414: 'The address is too long.',
  415: 'This address does not accept this type of content.',
  422: 'The request cannot be carried out as it stands.',
  429: 'Too many requests. Please wait a moment and try again.',
  431: 'The request headers are too large.',
  500: 'An unexpected error occurred. Please try again.',
  503: 'The service is unavailable right now. Please try again in a moment.',
};

export const messageForStatus = (status: number) =>
  statusMessages[status] ?? (status >= 500 ? statusMessages[500] : statusMessages[400]) ?? '';
