import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths, requestedListView, type GroceryListView } from '@/config/paths';
import type { AggregatedItem } from '@/domain/grocery/grocery-line';
import type { ShoppingList } from '@/domain/grocery/shopping-list';
import { selectCanEditHouseholdContent, selectScope, useContentShown, useHousehold } from '@/features/household';
import { ErrorBox } from '@/ui/error-box';
import { Spinner } from '@/ui/spinner';
import { Tabs, type TabChoice } from '@/ui/tabs';
import { usePageTitle } from '@/ui/use-page-title';
import { useLastShownList } from '../hooks/use-last-shown-list';
import { useRememberList } from '../hooks/use-remember-list';
import { useShoppingList } from '../hooks/use-shopping-list';
import { useToPutAway } from '../hooks/use-to-put-away';
import { selectGroceryError, selectGroceryStatus, selectList } from '../store/selectors';
import { useGrocery } from '../store';
import { CategoryView } from './category-view';
import { GroceryListPreview } from './grocery-list-preview';
import { AddGroceryItemDialog, preloadListDialogs } from './list-dialogs';
import { AddItemButton, ListToolbar } from './list-toolbar';
import { RecipeView } from './recipe-view';

/** The row's tabs: the list's two views, and the cupboard's page. */
type ListView = GroceryListView | 'cupboard';

/** Without a list, the first item typed starts one (spec B §4): the planner is not the only way in. */
function EmptyState({ message, onAddItem }: { message: string; onAddItem?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center">
      <p className="font-medium text-stone-800">{message}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {onAddItem && <AddItemButton onClick={onAddItem} />}
        <Link
          to={paths.mealEntries.href()}
          className={`inline-flex min-h-11 items-center rounded-lg px-4 py-2.5 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
            onAddItem ? 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50' : 'bg-brand-600 text-white hover:bg-brand-700'
          }`}
        >
          {t('grocery.toPlanner')}
        </Link>
        {/* Without tabs, the way to the cupboard a phone has (its bottom bar has no room for it). */}
        <Link
          to={paths.cupboard.href()}
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 py-2.5 font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('grocery.tabs.cupboard')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The list by aisle or by recipe, and 'Placard' as the row's third tab: a link to the
 * cupboard's own page (/placard), which shows the same row, so the arrow keys cross all three.
 */
function ListTabs({ items, shopping }: { items: readonly AggregatedItem[]; shopping: ShoppingList }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [view, setView] = useState<ListView>(() => requestedListView(location.state));
  const tabs: readonly TabChoice<ListView>[] = [
    { key: 'categories', label: t('grocery.tabs.categories') },
    { key: 'recipes', label: t('grocery.tabs.recipes') },
    { key: 'cupboard', label: t('grocery.tabs.cupboard'), to: paths.cupboard.href() },
  ];
  return (
    <Tabs label={t('grocery.tabsLabel')} tabs={tabs} selected={view} onSelect={setView}>
      {view === 'categories' ? <CategoryView shopping={shopping} /> : <RecipeView items={items} shopping={shopping} />}
    </Tabs>
  );
}

/**
 * /grocery-list-v2 (spec B §2): the household's active list, by aisle or by recipe, ticked line
 * by line, with its actions (add, send, print, archive) and each line's and recipe's edits.
 */
export function GroceryListPage() {
  const { t } = useTranslation();
  usePageTitle(t('grocery.title'));
  const list = useGrocery(selectList);
  const status = useGrocery(selectGroceryStatus);
  const { error, dismissError } = useGrocery(useShallow(selectGroceryError));
  const { items, shopping, catalogue, failed, loading } = useShoppingList();
  const toPutAway = useToPutAway(shopping, catalogue);
  const canEdit = useHousehold(selectCanEditHouseholdContent);
  const [failureSeen, setFailureSeen] = useState(false);
  // Here rather than beside its buttons: adding to no list opens one, which swaps the empty
  // state for the list while the dialog waits, and a refusal must find the dialog still open.
  const [adding, setAdding] = useState(false);
  const openAdd = useCallback(() => setAdding(true), []);
  const closeAdd = useCallback(() => setAdding(false), []);

  // A failure shown on an earlier visit is old news.
  useEffect(() => dismissError(), [dismissError]);

  // What this device last showed stands in while the live list arrives, until it first shows
  // (a recipe arriving later must not bring an older list back), and never under a dialog.
  const shownBefore = useLastShownList(useHousehold(useShallow(selectScope)));
  const [liveShown, setLiveShown] = useState(false);
  if (!loading && !liveShown) setLiveShown(true);
  useContentShown(liveShown);
  useEffect(() => {
    if (liveShown) preloadListDialogs();
  }, [liveShown]);
  useRememberList(loading || status === 'failed' ? undefined : list && items.length > 0 && !failed ? list.name : null, shopping);
  if (loading && !liveShown && !adding && shownBefore) return <GroceryListPreview preview={shownBefore} />;

  let content;
  if (status === 'failed') content = null;
  else if (loading) content = <Spinner />;
  else if (!list) content = <EmptyState message={t('grocery.noList')} onAddItem={canEdit ? openAdd : undefined} />;
  else if (items.length === 0) content = <EmptyState message={t('grocery.empty')} />;
  else content = <ListTabs items={items} shopping={shopping} />;

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold text-stone-900">{t('grocery.title')}</h1>
        {list && <p className="text-stone-600">{list.name}</p>}
      </div>
      {list && !loading && <ListToolbar onAddItem={openAdd} toPutAway={toPutAway} />}
      {error && (
        <ErrorBox onDismiss={dismissError} dismissLabel={t('grocery.closeError')}>
          {t(error)}
        </ErrorBox>
      )}
      {status === 'failed' && <ErrorBox>{t('grocery.errors.subscription')}</ErrorBox>}
      {failed && !failureSeen && (
        <ErrorBox onDismiss={() => setFailureSeen(true)} dismissLabel={t('grocery.closeError')}>
          {t('grocery.errors.process')}
        </ErrorBox>
      )}
      {content}
      {adding && (
        <Suspense fallback={null}>
          <AddGroceryItemDialog onClose={closeAdd} />
        </Suspense>
      )}
    </section>
  );
}
