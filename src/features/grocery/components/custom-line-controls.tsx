import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { customItemIds, firstItemQuantity, type CustomLineQuantity } from '@/domain/grocery/custom-line-edit';
import type { AggregatedItem } from '@/domain/grocery/grocery-line';
import { unitSymbolKey } from '@/domain/recipes/units';
import { useGrocery } from '../store';
import { selectCustomItemEdits } from '../store/selectors';
import { NumberStepper } from '@/ui/number-stepper';

/**
 * What a line the user typed offers beside its name (spec B §5): its quantity (`edit`, when it
 * can be written back), stepped or typed as a whole number of at least 1, and a button taking it
 * off the list. Both are named after the item for assistive technology: every such line has them.
 */
export function CustomLineControls({ item, edit }: { item: AggregatedItem; edit: CustomLineQuantity | null }) {
  const { t } = useTranslation();
  const { changeCustomQuantity, removeCustomItem } = useGrocery(useShallow(selectCustomItemEdits));
  const unitId = useId();

  const remove = async () => {
    // One by one: each removal is its own write, and a refused one is reported by the store.
    for (const id of customItemIds(item)) await removeCustomItem(id);
  };

  return (
    <div className="ml-auto flex shrink-0 items-center gap-2">
      {edit && (
        <>
          <NumberStepper
            value={edit.quantity}
            min={edit.others + 1}
            label={t('grocery.line.quantity', { name: item.name })}
            decreaseLabel={t('grocery.line.decrease', { name: item.name })}
            increaseLabel={t('grocery.line.increase', { name: item.name })}
            describedBy={edit.unit ? unitId : undefined}
            onChange={(total) => void changeCustomQuantity(edit.itemId, firstItemQuantity(edit, total))}
          />
          {edit.unit && (
            <span id={unitId} className="min-w-6 text-sm text-stone-700">
              {t(unitSymbolKey(edit.unit)).toLowerCase()}
            </span>
          )}
        </>
      )}
      <button
        type="button"
        aria-label={t('grocery.line.remove', { name: item.name })}
        onClick={() => void remove()}
        className="flex size-11 items-center justify-center rounded-lg text-xl text-stone-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
