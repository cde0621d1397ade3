import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { LocaleKey } from '../../src/locales/locale-key.ts';
import { ApiRefusal } from '../http/messages.ts';

/**
 * Why an import is refused, with its status: 400 for the address itself, 422 for a page that
 * holds no usable recipe, 502 and 504 when the remote site failed.
 */
const refusals = {
  invalidAddress: [400, 'recipes.import.errors.invalidAddress'],
  privateAddress: [400, 'recipes.import.errors.privateAddress'],
  tooManyRedirects: [502, 'recipes.import.errors.tooManyRedirects'],
  timeout: [504, 'recipes.import.errors.timeout'],
  tooBig: [422, 'recipes.import.errors.tooBig'],
  notHtml: [422, 'recipes.import.errors.notHtml'],
  noRecipe: [422, 'recipes.import.errors.noRecipe'],
  remoteError: [502, 'recipes.import.errors.remoteError'],
} as const satisfies Record<string, readonly [ContentfulStatusCode, LocaleKey]>;

export type ImportRefusalReason = keyof typeof refusals;

export function importRefusal(reason: ImportRefusalReason): ApiRefusal {
  const [status, key] = refusals[reason];
  return new ApiRefusal(status, key);
}
