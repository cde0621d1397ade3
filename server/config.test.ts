import { describe, expect, it } from 'vitest';
import { CALENDAR_TOKEN_SECRET_MIN_LENGTH, DEVELOPMENT_CALENDAR_TOKEN_SECRET, loadConfig } from './config.ts';
import { defaultRateLimits } from './http/rate-limits.ts';

describe('loadConfig', () => {
  it('defaults to the demo project, no trusted proxy and the production rate limits', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ projectId: 'demo-nioo', trustedProxies: 0 });
    expect(config.rateLimits).toEqual(defaultRateLimits);
  });

  it('reads every rate limit and their window', () => {
    const { rateLimits } = loadConfig({
      RATE_LIMIT_WINDOW_MINUTES: '10',
      RATE_LIMIT_SIGNUP_PER_CLIENT: '1',
      RATE_LIMIT_SIGNUP_PER_EMAIL: '2',
      RATE_LIMIT_VERIFY_EMAIL_PER_CLIENT: '3',
      RATE_LIMIT_GOOGLE_SIGNUP_PER_CLIENT: '4',
      RATE_LIMIT_EMAIL_SEND_PER_USER: '5',
      RATE_LIMIT_INVITE_MEMBER_PER_USER: '6',
      RATE_LIMIT_CALENDAR_FEED_PER_ADDRESS: '7',
      RATE_LIMIT_CALENDAR_MISS_PER_CLIENT: '8',
      RATE_LIMIT_RECIPE_IMPORT_PER_USER: '9',
      RATE_LIMIT_SHARED_LIST_TICK_PER_LINK: '11',
      RATE_LIMIT_SHARED_LIST_TICK_PER_CLIENT: '12',
    });
    const windowMs = 10 * 60 * 1_000;
    expect(rateLimits).toEqual({
      signupPerClient: { limit: 1, windowMs },
      signupPerEmail: { limit: 2, windowMs },
      verifyEmailPerClient: { limit: 3, windowMs },
      googleSignupPerClient: { limit: 4, windowMs },
      emailSendPerUser: { limit: 5, windowMs },
      inviteMemberPerUser: { limit: 6, windowMs },
      calendarFeedPerAddress: { limit: 7, windowMs },
      calendarMissPerClient: { limit: 8, windowMs },
      recipeImportPerUser: { limit: 9, windowMs },
      sharedListTickPerLink: { limit: 11, windowMs },
      sharedListTickPerClient: { limit: 12, windowMs },
    });
  });

  it('allows no private host to the recipe import unless RECIPE_IMPORT_ALLOW_HOSTS names it, with or without a port', () => {
    expect(loadConfig({}).recipeImportAllowedHosts).toEqual([]);
    expect(loadConfig({ RECIPE_IMPORT_ALLOW_HOSTS: ' localhost, 127.0.0.1:4567,[::1]:8080 , ::1,Fixtures.test:80' }).recipeImportAllowedHosts).toEqual([
      { host: 'localhost', port: null },
      { host: '127.0.0.1', port: 4567 },
      { host: '::1', port: 8080 },
      { host: '::1', port: null },
      { host: 'fixtures.test', port: 80 },
    ]);
    expect(() => loadConfig({ RECIPE_IMPORT_ALLOW_HOSTS: 'http://localhost/' })).toThrow(/RECIPE_IMPORT_ALLOW_HOSTS: not a host or host:port: "http:\/\/localhost\/"/);
    expect(() => loadConfig({ RECIPE_IMPORT_ALLOW_HOSTS: 'localhost:99999' })).toThrow(/RECIPE_IMPORT_ALLOW_HOSTS/);
  });

  it('refuses RECIPE_IMPORT_ALLOW_HOSTS on a project that is not a demo- one, whatever else is right', () => {
    const real = { GCLOUD_PROJECT: 'nioo-prod', ...stripeKeys, ...calendarSecret };
    expect(loadConfig(real).recipeImportAllowedHosts).toEqual([]);
    for (const list of ['127.0.0.1:4567', 'localhost', ' fixtures.test , ::1']) {
      expect(() => loadConfig({ ...real, RECIPE_IMPORT_ALLOW_HOSTS: list })).toThrow(
        'RECIPE_IMPORT_ALLOW_HOSTS is set but the project "nioo-prod" does not start with "demo-": it lets the recipe import fetch private addresses, so the API refuses to run it against a real project.',
      );
    }
    expect(() => loadConfig({ ...real, GCLOUD_PROJECT: undefined, FIREBASE_PROJECT_ID: 'nioo-prod', RECIPE_IMPORT_ALLOW_HOSTS: 'localhost' })).toThrow(/^RECIPE_IMPORT_ALLOW_HOSTS is set/);
    // An empty or blank list allows nothing: nothing to refuse.
    expect(loadConfig({ ...real, RECIPE_IMPORT_ALLOW_HOSTS: ' , ' }).projectId).toBe('nioo-prod');
    expect(loadConfig({ GCLOUD_PROJECT: 'demo-x', RECIPE_IMPORT_ALLOW_HOSTS: 'localhost' }).recipeImportAllowedHosts).toEqual([{ host: 'localhost', port: null }]);
  });

  it.each([
    ['false', 0],
    ['true', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %i trusted proxies', (value, proxies) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustedProxies).toBe(proxies);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes', RATE_LIMIT_SIGNUP_PER_EMAIL: '0' })).toThrow(/^Invalid API configuration: TRUST_PROXY: .+; RATE_LIMIT_SIGNUP_PER_EMAIL: /);
  });

  it.each(['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'])('refuses %s with a project that is not a demo- one', (variable) => {
    expect(() => loadConfig({ [variable]: '127.0.0.1:8080', GCLOUD_PROJECT: 'real-project' })).toThrow(
      `${variable} is set but the project "real-project" does not start with "demo-": the emulators accept unsigned ID tokens, so the API refuses to run them against a real project.`,
    );
    expect(() => loadConfig({ [variable]: '127.0.0.1:8080', FIREBASE_PROJECT_ID: 'nioo-prod' })).toThrow(/"nioo-prod" does not start with "demo-"/);
  });

  it('runs the emulators with a demo- project, and a real project without them', () => {
    expect(loadConfig({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', GCLOUD_PROJECT: 'demo-x' }).projectId).toBe('demo-x');
    expect(loadConfig({ GCLOUD_PROJECT: 'real-project', FIRESTORE_EMULATOR_HOST: '', ...stripeKeys, ...calendarSecret }).projectId).toBe('real-project');
  });
});

const stripeKeys = { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };
const calendarSecret = { CALENDAR_TOKEN_SECRET: 'k'.repeat(CALENDAR_TOKEN_SECRET_MIN_LENGTH) };

describe('calendar token secret', () => {
  it("is the local stack's fixed one on a demo- project, so addresses outlive a restart", () => {
    expect(loadConfig({}).calendarTokenSecret).toBe(DEVELOPMENT_CALENDAR_TOKEN_SECRET);
    expect(loadConfig({ GCLOUD_PROJECT: 'demo-x' }).calendarTokenSecret).toBe(loadConfig({ GCLOUD_PROJECT: 'demo-x' }).calendarTokenSecret);
  });

  it('is required on a real project', () => {
    expect(() => loadConfig({ GCLOUD_PROJECT: 'nioo-prod', ...stripeKeys })).toThrow(/^CALENDAR_TOKEN_SECRET is not set for the project "nioo-prod"/);
    expect(loadConfig({ GCLOUD_PROJECT: 'nioo-prod', ...stripeKeys, ...calendarSecret }).calendarTokenSecret).toBe(calendarSecret.CALENDAR_TOKEN_SECRET);
  });

  it(`is refused below ${CALENDAR_TOKEN_SECRET_MIN_LENGTH} characters`, () => {
    expect(() => loadConfig({ CALENDAR_TOKEN_SECRET: 'short' })).toThrow(/^Invalid API configuration: CALENDAR_TOKEN_SECRET: /);
  });
});

describe('payments configuration', () => {
  it('defaults to the local provider with a fresh secret of its own each start', () => {
    const first = loadConfig({}).payments;
    expect(first).toMatchObject({ provider: 'local', webhookSecret: expect.stringMatching(/^whsec_local_[0-9a-f]{48}$/) as unknown });
    expect(loadConfig({}).payments.webhookSecret).not.toBe(first.webhookSecret);
  });

  it('takes the local secret from LOCAL_WEBHOOK_SECRET', () => {
    expect(loadConfig({ PAYMENTS_PROVIDER: 'local', LOCAL_WEBHOOK_SECRET: 'whsec_fixed' }).payments).toEqual({ provider: 'local', webhookSecret: 'whsec_fixed' });
  });

  it('reads the Stripe keys', () => {
    expect(loadConfig(stripeKeys).payments).toEqual({ provider: 'stripe', secretKey: 'sk_test_123', webhookSecret: 'whsec_123' });
  });

  it('refuses to start Stripe without its keys, naming each missing one', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      'Invalid API configuration: STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER=stripe; STRIPE_WEBHOOK_SECRET: required when PAYMENTS_PROVIDER=stripe',
    );
    expect(() => loadConfig({ ...stripeKeys, STRIPE_WEBHOOK_SECRET: '  ' })).toThrow(/^Invalid API configuration: STRIPE_WEBHOOK_SECRET: required/);
  });

  it('refuses an unknown provider', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/^Invalid API configuration: PAYMENTS_PROVIDER: /);
  });

  it('refuses the local provider, which accepts test cards, on a real project', () => {
    expect(() => loadConfig({ GCLOUD_PROJECT: 'nioo-prod' })).toThrow(/PAYMENTS_PROVIDER is local but the project "nioo-prod" does not start with "demo-"/);
  });
});
