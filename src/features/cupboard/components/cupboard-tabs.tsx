import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, type GroceryListLinkState } from '@/config/paths';
import { Tabs, type TabChoice } from '@/ui/tabs';

type Tab = 'categories' | 'recipes' | 'cupboard';

const toList = (listView: GroceryListLinkState['listView']): GroceryListLinkState => ({ listView });

/**
 * The list page's tab row, 'Placard' selected: 'Catégories' and 'Recettes' lead back to the list
 * in that view, so the list and its cupboard are one row of three whichever page is open.
 */
export function CupboardTabs({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const tabs: readonly TabChoice<Tab>[] = [
    { key: 'categories', label: t('grocery.tabs.categories'), to: paths.groceryList.href(), state: toList('categories') },
    { key: 'recipes', label: t('grocery.tabs.recipes'), to: paths.groceryList.href(), state: toList('recipes') },
    { key: 'cupboard', label: t('grocery.tabs.cupboard') },
  ];
  return (
    // Its one tab of this page is the selected one: there is nothing else here to select.
    <Tabs label={t('grocery.tabsLabel')} tabs={tabs} selected="cupboard" onSelect={() => undefined}>
      {children}
    </Tabs>
  );
}
