import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import { formatSourceSummary, sourceSummary } from '@/domain/grocery/grocery-display';
import { formatShopperLine } from '@/domain/grocery/shopper-line-text';
import { hasLiveShareToken } from '@/domain/grocery/share-fields';
import { selectCanEditHouseholdContent, useHousehold } from '@/features/household';
import { ErrorBox } from '@/ui/error-box';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { useShoppingList } from '../hooks/use-shopping-list';
import { selectGroceryError, selectGroceryStatus, selectList, selectToggleLine } from '../store/selectors';
import { useGrocery } from '../store';
import { PrintableLines } from './printable-lines';
import { ShareHeader } from './share-header';
import { useShopperWords } from '../hooks/use-shopper-words';
import { useSummaryWords } from '../hooks/use-summary-words';

/**
 * /printable-grocery-list-v2 (spec B §2): the active list by aisle with its share header. On
 * paper only the title and the lines remain: the shell, the header and the messages are hidden.
 */
export function PrintableGroceryListPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.printableGroceryList'));
  const list = useGrocery(selectList);
  const canEdit = useHousehold(selectCanEditHouseholdContent);
  const status = useGrocery(selectGroceryStatus);
  const toggleLine = useGrocery(selectToggleLine);
  const { error, dismissError } = useGrocery(useShallow(selectGroceryError));
  const { items, shopping, failed, loading } = useShoppingList();
  const summaryWords = useSummaryWords();
  const words = useShopperWords();
  // On paper a staple to check stands in its aisle, with 'à vérifier' for its amount; what the
  // cupboard covers whole is not to buy, and each aisle's line says only what is left to buy.
  const lines = useMemo(
    () =>
      shopping.groups.flatMap((group) =>
        (group.kind === 'inCupboard' ? [] : group.lines).map((line) => ({
          key: line.key,
          name: line.name,
          category: line.category,
          amount: formatShopperLine(line, words),
          summary: formatSourceSummary(sourceSummary({ sources: line.parts.flatMap((part) => part.sources) }), summaryWords),
          checked: line.state.kind === 'ticked',
          line,
        })),
      ),
    [shopping, words, summaryWords],
  );

  // A failure shown on an earlier visit is old news.
  useEffect(() => dismissError(), [dismissError]);

  let content;
  if (status === 'failed') content = null;
  else if (loading) content = <Spinner />;
  else if (!list) content = <p className="text-stone-700">{t('grocery.share.noList')}</p>;
  else if (items.length === 0) content = <p className="text-stone-700">{t('grocery.empty')}</p>;
  else content = <PrintableLines lines={lines} onToggle={({ line }) => void toggleLine(line)} />;

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 print:max-w-none print:gap-3">
      <Link
        to={paths.groceryList.href()}
        className="self-start rounded font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 print:hidden"
      >
        {t('grocery.share.backToList')}
      </Link>
      <h1 className="text-3xl font-bold text-stone-900 print:text-2xl">{list?.name ?? t('grocery.title')}</h1>
      {list && <ShareHeader title={list.name} canShare={canEdit || hasLiveShareToken(list, new Date())} />}
      <div className="flex flex-col gap-3 empty:hidden print:hidden">
        {error && (
          <ErrorBox onDismiss={dismissError} dismissLabel={t('grocery.closeError')}>
            {t(error)}
          </ErrorBox>
        )}
        {status === 'failed' && <ErrorBox>{t('grocery.errors.subscription')}</ErrorBox>}
        {failed && <ErrorBox>{t('grocery.errors.process')}</ErrorBox>}
      </div>
      {content}
    </section>
  );
}
