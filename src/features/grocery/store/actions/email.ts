import { apiErrorKey } from '@/lib/api-client';
import { frenchText, type LocaleKey } from '@/locales/locale-key';
import * as data from '../../data';
import type { GrocerySlice } from '../state';

/**
 * What sendByEmail throws: the message to show, in French as `message` (spec B §8) and as the
 * locale key the dialog translates into the user's language.
 */
export class SendByEmailError extends Error {
  constructor(readonly key: LocaleKey) {
    super(frenchText(key));
    this.name = 'SendByEmailError';
  }
}

/** E-mailing the list's share link (spec B §2, §4 "E-mail share", §7). */
export const emailAction: GrocerySlice<'sendByEmail'> = (_set, get) => ({
  sendByEmail: async (to) => {
    const { list } = get();
    if (!list) throw new SendByEmailError('grocery.email.errors.noList');
    // The server mails only a live link, so the list is shared (or its link renewed) first.
    if ((await get().shareList()) === null) throw new SendByEmailError('grocery.email.errors.failed');
    try {
      await data.sendListByEmail({ to, listId: list.id });
    } catch (error) {
      console.error('Grocery list e-mail failed', error);
      // Spec B §8: the server's message when it named the problem, else the dialog's own.
      throw new SendByEmailError(apiErrorKey(error, 'grocery.email.errors.failed'));
    }
  },
});

