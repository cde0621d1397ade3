import {
  cancelSubscriptionEndpoint,
  checkoutSessionEndpoint,
  customerPortalEndpoint,
  donationCheckoutEndpoint,
  productsEndpoint,
  reactivateSubscriptionEndpoint,
  subscriptionEndpoint,
} from '@/domain/api/payments';
import type { EndpointRequest } from '@/domain/api/endpoint';
import { api } from '@/lib/api';

// The payment backend of spec A §7, through the API service. Every call acts on the caller's
// current household; each throws an ApiError on refusal, whose key a store turns into a message.

/** The provider's plans with their prices (retried with a doubling pause, as the endpoint says). */
export const fetchPlans = async () => (await api.call(productsEndpoint, {})).data;

/** A subscription checkout: answers the provider's page to send the browser to. */
export const startCheckout = async (request: EndpointRequest<typeof checkoutSessionEndpoint>) => (await api.call(checkoutSessionEndpoint, request)).data.url;

/** A one-off donation checkout: answers the provider's page to send the browser to. */
export const startDonation = async (request: EndpointRequest<typeof donationCheckoutEndpoint>) => (await api.call(donationCheckoutEndpoint, request)).data.url;

/** The provider's customer portal: answers its page. */
export const openCustomerPortal = async (request: EndpointRequest<typeof customerPortalEndpoint>) => (await api.call(customerPortalEndpoint, request)).data.url;

/** The household's subscription as the service reads it, null when it has none. */
export const fetchSubscription = async () => (await api.call(subscriptionEndpoint, {})).data;

export const cancelSubscription = async (id: string) => (await api.call(cancelSubscriptionEndpoint, {}, { id })).data;

export const reactivateSubscription = async (id: string) => (await api.call(reactivateSubscriptionEndpoint, {}, { id })).data;
