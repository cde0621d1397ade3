import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useShallow } from 'zustand/react/shallow';
import { selectSessionStatus, useSession } from '@/features/accounts';
import { Dialog } from '@/ui/dialog';
import { BookIcon, CalendarIcon, CartIcon } from '@/ui/icons';

// The list's form (and the list's data layer) load when someone first asks for it.
const AddGroceryItemDialog = lazy(() => import('@/features/grocery').then((m) => ({ default: m.AddGroceryItemDialog })));

/**
 * The Créer menu of the bottom bar: every choice needs a session, visitors are sent to /login.
 * A grocery item is added in a dialog over the current screen (spec B §2), which takes the menu's place.
 */
export function CreateMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Until the session is known, a choice cannot tell a member from a visitor: it waits.
  const { loading, isAuthenticated } = useSession(useShallow(selectSessionStatus));
  const [addingItem, setAddingItem] = useState(false);

  const go = useCallback(
    (target: string) => {
      onClose();
      void navigate(isAuthenticated ? target : paths.login.href());
    },
    [isAuthenticated, navigate, onClose],
  );

  const choices = [
    { key: 'newRecipe', label: t('createMenu.newRecipe'), icon: <BookIcon />, choose: () => go(paths.newRecipe.href()) },
    { key: 'meal', label: t('createMenu.mealInPlanner'), icon: <CalendarIcon />, choose: () => go(paths.mealEntries.href({ openMenu: true })) },
    { key: 'grocery', label: t('createMenu.groceryItem'), icon: <CartIcon />, choose: () => (isAuthenticated ? setAddingItem(true) : go(paths.login.href())) },
  ];

  if (addingItem) {
    return (
      <Suspense>
        <AddGroceryItemDialog onClose={onClose} />
      </Suspense>
    );
  }

  return (
    <Dialog title={t('createMenu.title')} onClose={onClose} closeLabel={t('createMenu.close')} placement="bottom">
      <ul className="flex flex-col gap-2">
        {choices.map((choice) => (
          <li key={choice.key}>
            <button
              type="button"
              onClick={choice.choose}
              disabled={loading}
              className="flex w-full items-center gap-3 rounded-xl border border-stone-200 px-4 py-3 text-left font-medium text-stone-800 hover:bg-brand-50 disabled:opacity-60"
            >
              <span className="text-brand-600">{choice.icon}</span>
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
