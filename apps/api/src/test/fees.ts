/** The fees of a corridor with no curated government fee, at the default schedule: VisaBridge's 15 + 10 USD. */
export const platformFeesOnly = {
  baseFee: 0,
  processingFee: 1500,
  serviceFee: 1000,
  total: 2500,
  currency: 'USD',
  governmentFee: null,
};
