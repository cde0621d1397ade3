/** Where the service's functions run, close to the households they serve; Hosting's rewrites name it too (firebase.json). */
export const SERVICE_REGION = 'europe-west1';
