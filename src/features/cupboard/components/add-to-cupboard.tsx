import { useId, useMemo, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { pickedFood } from '@/domain/cupboard/picked-food';
import { stockAmount } from '@/domain/cupboard/stock-display';
import { readStockLines } from '@/domain/cupboard/stock-lines';
import { formatShoppingAmount, type ShopperWords } from '@/domain/grocery/shopper-display';
import type { StandardIngredient } from '@/domain/recipes/standard-ingredient';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form/text-field';
import { selectCupboardActions, selectPantryStock } from '../store/selectors';
import { useCupboard } from '../store';
import { FoodSuggestions } from './food-suggestions';

interface Outcome {
  /** What the status line says was added. */
  said: string;
  unknown: string[];
}

interface AddToCupboardProps {
  catalogue: readonly StandardIngredient[];
  /** The list's ingredient search over the same catalogue (accents, aliases and plurals ignored). */
  search: (query: string) => StandardIngredient[];
  words: ShopperWords;
}

/**
 * 'Ajouter au placard', one field for both ways a cook names a food. As they type, the catalogue
 * foods of that name show below (a combobox): picking one (click, tap, or arrows then Enter)
 * stocks it as pickedFood says. Enter with no suggestion highlighted reads the line instead
 * ('500 g de farine', '6 œufs'), or a pasted list, one per line, with the recipes' ingredient-line
 * parser: every food found stocked in one write, one without an amount kept as 'toujours en
 * stock', a line naming no catalogue food never stocked and named. A typed line it could not
 * read stays in the field to be corrected.
 */
export function AddToCupboard({ catalogue, search, words }: AddToCupboardProps) {
  const { t } = useTranslation();
  const { stock, setStaple } = useCupboard(useShallow(selectCupboardActions));
  const held = useCupboard(selectPantryStock);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const nameOf = (foodId: string) => catalogue.find((food) => food.id === foodId)?.name ?? foodId;
  const optionId = (food: StandardIngredient) => `${listId}-${food.id}`;

  const query = text.trim();
  const suggestions = useMemo(() => (query ? search(query) : []), [query, search]);
  // A line with an amount ('500 g de farine') names no food as a whole, but Enter reads it: no
  // "nothing found" under it. Anything else that neither matches nor reads says so.
  const readsAsLine = useMemo(() => suggestions.length === 0 && query !== '' && readStockLines(query, catalogue).foodIds.length > 0, [suggestions, query, catalogue]);
  const expanded = open && query !== '' && !busy && (suggestions.length > 0 || !readsAsLine);
  const highlighted = expanded ? suggestions[active] : undefined;

  /** Stocks the lines; what it could not read once the store took every write, else null (a refusal it reports itself). */
  const add = async (lines: string) => {
    const read = readStockLines(lines, catalogue);
    if (read.foodIds.length === 0 && read.unknown.length === 0) return null;
    setBusy(true);
    const stocked = await stock(read.changes);
    const kept = await Promise.all(read.staples.map((foodId) => setStaple(foodId, true)));
    setBusy(false);
    const done = stocked.ok && kept.every((outcome) => outcome.ok);
    const said = read.foodIds.length > 0 ? t('cupboard.add.added', { names: read.foodIds.map(nameOf).join(', ') }) : '';
    setOutcome(done ? { said, unknown: read.unknown } : null);
    return done ? read.unknown : null;
  };

  const pick = async (food: StandardIngredient) => {
    setOpen(false);
    setActive(-1);
    const picked = pickedFood(food, held.get(food.id));
    setBusy(true);
    const done = picked.kind === 'staple' ? await setStaple(food.id, true) : await stock([picked.change]);
    setBusy(false);
    if (!done.ok) return;
    setText('');
    const said =
      picked.kind === 'staple'
        ? t('cupboard.add.pickedStaple', { name: food.name })
        : t('cupboard.add.pickedAmount', { name: food.name, amount: formatShoppingAmount(stockAmount(picked.change.amounts, food), words) });
    setOutcome({ said, unknown: [] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (highlighted) return void pick(highlighted);
    const unknown = await add(text);
    if (unknown) setText(unknown.join(' '));
  };

  // Arrows move through the suggestions (down from the field to the first, up past the first
  // back to the typed text), Escape closes them; Enter is the form's (submit above).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      if (!open) setOpen(true);
      else setActive((index) => Math.min(index + 1, suggestions.length - 1));
    } else if (event.key === 'ArrowUp' && expanded) setActive((index) => Math.max(index - 1, -1));
    else if (event.key === 'Escape' && expanded) {
      setOpen(false);
      setActive(-1);
    } else return;
    event.preventDefault();
  };

  // A list pasted into the one-line field would lose its line breaks: it is added as it is.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/\r?\n/.test(pasted.trim())) return;
    event.preventDefault();
    setOpen(false);
    void add(pasted);
  };

  const quoted = (lines: readonly string[]) => lines.map((line) => `« ${line} »`).join(', ');

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="relative">
        <TextField
          label={t('cupboard.add.label')}
          hint={t('cupboard.add.hint')}
          autoComplete="off"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={highlighted ? optionId(highlighted) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            setOutcome(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onPaste={paste}
          error={outcome && outcome.unknown.length > 0 ? t('cupboard.add.unknown', { lines: quoted(outcome.unknown) }) : undefined}
        />
        {expanded && <FoodSuggestions id={listId} foods={suggestions} active={active} optionId={optionId} held={held} words={words} onPick={(food) => void pick(food)} />}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy || query === ''} className="min-h-11">
          {t('cupboard.add.submit')}
        </Button>
        <p role="status" className="text-sm text-stone-600">
          {outcome?.said ?? ''}
        </p>
      </div>
    </form>
  );
}
