import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { selectIsAuthenticated, useSession } from '@/features/accounts';
import { Dialog } from '@/ui/dialog';
import { BookIcon, CalendarIcon, CartIcon } from '@/ui/icons';

/** The Créer menu of the bottom bar: every choice needs a session, visitors are sent to /login. */
export function CreateMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAuthenticated = useSession(selectIsAuthenticated);

  const go = useCallback(
    (target: string) => {
      onClose();
      void navigate(isAuthenticated ? target : paths.login.href());
    },
    [isAuthenticated, navigate, onClose],
  );

  const choices = [
    { key: 'newRecipe', label: t('createMenu.newRecipe'), icon: <BookIcon />, target: paths.newRecipe.href() },
    { key: 'meal', label: t('createMenu.mealInPlanner'), icon: <CalendarIcon />, target: paths.mealEntries.href({ openMenu: true }) },
    { key: 'grocery', label: t('createMenu.groceryItem'), icon: <CartIcon />, target: paths.groceryList.href() },
  ];

  return (
    <Dialog title={t('createMenu.title')} onClose={onClose} closeLabel={t('createMenu.close')} placement="bottom">
      <ul className="flex flex-col gap-2">
        {choices.map((choice) => (
          <li key={choice.key}>
            <button
              type="button"
              onClick={() => go(choice.target)}
              className="flex w-full items-center gap-3 rounded-xl border border-stone-200 px-4 py-3 text-left font-medium text-stone-800 hover:bg-brand-50"
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
