import { useEffect, useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { StandardIngredient } from '@/domain/recipes/standard-ingredient';
import { TextField } from '@/ui/form/text-field';
import { selectIngredientSearch, useIngredientCatalogue } from '../store/ingredient-catalogue';

interface IngredientNameInputProps {
  value: string;
  label: string;
  onChange: (name: string) => void;
  onPick: (ingredient: StandardIngredient) => void;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
  /** The recipe form's rows say what the field is; a form of its own (a grocery item) shows the label. */
  hideLabel?: boolean;
  /** Already translated, shown under the field and tied to it. */
  error?: string | undefined;
  /** The id of a note about the field (an unrecognised pasted food), read with it. */
  describedBy?: string | undefined;
  /**
   * The suggestions in the flow, pushing what follows down, instead of over it: in a small
   * dialog on a phone, a list drawn over the fields below would hide them and its buttons.
   */
  inlineSuggestions?: boolean;
}

/** A combobox over the ingredient catalogue; any other name is kept as a custom ingredient. */
export function IngredientNameInput({ value, label, onChange, onPick, inputRef, invalid, hideLabel = true, error, describedBy, inlineSuggestions = false }: IngredientNameInputProps) {
  const { t, i18n } = useTranslation();
  const { search, pending, load } = useIngredientCatalogue(useShallow(selectIngredientSearch));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const suggestions = open ? search(value) : [];

  useEffect(() => {
    void load();
  }, [load]);

  const pick = (ingredient: StandardIngredient) => {
    onPick(ingredient);
    setOpen(false);
  };
  const displayName = (ingredient: StandardIngredient) => (i18n.language === 'en' && ingredient.nameEn) || ingredient.name;

  return (
    <div className="relative flex-1">
      <TextField
        ref={inputRef}
        label={label}
        hideLabel={hideLabel}
        error={error}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          // Enter picks a suggestion or does nothing: it must not save the recipe from a half-filled line.
          if (event.key === 'Enter') event.preventDefault();
          if (!open || suggestions.length === 0) return;
          if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, suggestions.length - 1));
          else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
          else if (event.key === 'Enter' && suggestions[active]) pick(suggestions[active]);
          else if (event.key === 'Escape') setOpen(false);
          else return;
          event.preventDefault();
        }}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-busy={pending || undefined}
          className={`mt-1 w-full overflow-y-auto rounded-lg border border-stone-200 bg-white ${inlineSuggestions ? 'max-h-44' : 'absolute z-20 max-h-60 shadow-lg'}`}
        >
          {suggestions.length === 0 ? (
            // An option that cannot be picked: a listbox holds options only. Until the catalogue
            // has answered, an empty search says nothing about what it holds.
            <li role="option" aria-selected={false} aria-disabled className="px-3 py-2 text-sm text-stone-500">
              {pending ? t('recipeForm.ingredientsLoading') : t('recipeForm.noIngredientFound')}
            </li>
          ) : (
            suggestions.map((ingredient, index) => (
              <li
                key={ingredient.id}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(ingredient);
                }}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-stone-800'}`}
              >
                {displayName(ingredient)}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
