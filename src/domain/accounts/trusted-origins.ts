/**
 * The two origins of the marketing site allowed to embed /auth-status (DESIGN.md §3): the
 * configured host and its www. form. A bare host means https; a full origin is kept as given.
 */
export function trustedMarketingOrigins(configured: string): string[] {
  const withScheme = configured.includes('://') ? configured : `https://${configured}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return [];
  }
  const bareHost = url.host.replace(/^www\./, '');
  return [`${url.protocol}//${bareHost}`, `${url.protocol}//www.${bareHost}`];
}
