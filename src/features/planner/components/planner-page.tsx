import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { plannerWeek, shiftWeek } from '@/domain/planner/week';
import { layoutWeek } from '@/domain/planner/week-layout';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { GroceryPanel } from '@/features/grocery';
import { selectCanEditHouseholdContent, selectHouseholdId, selectPlannerSettings, useHousehold } from '@/features/household';
import { ErrorBox } from '@/ui/error-box';
import { usePageTitle } from '@/ui/use-page-title';
import { useIsMobile } from '../hooks/use-is-mobile';
import { usePlannerRecipeOf } from '../hooks/use-planner-recipes';
import { selectFollow, selectPlannerEntries, selectPlannerError, selectPlannerStatus, selectShowWeek, selectWeek } from '../selectors';
import { usePlanner } from '../store';
import { AddMealFlow, type AddMealStart } from './add-meal-flow';
import { AddToGroceryListButton } from './add-to-grocery-list-button';
import { DayCard } from './day-card';
import { PlannerDndContext } from './planner-dnd';
import { PopularRecipesSheet } from './popular-recipes-sheet';
import { RecipePanel } from './recipe-panel';
import { SavingStatus } from './saving-status';
import { UnplannedArea } from './unplanned-area';
import { useAddsToListByHand } from './use-adds-to-list-by-hand';
import { useOpenMenuRequest } from './use-open-menu-request';
import { WeekHeader } from './week-header';
import { WeekSkeleton } from './week-skeleton';

/**
 * /meal-entries (spec B §2): the week's seven days and the unplanned entries; on desktop the
 * recipe panel beside them to drag from, on a phone the popular recipes sheet and the add flow;
 * on both the grocery panel, and the buttons adding days to the list by hand where they have
 * something to add (useAddsToListByHand).
 */
export function PlannerPage() {
  const { t } = useTranslation();
  usePageTitle(t('planner.title'));
  const organizationId = useHousehold(selectHouseholdId);
  const { weekStartDay } = useHousehold(useShallow(selectPlannerSettings));
  const canEdit = useHousehold(selectCanEditHouseholdContent);
  const addsToList = useAddsToListByHand();
  const follow = usePlanner(selectFollow);
  const showWeek = usePlanner(selectShowWeek);
  const week = usePlanner(selectWeek);
  const status = usePlanner(selectPlannerStatus);
  const entries = usePlanner(selectPlannerEntries);
  const { error, dismissError } = usePlanner(useShallow(selectPlannerError));
  const recipeOf = usePlannerRecipeOf();
  const isMobile = useIsMobile();
  const [addFlow, setAddFlow] = useState<AddMealStart>(null);
  // Stable: the flow's dialogs take focus back whenever their onClose changes.
  const closeAddFlow = useCallback(() => setAddFlow(null), []);
  useOpenMenuRequest(() => setAddFlow({}));

  // A failure shown on an earlier visit is old news.
  useEffect(() => dismissError(), [dismissError]);
  useEffect(() => (organizationId ? follow(organizationId) : undefined), [organizationId, follow]);
  // The current week once the household says the day its weeks start on, and again when it
  // changes it: a week drawn before would be today's, and jump under the user's finger.
  useEffect(() => {
    if (!organizationId) return;
    const today = toCalendarDate(new Date());
    showWeek(plannerWeek(today, weekStartDay, today));
  }, [organizationId, weekStartDay, showWeek]);

  const today = toCalendarDate(new Date());
  const layout = useMemo(() => (week ? layoutWeek(week, entries, today) : null), [week, entries, today]);
  const loading = !layout || status === 'idle' || status === 'loading';
  const weekToList = addsToList && !loading ? addsToList.mealsOf(layout.days) : [];

  return (
    <PlannerDndContext>
      {/* On a phone, room below the last card for the folded 'Recettes populaires' handle. */}
      <div className="flex flex-col gap-6 pb-10 md:flex-row md:pb-0">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          {week && (
            <WeekHeader
              week={week}
              onShift={(direction) => showWeek(shiftWeek(week, direction))}
              actions={
                addsToList && <AddToGroceryListButton meals={weekToList} label={t('planner.groceryList.addWeek')} text={t('planner.groceryList.week')} hideWhenEmpty={!addsToList.always} />
              }
            />
          )}
          <SavingStatus />
          {error && (
            <ErrorBox onDismiss={dismissError} dismissLabel={t('planner.closeError')}>
              {t(error)}
            </ErrorBox>
          )}
          {loading ? (
            <WeekSkeleton />
          ) : (
            <>
              {layout.days.map((day) => (
                <DayCard key={day.day} day={day} readOnly={day.readOnly || !canEdit} toList={addsToList?.mealsOf([day]) ?? null} recipeOf={recipeOf} onAdd={(date) => setAddFlow({ date })} />
              ))}
              <UnplannedArea entries={layout.unplanned} readOnly={!canEdit} recipeOf={recipeOf} />
            </>
          )}
        </div>
        {/* Not mounted on a phone, where CSS would only hide it: at 1,000 recipes it was 6,009 of the page's 6,401 elements. */}
        {!isMobile && (
          <div className="hidden shrink-0 md:block md:w-80 lg:w-96">
            <RecipePanel />
          </div>
        )}
      </div>
      {canEdit && <PopularRecipesSheet onPick={(recipe) => setAddFlow({ recipe })} />}
      <AddMealFlow start={addFlow} onDone={closeAddFlow} />
      <GroceryPanel />
    </PlannerDndContext>
  );
}
