import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { PantryEntry } from '@/domain/cupboard/pantry-entry';
import { steppedAmounts, stockAmount, stockStepper } from '@/domain/cupboard/stock-display';
import { formatShoppingAmount, wordFor, type ShopperWords } from '@/domain/grocery/shopper-display';
import type { StandardIngredient } from '@/domain/recipes/standard-ingredient';
import { unitSymbolKey } from '@/domain/recipes/units';
import { NumberStepper } from '@/ui/number-stepper';
import { selectCupboardActions } from '../store/selectors';
import { useCupboard } from '../store';

interface CupboardLineProps {
  entry: PantryEntry;
  food: StandardIngredient | undefined;
  words: ShopperWords;
  canEdit: boolean;
}

/**
 * One food of the cupboard: its name and amount as the list writes them ('farine de blé 500 g'),
 * and for the household's writers the stepper of its amount, 'Toujours en stock' and removal.
 * A step to zero takes a food that is no staple out of the cupboard.
 */
export function CupboardLine({ entry, food, words, canEdit }: CupboardLineProps) {
  const { t } = useTranslation();
  const { setAmount, setStaple, remove } = useCupboard(useShallow(selectCupboardActions));
  const unitId = useId();
  const stapleId = useId();
  const name = food?.name ?? entry.foodId;
  const amount = formatShoppingAmount(stockAmount(entry, food), words);
  const stepper = stockStepper(entry, food);
  const unit = stepper.unit === 'gram' || stepper.unit === 'centiliter' ? t(unitSymbolKey(stepper.unit)).toLowerCase() : wordFor(words.buying[stepper.unit], stepper.value);

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-stone-100 px-4 py-3 last:border-b-0">
      <div className="flex min-w-40 flex-1 flex-col">
        <span className="font-medium text-stone-900">{name}</span>
        <span className="text-sm text-stone-600">{[amount, entry.staple && t('cupboard.line.staple').toLowerCase()].filter(Boolean).join(' · ')}</span>
      </div>
      {canEdit && (
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <NumberStepper
              value={stepper.value}
              min={0}
              step={stepper.step}
              label={t('cupboard.line.quantity', { name })}
              decreaseLabel={t('cupboard.line.decrease', { name })}
              increaseLabel={t('cupboard.line.increase', { name })}
              describedBy={unitId}
              onChange={(value) => void setAmount(entry.foodId, steppedAmounts(entry, stepper, value))}
            />
            <span id={unitId} className="min-w-6 text-sm text-stone-700">
              {unit}
            </span>
          </div>
          <label htmlFor={stapleId} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-stone-700">
            <input
              id={stapleId}
              type="checkbox"
              checked={entry.staple}
              aria-label={t('cupboard.line.stapleLabel', { name })}
              onChange={(event) => void setStaple(entry.foodId, event.target.checked)}
              className="size-5 accent-brand-600"
            />
            {t('cupboard.line.staple')}
          </label>
          <button
            type="button"
            aria-label={t('cupboard.line.remove', { name })}
            onClick={() => void remove(entry.foodId)}
            className="flex size-11 items-center justify-center rounded-lg text-xl text-stone-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </li>
  );
}
