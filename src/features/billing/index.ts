// What the shell may use of the billing feature: its store. The router reaches its screens
// (the panel 'Abonnements', a slot of the household settings page, and the success page)
// through their own modules, so they load with their route.
export { useBilling } from './store';
