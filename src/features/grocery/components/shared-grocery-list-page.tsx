import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { formatSourceSummary, type SummaryWords } from '@/domain/grocery/grocery-display';
import type { SharedGroceryList } from '@/domain/grocery/shared-list';
import type { LocaleKey } from '@/locales/locale-key';
import { ErrorBox } from '@/ui/error-box';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { useSharedList, type SharedListView } from '../hooks/use-shared-list';
import { amountText } from './amount-text';
import { PrintableLines, type PrintableLine } from './printable-lines';
import { useSummaryWords } from '../hooks/use-summary-words';

const messages: Record<Exclude<SharedListView['state'], 'loading' | 'open'>, LocaleKey> = {
  notFound: 'sharedList.notFound',
  archived: 'sharedList.archived',
  expired: 'sharedList.expired',
  failed: 'sharedList.failed',
};

// The stored lines are a map: shown by name within their aisle, as a shopper looks for them.
const byName = new Intl.Collator('fr', { sensitivity: 'base' });

function printableLines(list: SharedGroceryList, words: SummaryWords, t: TFunction): PrintableLine[] {
  return Object.entries(list.lines)
    .map(([key, { recipeNames, quantity, unit, ...line }]) => ({
      key,
      ...line,
      amount: amountText(quantity, unit, t),
      summary: formatSourceSummary({ names: recipeNames.slice(0, 2), others: Math.max(0, recipeNames.length - 2) }, words),
    }))
    .sort((a, b) => byName.compare(a.name, b.name));
}

function Message({ text }: { text: LocaleKey }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t(text)}</h1>
      <Link
        to={paths.home.href()}
        className="mt-4 inline-block rounded font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('app.backHome')}
      </Link>
    </section>
  );
}

function SharedList({ token }: { token: string }) {
  const { t } = useTranslation();
  const { view, tick, tickError, dismissTickFailure } = useSharedList(token);
  const words = useSummaryWords();
  const list = view.state === 'open' ? view.list : null;
  const lines = useMemo(() => (list ? printableLines(list, words, t) : []), [list, words, t]);

  if (view.state === 'loading') return <Spinner />;
  if (view.state !== 'open') return <Message text={messages[view.state]} />;
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 print:max-w-none print:gap-3">
      <h1 className="text-3xl font-bold text-stone-900 print:text-2xl">{view.list.name}</h1>
      {tickError && (
        <div className="print:hidden">
          <ErrorBox onDismiss={dismissTickFailure} dismissLabel={t('grocery.closeError')}>
            {t(tickError)}
          </ErrorBox>
        </div>
      )}
      {lines.length === 0 ? <p className="text-stone-700">{t('sharedList.empty')}</p> : <PrintableLines lines={lines} onToggle={(line) => tick(line.key, !line.checked)} />}
    </section>
  );
}

/**
 * /printable-grocery-list-v2/{shareToken} (spec B §2, §6): the list behind a share link, for
 * anyone holding it, signed in or not. It reads only the shared view, never the household.
 */
export function SharedGroceryListPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.sharedGroceryList'));
  const { shareToken = '' } = useParams();
  // A new token is a new list: nothing of the previous one carries over.
  return <SharedList key={shareToken} token={shareToken} />;
}
