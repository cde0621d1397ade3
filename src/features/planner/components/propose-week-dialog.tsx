import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { defaultCookbookTags } from '@/domain/cookbook/default-cookbook-tags';
import type { CalendarDay, PlannerWeek } from '@/domain/planner/week';
import { proposalMealTypes, quickFilters, type ProposalMealType } from '@/domain/planner/week-proposal';
import { isPending } from '@/domain/shared/load-status';
import { paths } from '@/config/paths';
import { selectTags, useCookbook, useCookbookRecipes } from '@/features/cookbook';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { Spinner } from '@/ui/spinner';
import { useWeekProposal } from '../store/week-proposal';
import { ProposeWeekMeals } from './propose-week-meals';

/** 'Favoris', one of the tags every cookbook has (default-cookbook-tags.ts). */
const FAVOURITES_TAG_ID = defaultCookbookTags[0].id;

const selectOptions = ({ mealTypes, filter, setOptions }: ReturnType<typeof useWeekProposal.getState>) => ({ mealTypes, filter, setOptions });
const selectFlow = ({ status, proposal, propose, validate, close }: ReturnType<typeof useWeekProposal.getState>) => ({ status, proposal, propose, validate, close });

interface ProposeWeekDialogProps {
  week: PlannerWeek;
  /** How the week names its days ('lundi 23 novembre'). */
  dayLabel: (day: CalendarDay) => string;
  /** A bottom sheet on a phone. */
  placement: 'center' | 'bottom';
  onClose: () => void;
}

/**
 * The week proposal: which slots to fill and one quick filter, then a recipe per
 * empty slot from the cookbook and its bookmarks, each rerolled or removed at will, planned all
 * at once by 'Valider'. Opening it is what reads the recipes and the last 8 weeks' meals.
 */
export function ProposeWeekDialog({ week, dayLabel, placement, onClose }: ProposeWeekDialogProps) {
  const { t } = useTranslation();
  const { recipes, loading, failed } = useCookbookRecipes();
  const tags = useCookbook(selectTags);
  const { mealTypes, filter, setOptions } = useWeekProposal(useShallow(selectOptions));
  const { status, proposal, propose, validate, close } = useWeekProposal(useShallow(selectFlow));

  // Once per opening, when the cookbook has answered: the recipes that arrive later do not
  // reshuffle a proposal being read.
  const asked = useRef(false);
  const favourites = tags[FAVOURITES_TAG_ID]?.recipeIds;
  useEffect(() => {
    if (asked.current || loading || failed) return;
    asked.current = true;
    void propose({ week, recipes, favourites: favourites ?? [] });
  }, [loading, failed, propose, week, recipes, favourites]);

  const cancel = () => {
    close();
    onClose();
  };
  const confirm = () => {
    void validate();
    onClose();
  };
  const toggleMealType = (mealType: ProposalMealType, checked: boolean) =>
    setOptions({ mealTypes: proposalMealTypes.filter((type) => (type === mealType ? checked : mealTypes.includes(type))) });

  const busy = !failed && (loading || isPending(status));
  return (
    <Dialog title={t('planner.propose.title')} onClose={cancel} closeLabel={t('planner.propose.close')} placement={placement} panelClassName="max-w-lg max-h-[90vh]">
      <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="mb-1 text-sm font-semibold text-stone-800">{t('planner.propose.slots')}</legend>
          {proposalMealTypes.map((mealType) => (
            <CheckboxField key={mealType} label={t(`mealTypes.${mealType}`)} checked={mealTypes.includes(mealType)} onChange={(event) => toggleMealType(mealType, event.target.checked)} />
          ))}
        </fieldset>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-1 text-sm font-semibold text-stone-800">{t('planner.propose.filter')}</legend>
          {quickFilters.map((option) => (
            <label key={option} className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-sm text-stone-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700">
              <input type="radio" name="propose-filter" value={option} checked={filter === option} onChange={() => setOptions({ filter: option })} className="accent-brand-600" />
              {t(`planner.propose.filters.${option}`)}
            </label>
          ))}
        </fieldset>

        {busy ? (
          <div role="status" className="flex flex-col items-center gap-2 py-6 text-stone-700">
            <Spinner />
            {t('planner.propose.loading')}
          </div>
        ) : failed || status === 'failed' || !proposal ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            {t('planner.propose.failed')}
          </p>
        ) : (
          <>
            {mealTypes.length === 0 ? (
              <p className="py-4 text-center text-stone-700">{t('planner.propose.noSlots')}</p>
            ) : proposal.meals.length === 0 && proposal.unfilled === 0 ? (
              <p className="py-4 text-center text-stone-700">{t('planner.propose.nothingToFill')}</p>
            ) : (
              <ProposeWeekMeals week={week} meals={proposal.meals} recipes={recipes} dayLabel={dayLabel} />
            )}
            {proposal.tooFew && mealTypes.length > 0 && (
              <div className="flex flex-col gap-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {proposal.unfilled > 0 && <p>{t('planner.propose.unfilled', { count: proposal.unfilled })}</p>}
                <p>{t('planner.propose.tooFew')}</p>
                <Link to={paths.recipes.href()} className="font-semibold text-brand-800 underline">
                  {t('planner.propose.catalogue')}
                </Link>
              </div>
            )}
          </>
        )}
      </div>
      <div className="mt-4 flex justify-end gap-3">
        <Button variant="secondary" onClick={cancel}>
          {t('planner.propose.cancel')}
        </Button>
        <Button onClick={confirm} disabled={busy || !proposal || proposal.meals.length === 0}>
          {t('planner.propose.validate')}
        </Button>
      </div>
    </Dialog>
  );
}
