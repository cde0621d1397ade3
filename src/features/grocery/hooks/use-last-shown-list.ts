import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listPreviewSchema, type ListPreview } from '@/domain/grocery/list-preview';
import { lastShown, type ShownOwner } from '@/lib/last-shown';
import { LIST_SCREEN } from './list-screen';

/**
 * The list this device last showed for `owner`, or for the device's last user while the session
 * has not said who it is (null): the route's head start (README, "A screen before the session answers"). Null when there is none.
 * The household's store is not read here: the head start must not wait for Firestore's code.
 */
export function useLastShownList(owner: ShownOwner | null): ListPreview | null {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? '';
  return useMemo(() => lastShown(LIST_SCREEN, listPreviewSchema, language, owner), [owner, language]);
}
