import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { Recipe } from '@/domain/recipes/recipe';
import { selectIsAuthenticated, useSession } from '@/features/accounts';
import { Button } from '@/ui/button';

/** Spec A §9: the "link copied" feedback lasts 2 seconds. */
const COPIED_FEEDBACK_MS = 2_000;

// Editing needs the household and the data layer: a visitor's page loads neither.
const RecipeEditActions = lazy(() => import('./recipe-edit-actions').then((m) => ({ default: m.RecipeEditActions })));

/**
 * Back, share and source for everyone; edit and delete for those the household lets (spec B §2).
 * `actions` are other features' buttons (the planner's add-to-menu), first of the right-hand group.
 */
export function RecipeActions({ recipe, actions }: { recipe: Recipe; actions?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAuthenticated = useSession(selectIsAuthenticated);
  const [copied, setCopied] = useState(false);

  const share = async () => {
    await navigator.clipboard?.writeText(window.location.href);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Button variant="secondary" onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate(paths.recipes.href()))}>
        {t('recipe.back')}
      </Button>
      <div className="flex flex-wrap gap-2">
        {actions}
        <Button variant="secondary" onClick={() => void share()}>
          {copied ? t('recipe.linkCopied') : t('recipe.share')}
        </Button>
        {recipe.sourceUrl && (
          <a href={recipe.sourceUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center rounded-lg border border-stone-300 bg-white px-4 py-2.5 font-medium text-stone-800 hover:bg-stone-50">
            {t('recipe.source')}
          </a>
        )}
        {isAuthenticated && (
          <Suspense>
            <RecipeEditActions recipe={recipe} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
