import Stripe from 'stripe';
import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

/** Stripe when its keys are configured; otherwise the offline test mode (decision 16). */
export const paymentProviderFor = (config: Config): PaymentProvider =>
  config.stripe ? stripeProvider(new Stripe(config.stripe.secretKey), config.stripe) : testProvider;
