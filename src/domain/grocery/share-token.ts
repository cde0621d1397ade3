/** Random bytes in a new share token: 128 bits, the least DESIGN.md §3 ("Share links") allows. */
export const SHARE_TOKEN_BYTES = 16;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Random bytes as a share token: URL-safe base64 without padding (RFC 4648 §5), so 16 bytes
 * make 22 characters, which SHARE_TOKEN_PATTERN takes and a link carries as they are. The
 * caller draws the bytes (crypto.getRandomValues): the domain reaches no browser API.
 */
export function shareTokenFromBytes(bytes: Uint8Array): string {
  let token = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const characters = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < characters; c++) token += alphabet[(chunk >> (18 - 6 * c)) & 63];
  }
  return token;
}
