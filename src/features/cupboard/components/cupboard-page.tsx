import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { shopperWords } from '@/domain/grocery/shopper-display';
import { isPending } from '@/domain/shared/load-status';
import { selectCanEditHouseholdContent, useHousehold } from '@/features/household';
import { ErrorBox } from '@/ui/error-box';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { useCupboardFoods } from '../hooks/use-cupboard-foods';
import { selectCupboardEntries, selectCupboardError, selectCupboardStatus } from '../store/selectors';
import { useCupboard } from '../store';
import { AddToCupboard } from './add-to-cupboard';
import { CupboardLine } from './cupboard-line';
import { CupboardTabs } from './cupboard-tabs';

/**
 * /placard: the household's stock, one line per catalogue food in its buying unit, which the
 * list subtracts from what to buy, under the list's tab row with 'Placard' selected. Its writers
 * add foods by catalogue search or typed or pasted lines, step amounts, keep staples and remove
 * foods; viewers read it.
 */
export function CupboardPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('cupboard.title'));
  const entries = useCupboard(selectCupboardEntries);
  const status = useCupboard(selectCupboardStatus);
  const { error, clearError } = useCupboard(useShallow(selectCupboardError));
  const canEdit = useHousehold(selectCanEditHouseholdContent);
  const foods = useCupboardFoods();
  const words = useMemo(() => shopperWords((key, options) => t(key, options ?? {})), [t]);

  // A failure shown on an earlier visit is old news (but a failed subscription still is).
  useEffect(() => {
    if (useCupboard.getState().status !== 'failed') clearError();
  }, [clearError]);

  const sorted = useMemo(() => {
    const nameOf = (foodId: string) => foods.byId.get(foodId)?.name ?? foodId;
    return [...entries].sort((a, b) => nameOf(a.foodId).localeCompare(nameOf(b.foodId), i18n.language));
  }, [entries, foods.byId, i18n.language]);

  const loading = isPending(status) || isPending(foods.status);

  let content;
  if (status === 'failed') content = null;
  else if (loading) content = <Spinner />;
  else if (sorted.length === 0) content = <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">{t('cupboard.empty')}</p>;
  else
    content = (
      <ul aria-label={t('cupboard.listLabel')} className="rounded-2xl border border-stone-200 bg-white">
        {sorted.map((entry) => (
          <CupboardLine key={entry.foodId} entry={entry} food={foods.byId.get(entry.foodId)} words={words} canEdit={canEdit} />
        ))}
      </ul>
    );

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold text-stone-900">{t('cupboard.title')}</h1>
        <p className="text-stone-600">{t('cupboard.intro')}</p>
      </div>
      <CupboardTabs>
        <div className="flex flex-col gap-6">
          {error && (
            <ErrorBox onDismiss={status === 'failed' ? undefined : clearError} dismissLabel={t('cupboard.closeError')}>
              {t(error)}
            </ErrorBox>
          )}
          {foods.status === 'failed' && <ErrorBox>{t('cupboard.errors.catalogue')}</ErrorBox>}
          {canEdit && status === 'loaded' && foods.status === 'loaded' && <AddToCupboard catalogue={foods.ingredients} search={foods.search} words={words} />}
          {content}
        </div>
      </CupboardTabs>
    </section>
  );
}
