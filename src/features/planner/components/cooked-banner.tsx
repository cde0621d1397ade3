import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { selectCookActions, selectCooked } from '../store/selectors';
import { usePlanner } from '../store';

/** 'Cuisiné : {recette}' with 'Annuler', for the minute the store keeps the meal just cooked. */
export function CookedBanner() {
  const { t } = useTranslation();
  const cooked = usePlanner(selectCooked);
  const { undoCooked } = usePlanner(useShallow(selectCookActions));
  // Always in the page, so screen readers hear it appear.
  return (
    <div role="status" className="empty:hidden">
      {cooked && (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-brand-300 bg-brand-50 px-4 py-2 text-brand-900">
          <p className="font-medium">{t('planner.cooked.banner', { recipe: cooked.recipeName })}</p>
          <button
            type="button"
            onClick={() => void undoCooked()}
            className="min-h-11 rounded-lg px-3 font-medium text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700 md:min-h-8"
          >
            {t('planner.cooked.undo')}
          </button>
        </div>
      )}
    </div>
  );
}
