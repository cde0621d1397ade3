import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { plannerWeek, shiftWeek } from '@/domain/planner/week';
import type { MealEntry } from '@/domain/planner/meal-entry';
import { layoutWeek, type DayLayout } from '@/domain/planner/week-layout';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { isPending } from '@/domain/shared/load-status';
import { GroceryPanel } from '@/features/grocery';
import { selectCanEditHouseholdContent, selectHouseholdId, selectPlannerSettings, selectScope, useContentShown, useHousehold } from '@/features/household';
import { ErrorBox } from '@/ui/error-box';
import { preloadedLazy } from '@/ui/preloaded-lazy';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { useIsMobile } from '../hooks/use-is-mobile';
import { useIsWeekGrid } from '../hooks/use-is-week-grid';
import { useLastShownWeek } from '../hooks/use-last-shown-week';
import { usePlannerRecipeOf } from '../hooks/use-planner-recipes';
import { selectFollow, selectPlannerEntries, selectPlannerError, selectPlannerStatus, selectShowWeek, selectWeek } from '../store/selectors';
import { usePlanner } from '../store';
import type { AddMealStart } from './add-meal-flow';
import { AddToGroceryListButton } from './add-to-grocery-list-button';
import { CookedBanner } from './cooked-banner';
import { PhoneDock } from './phone-dock';
import { PlannerDndContext } from './dnd/planner-dnd';
import { WeekDaysPreview } from './planner-week-preview';
import { PopularRecipesSheet } from './popular-recipes-sheet';
import { ProposeWeekButton } from './propose-week-button';
import { SavingStatus } from './saving-status';
import { useAddsToListByHand } from '../hooks/use-adds-to-list-by-hand';
import { useOpenMenuRequest } from '../hooks/use-open-menu-request';
import { useRememberWeek } from '../hooks/use-remember-week';
import { WeekHeader } from './week-header';
import { WeekSkeleton } from './week-skeleton';

// Adding a meal opens dialogs only on a tap: their code comes with the first one.
const AddMealFlow = lazy(() => import('./add-meal-flow').then((module) => ({ default: module.AddMealFlow })));
// The desktop's recipe panel, its filters and the cookbook's reader load only where it shows: a
// phone never downloads them, and the week does not wait for them.
const RecipePanel = lazy(() => import('./recipe-panel').then((module) => ({ default: module.RecipePanel })));
// The week's days too, as the desktop's grid or the cards below 1024 px: only one of them is ever
// drawn. Each is asked for when the screen opens, so it arrives while the week's entries load,
// and draws with them at once; the skeleton, already of its shape, holds the place meanwhile.
const weekGrid = preloadedLazy(() => import('./week-grid').then((module) => module.WeekGrid));
const weekCards = preloadedLazy(() => import('./week-cards').then((module) => module.WeekCards));
const WeekGrid = weekGrid.Component;
const WeekCards = weekCards.Component;

/** Tells once its Suspense boundary has drawn what it holds: a boundary showing its fallback runs none of its effects. */
function OnShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * /meal-entries (spec B §2): the week's seven days and the unplanned entries, from 1024 px as
 * the seven columns of a grid (a whole week at once), below as cards; on desktop the recipe panel
 * beside them to drag from, on a phone the popular recipes sheet and the add flow; on both the
 * grocery panel, and the buttons adding days to the list by hand where they have something to add
 * (useAddsToListByHand).
 */
