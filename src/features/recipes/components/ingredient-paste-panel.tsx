import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { pastedIngredientLines, type PastedIngredients } from '@/domain/recipes/pasted-ingredients';
import { RECIPE_MAX_INGREDIENT_LINES } from '@/domain/recipes/recipe-limits';
import { Button } from '@/ui/button';
import { TextArea } from '@/ui/form/text-area';
import { selectIngredientList, useIngredientCatalogue } from '../store/ingredient-catalogue';

interface IngredientPastePanelProps {
  /** How many lines the recipe may still take. */
  room: number;
  onAdd: (pasted: PastedIngredients) => void;
}

/**
 * 'Coller une liste d'ingrédients': an inline panel under its button, which works the same with a
 * keyboard, a screen reader and a phone's paste. Each line becomes an ingredient line of the form,
 * to review before saving; what was added, and what needs a look, is announced after.
 */
export function IngredientPastePanel({ room, onAdd }: IngredientPastePanelProps) {
  const { t } = useTranslation();
  const { ingredients, status, load } = useIngredientCatalogue(useShallow(selectIngredientList));
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [summary, setSummary] = useState<string[]>([]);
  const panelId = useId();
  const hintId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const catalogueReady = status === 'loaded' || status === 'failed';

  useEffect(() => {
    if (!open) return;
    void load();
    textArea.current?.focus();
  }, [open, load]);

  const close = () => {
    setOpen(false);
    setText('');
    toggle.current?.focus();
  };

  const add = () => {
    const pasted = pastedIngredientLines(text, ingredients, { room, newId: () => crypto.randomUUID() });
    if (pasted.lines.length === 0 && pasted.leftOut === 0) {
      setSummary([t('recipes.paste.nothing')]);
      return;
    }
    onAdd(pasted);
    const max = RECIPE_MAX_INGREDIENT_LINES;
    setSummary([
      pasted.lines.length > 0 ? t('recipes.paste.added', { count: pasted.lines.length }) : t('recipes.paste.full', { max }),
      ...(pasted.unmatchedIds.length > 0 ? [t('recipes.paste.unmatched', { count: pasted.unmatchedIds.length })] : []),
      ...(pasted.withoutQuantityIds.length > 0 ? [t('recipes.paste.withoutQuantity', { count: pasted.withoutQuantityIds.length })] : []),
      ...(pasted.leftOut > 0 && pasted.lines.length > 0 ? [t('recipes.paste.leftOut', { count: pasted.leftOut, max })] : []),
    ]);
    close();
  };

  return (
    <div className="flex flex-col gap-3">
      <Button
        ref={toggle}
        variant="secondary"
        className="self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setSummary([]);
          if (open) close();
          else setOpen(true);
        }}
      >
        {t('recipes.paste.open')}
      </Button>
      {open && (
        <div
          id={panelId}
          className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            close();
          }}
        >
          <TextArea
            ref={textArea}
            label={t('recipes.paste.label')}
            hint={
              <p id={hintId} className="text-sm text-stone-600">
                {t('recipes.paste.hint')}
              </p>
            }
            aria-describedby={hintId}
            rows={8}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={add} disabled={!catalogueReady || text.trim() === ''}>
              {catalogueReady ? t('recipes.paste.add') : t('recipes.paste.loading')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('recipes.paste.cancel')}
            </Button>
          </div>
        </div>
      )}
      <p role="status" className="text-sm text-stone-700">
        {summary.join(' ')}
      </p>
    </div>
  );
}
