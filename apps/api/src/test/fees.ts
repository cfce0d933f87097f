/** The fees of a corridor with no known government fee (baseFee null: not known, not free), at the default schedule: VisaBridge's 15 + 10 USD. */
export const platformFeesOnly = {
  baseFee: null,
  processingFee: 1500,
  serviceFee: 1000,
  total: 2500,
  currency: 'USD',
  governmentFee: null,
};

/** A curated UK business visa policy with a 175 USD government fee, as an admin posts it to /api/visa/policies. */
export const gbBusinessPolicy = {
  destination: 'GB',
  purpose: 'business',
  category: 'visa_required',
  feeAmount: 17500,
  currency: 'USD',
  processingDaysMin: 15,
  processingDaysMax: 15,
  source: 'https://www.gov.uk/standard-visitor',
  lastVerifiedAt: '2025-01-10',
};
