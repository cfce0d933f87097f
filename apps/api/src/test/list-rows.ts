/** Fields of an application's detail that no list row may carry: the detail endpoint sends them. */
export const applicationDetailKeys = [
  'personalInfo',
  'travelInfo',
  'emergencyContact',
  'passportNumber',
  'address',
  'requiredDocuments',
];

/** Every key at any depth of a JSON value. */
export const keysOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
};
