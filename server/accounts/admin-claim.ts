import type { Auth } from 'firebase-admin/auth';

/** No account has the address the admin claim was asked for. */
export class AccountNotFoundError extends Error {
  constructor(readonly email: string) {
    super(`No account with the address ${email}.`);
  }
}

/**
 * Sets (`on`) or removes the custom claim `admin: true` of DESIGN.md §3 on the account with this
 * address, keeping its other claims. ID tokens carry it from the account's next sign-in or
 * token refresh. Returns the account's uid.
 */
export async function setAdminClaim(auth: Auth, email: string, on: boolean): Promise<string> {
  let account;
  try {
    account = await auth.getUserByEmail(email.trim().toLowerCase());
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error && error.code === 'auth/user-not-found') throw new AccountNotFoundError(email);
    throw error;
  }
  const { admin: _previous, ...others } = account.customClaims ?? {};
  await auth.setCustomUserClaims(account.uid, on ? { ...others, admin: true } : Object.keys(others).length > 0 ? others : null);
  return account.uid;
}
