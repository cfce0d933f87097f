import type { TripInput, tripInput } from '@visabridge/contract/trips';
import type { z } from 'zod';

export type TripValues = z.output<typeof tripInput>;
export type TripFormValues = TripInput & { legs: NonNullable<TripInput['legs']> };

export const emptyLeg = { destination: '', arrivalDate: '', departureDate: '', isConnection: false };
