import type { TestProject } from 'vitest/node';
import { freePorts } from '../../scripts/stack/ports.ts';
import { startStack, type StackUrls } from '../../scripts/stack/start-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API tests' own stack: Firestore, Auth, MailDev and the API service. */
    stack: StackUrls;
  }
}

/**
 * Starts a stack of its own for the API suite — real emulators, MailDev and the API service,
 * no Vite — on ports the OS says are free, so it runs beside a dev stack and an e2e stack.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startStack({ ports: await freePorts(), withWeb: false });
  project.provide('stack', stack.urls);
  return () => stack.stop();
}
