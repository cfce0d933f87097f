export type DemoPerson = {
  firstName: string;
  lastName: string;
  /** As a passport names it: 'United Kingdom'. */
  nationality: string;
  dateOfBirth: string;
  placeOfBirth: string;
  gender: string;
  occupation: string;
  passportNumber: string;
  passportExpiryDate: string;
  address: { street: string; city: string; postalCode: string; country: string };
};

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** The person on the sample files, from an application's personal details; gaps get neutral values. */
export const demoPersonOf = (info: Record<string, unknown>): DemoPerson => {
  const address = (info.address ?? {}) as Record<string, unknown>;
  return {
    firstName: text(info.firstName, 'Alex'),
    lastName: text(info.lastName, 'Traveller'),
    nationality: text(info.nationality, 'United Kingdom'),
    dateOfBirth: text(info.dateOfBirth, '1985-03-14'),
    placeOfBirth: text(info.placeOfBirth, text(address.city, 'Not stated')),
    gender: text(info.gender, 'not stated'),
    occupation: text(info.occupation, 'Consultant'),
    passportNumber: text(info.passportNumber, '000000000'),
    passportExpiryDate: text(info.passportExpiryDate, '2034-01-01'),
    address: {
      street: text(address.street, '1 High Street'),
      city: text(address.city, 'London'),
      postalCode: text(address.postalCode, 'EC1A 1AA'),
      country: text(address.country, text(info.nationality, 'United Kingdom')),
    },
  };
};
