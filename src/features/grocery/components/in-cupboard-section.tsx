import { useTranslation } from 'react-i18next';
import { formatShoppingAmount } from '@/domain/grocery/shopper-display';
import type { ShopperLine } from '@/domain/grocery/shopping-list';
import { CUPBOARD_COLOR } from './cupboard-color';
import { useShopperWords } from '../hooks/use-shopper-words';

/**
 * 'Déjà au placard (3)' (DESIGN.md §3, "The cupboard"): what the household's stock covers whole,
 * collapsed after the aisles, each food with the amount the cupboard covers ('500 g au
 * placard'). Nothing to tick there: nothing is to buy.
 */
export function InCupboardSection({ lines }: { lines: readonly ShopperLine[] }) {
  const { t } = useTranslation();
  const words = useShopperWords();
  return (
    <details className="overflow-hidden rounded-xl border border-l-4 border-stone-200 bg-white" style={{ borderLeftColor: CUPBOARD_COLOR }}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 text-sm font-semibold text-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: CUPBOARD_COLOR }} />
        {t('grocery.inCupboardCount', { count: lines.length })}
      </summary>
      <ul className="divide-y divide-stone-100">
        {lines.map((line) => {
          const amount = formatShoppingAmount(line.amount, words);
          return (
            <li key={line.key} className="flex min-h-11 items-center justify-between gap-3 px-4 py-2">
              <span className="min-w-0 break-words text-stone-900">{line.name}</span>
              {amount && <span className="shrink-0 text-sm text-stone-600">{t('grocery.inCupboardAmount', { amount })}</span>}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
