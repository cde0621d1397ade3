// The billing feature's data: the payment calls of the API service, and the one write of the
// household's subscription a member's app makes itself (the period-end check).
export { cancelSubscription, fetchPlans, fetchSubscription, openCustomerPortal, reactivateSubscription, startCheckout, startDonation } from './payments-api';
export { markSubscriptionCanceled } from './period-end';