export function PlannerPage() {
  const { t } = useTranslation();
  usePageTitle(t('planner.title'));
  const householdId = useHousehold(selectHouseholdId);
  const { weekStartDay, numberOfPersons } = useHousehold(useShallow(selectPlannerSettings));
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
  const isGrid = useIsWeekGrid();
  useEffect(() => {
    void (isGrid ? weekGrid : weekCards).preload();
  }, [isGrid]);
  const [addFlow, setAddFlow] = useState<AddMealStart>(null);
  // Stable: the flow's dialogs take focus back whenever their onClose changes.
  const closeAddFlow = useCallback(() => setAddFlow(null), []);
  useOpenMenuRequest(() => setAddFlow({}));

  // A failure shown on an earlier visit is old news.
  useEffect(() => dismissError(), [dismissError]);
  useEffect(() => (householdId ? follow(householdId) : undefined), [householdId, follow]);
  // The current week once the household says the day its weeks start on, and again when it
  // changes it: a week drawn before would be today's, and jump under the user's finger.
  useEffect(() => {
    if (!householdId) return;
    const today = toCalendarDate(new Date());
    showWeek(plannerWeek(today, weekStartDay, today));
  }, [householdId, weekStartDay, showWeek]);

  const today = toCalendarDate(new Date());
  const layout = useMemo(() => (week ? layoutWeek(week, entries, today) : null), [week, entries, today]);
  const loading = !layout || isPending(status);
  // What this device last showed of the week stands in until the live days first draw (their
  // module may still be on its way once the week has loaded), and never under another week's header.
  const shownBefore = useLastShownWeek(useHousehold(useShallow(selectScope)));
  const [liveShown, setLiveShown] = useState(false);
  const markLiveShown = useCallback(() => setLiveShown(true), []);
  const kept = shownBefore && !liveShown && (!week || week.start === shownBefore.weekStart) ? shownBefore : null;
  const placeholder = kept ? <WeekDaysPreview preview={kept} /> : <WeekSkeleton />;
  useContentShown(liveShown);
  useRememberWeek({ week, days: loading ? null : layout.days, weekStartDay, numberOfPersons, recipeOf });
  const weekToList = addsToList && !loading ? addsToList.mealsOf(layout.days) : [];
  const days = { canEdit, recipeOf, toListOf: (day: DayLayout<MealEntry>) => addsToList?.mealsOf([day]) ?? null, onAdd: (date: string) => setAddFlow({ date }) };

  return (
    <PlannerDndContext>
      {/* On a phone, room below the last card for the dock of the planner's controls. */}
      <div className="flex flex-col gap-6 pb-10 md:flex-row md:pb-0 lg:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          {week && (
            <WeekHeader
              week={week}
              onShift={(direction) => showWeek(shiftWeek(week, direction))}
              actions={
                <>
                  {canEdit && <ProposeWeekButton week={week} />}
                  {addsToList && <AddToGroceryListButton meals={weekToList} label={t('planner.groceryList.addWeek')} text={t('planner.groceryList.week')} hideWhenEmpty={!addsToList.always} />}
                </>
              }
            />
          )}
          <SavingStatus />
          <CookedBanner />
          {error && (
            <ErrorBox onDismiss={dismissError} dismissLabel={t('planner.closeError')}>
              {t(error)}
            </ErrorBox>
          )}
          {loading ? (
            placeholder
          ) : (
            <Suspense fallback={placeholder}>
              <OnShown onShown={markLiveShown} />
              {isGrid ? <WeekGrid layout={layout} {...days} /> : <WeekCards layout={layout} {...days} />}
            </Suspense>
          )}
        </div>
        {/* Not mounted on a phone, where CSS would only hide it: at 1,000 recipes it was 6,009 of the page's 6,401 elements. */}
        {!isMobile && (
          // Narrower beside the grid than beside the cards: every pixel it gives up widens seven columns.
          <div className="hidden shrink-0 md:block md:w-80 lg:w-60 xl:w-64">
            <Suspense fallback={<Spinner />}>
              <RecipePanel />
            </Suspense>
          </div>
        )}
      </div>
      <PhoneDock>
        {canEdit && <PopularRecipesSheet onPick={(recipe) => setAddFlow({ recipe })} />}
        <GroceryPanel />
      </PhoneDock>
      {addFlow && (
        <Suspense fallback={null}>
          <AddMealFlow start={addFlow} onDone={closeAddFlow} />
        </Suspense>
      )}
    </PlannerDndContext>
  );
}
