import { useTranslation } from 'react-i18next';
import type { PantryStock } from '@/domain/cupboard/pantry-entry';
import { stockAmount } from '@/domain/cupboard/stock-display';
import { formatShoppingAmount, type ShopperWords } from '@/domain/grocery/shopper-display';
import type { StandardIngredient } from '@/domain/recipes/standard-ingredient';

interface FoodSuggestionsProps {
  id: string;
  foods: readonly StandardIngredient[];
  /** The highlighted suggestion's index; -1 for none (Enter then reads the typed line). */
  active: number;
  optionId: (food: StandardIngredient) => string;
  held: PantryStock;
  words: ShopperWords;
  onPick: (food: StandardIngredient) => void;
}

/**
 * The catalogue foods the cupboard's field names, as its listbox: each with what the cupboard
 * already holds of it, so nobody stocks twice what is on the shelf without knowing. With no food
 * of that name, one option that cannot be picked says so.
 */
export function FoodSuggestions({ id, foods, active, optionId, held, words, onPick }: FoodSuggestionsProps) {
  const { t, i18n } = useTranslation();
  const heldText = (food: StandardIngredient) => {
    const entry = held.get(food.id);
    if (!entry) return null;
    const amount = formatShoppingAmount(stockAmount(entry, food), words);
    if (!amount) return t('cupboard.add.heldStaple');
    return t(entry.staple ? 'cupboard.add.heldAmountStaple' : 'cupboard.add.heldAmount', { amount });
  };

  return (
    <ul id={id} role="listbox" aria-label={t('cupboard.add.suggestions')} className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-stone-200 bg-white shadow-lg">
      {foods.length === 0 ? (
        // A listbox holds options only: the message is one that cannot be picked.
        <li role="option" aria-selected={false} aria-disabled className="px-3 py-2 text-sm text-stone-600">
          {t('cupboard.add.noMatch')}
        </li>
      ) : (
        foods.map((food, index) => {
          const note = heldText(food);
          return (
            <li
              key={food.id}
              id={optionId(food)}
              role="option"
              aria-selected={index === active}
              // The field keeps the focus (its blur would close the list before the click).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(food)}
              className={`flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-stone-800 hover:bg-stone-50'}`}
            >
              <span>{(i18n.language === 'en' && food.nameEn) || food.name}</span>
              {note && <span className="text-xs text-stone-600">{note}</span>}
            </li>
          );
        })
      )}
    </ul>
  );
}
