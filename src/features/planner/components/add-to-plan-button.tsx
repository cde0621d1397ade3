import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '@/domain/recipes/recipe';
import { selectIsAuthenticated, useSession } from '@/features/accounts';
import { selectCanEditHouseholdContent, selectHouseholdId, useHousehold } from '@/features/household';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { CalendarIcon } from '@/ui/icons';
import { AddToPlanDialog } from './add-to-plan-dialog';

/**
 * 'Ajouter au menu' on a recipe page or a discovery card, opening the add-to-plan dialog.
 * Visitors get none (spec B §6), nor do viewers, who may not plan. A signed-in user without a
 * household, who has no plan to add to, is told so by the spec's red banner instead.
 */
export function AddToPlanButton({ recipe, variant }: { recipe: Recipe; variant: 'card' | 'page' }) {
  const { t } = useTranslation();
  const isAuthenticated = useSession(selectIsAuthenticated);
  const householdId = useHousehold(selectHouseholdId);
  const canPlan = useHousehold(selectCanEditHouseholdContent);
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState(false);

  if (!isAuthenticated || (householdId && !canPlan)) return null;

  const label = t('addToPlan.open');
  const press = () => (householdId ? setOpen(true) : setRefused(true));

  return (
    <div className="relative">
      {variant === 'card' ? (
        // Sized like the cookbook's BookmarkButton beside it on desktop; 44 px on touch screens.
        <button
          type="button"
          aria-label={label}
          title={label}
          onClick={press}
          className="flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-stone-700 shadow hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 md:h-10 md:w-10"
        >
          <CalendarIcon width={20} height={20} />
        </button>
      ) : (
        <Button onClick={press} className="min-h-11">
          <CalendarIcon width={20} height={20} />
          {label}
        </Button>
      )}

      {refused && (
        <div className={`absolute top-full z-10 mt-2 w-64 ${variant === 'card' ? 'right-0' : 'left-0'}`}>
          <ErrorBox onDismiss={() => setRefused(false)} dismissLabel={t('addToPlan.dismiss')}>
            {t('addToPlan.loginRequired')}
          </ErrorBox>
        </div>
      )}
      {open && <AddToPlanDialog recipe={recipe} onClose={() => setOpen(false)} />}
    </div>
  );
}
