import type { TestProject } from 'vitest/node';
import { freePorts } from '../../scripts/stack/ports.ts';
import { startStack, type StackUrls } from '../../scripts/stack/start-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API tests' own stack: Firestore, Auth, MailDev and the API service. */
    stack: StackUrls;
  }
}

/** The local payment provider's secret, known to the suite so it can sign webhook events itself. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_api_tests';

/**
 * The suite signs up dozens of accounts from 127.0.0.1, so the per-client limits are out of
 * its way; the per-address ones keep their production values, which rate-limit.test.ts
 * reaches. Tight per-client limits are tested on an app of their own there. Payments run on
 * the local provider whatever the developer's environment says.
 */
const apiTestSettings = {
  RATE_LIMIT_SIGNUP_PER_CLIENT: '100000',
  RATE_LIMIT_VERIFY_EMAIL_PER_CLIENT: '100000',
  RATE_LIMIT_GOOGLE_SIGNUP_PER_CLIENT: '100000',
  RATE_LIMIT_CALENDAR_MISS_PER_CLIENT: '100000',
  RATE_LIMIT_SHARED_LIST_TICK_PER_CLIENT: '100000',
  PAYMENTS_PROVIDER: 'local',
  LOCAL_WEBHOOK_SECRET,
};

/**
 * Starts a stack of its own for the API suite — real emulators, MailDev and the API service,
 * no Vite — on ports the OS says are free, so it runs beside a dev stack and an e2e stack.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startStack({ ports: await freePorts(), withWeb: false, apiEnv: apiTestSettings });
  project.provide('stack', stack.urls);
  return () => stack.stop();
}
