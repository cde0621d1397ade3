import { useCallback, useEffect, useRef, useState } from 'react';
import { SETTINGS_SAVED_MESSAGE_MS } from '@/domain/household/household-settings';
import type { Outcome } from '@/domain/shared/outcome';
import type { LocaleKey } from '@/locales/locale-key';

/** One setting's save as its control tells it: the store's error, or a success message for 3 s (spec A §4). */
export function useSettingSave() {
  const [error, setError] = useState<LocaleKey | null>(null);
  const [saved, setSaved] = useState<LocaleKey | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async (save: () => Promise<Outcome<LocaleKey>>, success: LocaleKey) => {
    clearTimeout(timer.current);
    setSaved(null);
    setError(null);
    const outcome = await save();
    if (outcome.ok) {
      setSaved(success);
      timer.current = setTimeout(() => setSaved(null), SETTINGS_SAVED_MESSAGE_MS);
    } else {
      setError(outcome.error);
    }
    return outcome;
  }, []);

  return { error, saved, run };
}
