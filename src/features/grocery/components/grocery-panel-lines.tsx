import { useTranslation } from 'react-i18next';
import { ErrorBox } from '@/ui/error-box';
import { Spinner } from '@/ui/spinner';
import { useShoppingList } from '../hooks/use-shopping-list';
import { selectGroceryStatus, selectList } from '../store/selectors';
import { useGrocery } from '../store';
import { CategoryView } from './category-view';

/** The panel's lines, by aisle as on the list page, ticked there too; or why there are none. */
export function GroceryPanelLines() {
  const { t } = useTranslation();
  const list = useGrocery(selectList);
  const status = useGrocery(selectGroceryStatus);
  const { items, shopping, failed, loading } = useShoppingList();

  if (status === 'failed') return <ErrorBox>{t('grocery.errors.subscription')}</ErrorBox>;
  if (loading) return <Spinner />;
  if (!list) return <p className="py-6 text-center font-medium text-stone-800">{t('grocery.panel.noList')}</p>;
  return (
    <>
      {failed && <ErrorBox>{t('grocery.errors.process')}</ErrorBox>}
      {items.length === 0 ? <p className="py-6 text-center text-stone-700">{t('grocery.empty')}</p> : <CategoryView shopping={shopping} />}
    </>
  );
}
