import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { demoSettings } from '../../../scripts/stack/web-server';
import { testStackUrls } from '../test-stack';
import { addMember } from './household-admin';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

interface MailDevEmail {
  text: string;
  to: { address: string }[];
}

/** The verification link MailDev received for `address` (the real mail, through SMTP). */
export async function verificationLinkFor(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${testStackUrls.maildev}/api/email`)).json()) as MailDevEmail[];
        const mail = mails.find((candidate) => candidate.to.some((to) => to.address === address));
        link = mail?.text.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(prefix: string): NewAccount {
  return { firstName: 'Camille', lastName: 'Martin', email: uniqueEmail(prefix), password: 'Secret123' };
}

/** Fills and sends the sign-up form, and waits for its confirmation screen. */
export async function signUpThroughForm(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Prénom').fill(account.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre email' })).toBeVisible();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The Firebase web key the test stack's app is built with. */
const FIREBASE_API_KEY = demoSettings.VITE_FIREBASE_API_KEY;

interface PasswordSignIn {
  localId: string;
  displayName?: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

/**
 * Makes the page's next loads those of a session the device kept: the account's tokens, from
 * the Auth emulator, stored where the Firebase SDK keeps its user, as a family reopening the app
 * has them. Auth checks them with the server as it does on every reopening. Once per tab (the
 * guard lives in sessionStorage), so a journey that signs out stays signed out; on the app's
 * origin only (`appOrigin`), not in the frames of other sites.
 */
export async function keepSession(page: Page, appOrigin: string, email: string, password: string): Promise<void> {
  const response = await fetch(`${testStackUrls.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${FIREBASE_API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`The Auth emulator refused ${email}: ${await response.text()}`);
  const signedIn = (await response.json()) as PasswordSignIn;
  const now = Date.now();
  // UserImpl's JSON form, as the SDK writes it on signing in.
  const user = {
    uid: signedIn.localId,
    email,
    emailVerified: true,
    isAnonymous: false,
    ...(signedIn.displayName ? { displayName: signedIn.displayName } : {}),
    providerData: [{ providerId: 'password', uid: email, email, displayName: signedIn.displayName ?? null, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: signedIn.refreshToken, accessToken: signedIn.idToken, expirationTime: now + Number(signedIn.expiresIn) * 1000 },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: FIREBASE_API_KEY,
    appName: '[DEFAULT]',
  };
  await page.addInitScript(
    ([origin, key, value]) => {
      if (location.origin !== origin || sessionStorage.getItem('e2e-kept-session')) return;
      sessionStorage.setItem('e2e-kept-session', '1');
      localStorage.setItem(key, value);
    },
    [new URL(appOrigin).origin, `firebase:authUser:${FIREBASE_API_KEY}:[DEFAULT]`, JSON.stringify(user)] as const,
  );
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  return page.getByTestId('user-menu');
}

async function postToApi(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${testStackUrls.api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/** A new account, signed up and verified through the API and the real mail, as a person would. */
export async function createVerifiedAccount(prefix: string): Promise<NewAccount> {
  const account = newAccount(prefix);
  await postToApi('/api/auth/signup', { ...account, organizationName: `Famille ${account.lastName}`, numberOfPersons: 2 });
  const link = new URL(await verificationLinkFor(account.email));
  await postToApi('/api/auth/verify-email', { email: link.searchParams.get('email'), token: link.searchParams.get('token') });
  return account;
}

/** Makes `member` a member of `owner`'s household with `role`, and their current household. */
export async function joinHousehold(member: NewAccount, owner: NewAccount, role: 'member' | 'contributor' | 'viewer'): Promise<void> {
  await addMember({ memberEmail: member.email, ownerEmail: owner.email, role });
}

/** The invitation link MailDev received for `address`. */
export async function invitationLinkFor(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${testStackUrls.maildev}/api/email`)).json()) as MailDevEmail[];
        const mail = mails.find((candidate) => candidate.to.some((to) => to.address === address) && candidate.text.includes('/organization/invite/'));
        link = mail?.text.match(/https?:\/\/\S+\/organization\/invite\/[\w-]+/)?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}
