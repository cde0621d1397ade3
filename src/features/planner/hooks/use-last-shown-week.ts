import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isWeekShownOn, weekPreviewSchema, type WeekPreview } from '@/domain/planner/week-preview';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { lastShown, type ShownOwner } from '@/lib/last-shown';
import { WEEK_SCREEN } from './week-screen';

/**
 * The week this device last showed for `owner` (null: the device's last user, before the session
 * says who it is), only while it is still the week the planner opens on. The household's store
 * is not read here: the route's head start must not wait for Firestore's code.
 */
export function useLastShownWeek(owner: ShownOwner | null): WeekPreview | null {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? '';
  return useMemo(() => {
    const kept = lastShown(WEEK_SCREEN, weekPreviewSchema, language, owner);
    return kept && isWeekShownOn(kept, toCalendarDate(new Date())) ? kept : null;
  }, [owner, language]);
}
