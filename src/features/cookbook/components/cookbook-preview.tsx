import { useTranslation } from 'react-i18next';
import type { CookbookPreview } from '@/domain/cookbook/cookbook-preview';
import { RecipeCardView } from '@/features/recipes';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { useLastShownCookbook } from '../hooks/use-last-shown-cookbook';
import { cardGrid } from './card-grid';
import { CookbookTitle } from './cookbook-title';

/**
 * The cookbook's first page as this device last drew it, while the session and the live page are
 * on their way (README, "A screen before the session answers"): the cards open their recipes,
 * marked busy, without the bookmark buttons, which wait for the live page.
 */
export function CookbookCardsPreview({ preview }: { preview: CookbookPreview }) {
  return (
    <div data-preview aria-busy="true">
      <ul className={cardGrid} data-testid="cookbook-recipes">
        {preview.cards.map((face, index) => (
          <li key={face.id} className="flex">
            <RecipeCardView face={face} priority={index < 4} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /cookbook while the session loads: its first page as this device last showed it, or the spinner. */
export function CookbookHeadStart() {
  const { t } = useTranslation();
  usePageTitle(t('cookbook.title'));
  const preview = useLastShownCookbook(null);
  if (!preview || preview.cards.length === 0) return <Spinner />;
  return (
    <section className="flex flex-col gap-5">
      <CookbookTitle />
      <CookbookCardsPreview preview={preview} />
    </section>
  );
}
