import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cookbookPreviewSchema, type CookbookPreview } from '@/domain/cookbook/cookbook-preview';
import { lastShown, type ShownOwner } from '@/lib/last-shown';
import { COOKBOOK_SCREEN } from './cookbook-screen';

/**
 * The cookbook's first page as this device last showed it for `owner` (null: the device's last
 * user, before the session says who it is). The household's store is not read here: the route's
 * head start must not wait for Firestore's code.
 */
export function useLastShownCookbook(owner: ShownOwner | null): CookbookPreview | null {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? '';
  return useMemo(() => lastShown(COOKBOOK_SCREEN, cookbookPreviewSchema, language, owner), [owner, language]);
}
