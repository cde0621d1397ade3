import type { RateLimit, RateLimiter } from './rate-limiter.ts';

const HOUR_MS = 60 * 60 * 1_000;

/**
 * The API's rate limits (DESIGN.md §3): every unauthenticated endpoint per client address,
 * and every one that sends mail per recipient or sender too.
 */
export interface RateLimits {
  signupPerClient: RateLimit;
  /** Verification mails one address receives: sign-up must not be an open mailer. */
  signupPerEmail: RateLimit;
  verifyEmailPerClient: RateLimit;
  googleSignupPerClient: RateLimit;
  emailSendPerUser: RateLimit;
  /** Members one user adds: each addition mails an invitation, and answers whether an address has an account. */
  inviteMemberPerUser: RateLimit;
  /**
   * Fetches of one calendar feed, counted per calendar address rather than per client: calendar
   * services fetch every subscriber's feed from a few shared addresses of their own.
   */
  calendarFeedPerAddress: RateLimit;
  /** Unknown or revoked calendar addresses one client asks for: what guessing costs. */
  calendarMissPerClient: RateLimit;
  /** Recipe pages one user imports: each makes the service fetch a page from the Internet. */
  recipeImportPerUser: RateLimit;
  /** Visitors' ticks through one share link, whoever sends them: what a link can cost its household. */
  sharedListTickPerLink: RateLimit;
  /** Visitors' ticks one client sends, to any links, known or not: what guessing links costs. */
  sharedListTickPerClient: RateLimit;
}

export type RateLimitName = keyof RateLimits;

/** Production defaults; a household behind one address still signs up its members comfortably. */
export const defaultRateLimits: RateLimits = {
  signupPerClient: { limit: 10, windowMs: HOUR_MS },
  signupPerEmail: { limit: 3, windowMs: HOUR_MS },
  verifyEmailPerClient: { limit: 30, windowMs: HOUR_MS },
  googleSignupPerClient: { limit: 60, windowMs: HOUR_MS },
  emailSendPerUser: { limit: 20, windowMs: HOUR_MS },
  inviteMemberPerUser: { limit: 30, windowMs: HOUR_MS },
  // A calendar app refreshes every 5 minutes at most (12 an hour): ten devices of a household.
  calendarFeedPerAddress: { limit: 120, windowMs: HOUR_MS },
  // A revoked address still polled by a few devices of one home stays under it.
  calendarMissPerClient: { limit: 60, windowMs: HOUR_MS },
  recipeImportPerUser: { limit: 60, windowMs: HOUR_MS },
  // A week's shopping ticked and unticked by a few shoppers in the shop.
  sharedListTickPerLink: { limit: 600, windowMs: HOUR_MS },
  sharedListTickPerClient: { limit: 300, windowMs: HOUR_MS },
};

/** Builds the limiter of one rule; `name` lets a shared store keep each rule's keys apart. */
export type RateLimiterFactory = (name: RateLimitName, rule: RateLimit) => RateLimiter;

/** One limiter per rule. */
export function rateLimiters(rules: RateLimits, create: RateLimiterFactory): Record<RateLimitName, RateLimiter> {
  const names = Object.keys(rules) as RateLimitName[];
  return Object.fromEntries(names.map((name) => [name, create(name, rules[name])])) as Record<RateLimitName, RateLimiter>;
}
