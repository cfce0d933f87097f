/** The most legs one trip check answers: a long itinerary is checked in parts. Apart from the schemas, so a page can show it without zod. */
export const maxTripLegs = 5;
