import { useState, type ClipboardEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { readStockLines } from '@/domain/cupboard/stock-lines';
import type { StandardIngredient } from '@/domain/recipes/standard-ingredient';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form/text-field';
import { selectCupboardActions } from '../selectors';
import { useCupboard } from '../store';

interface Outcome {
  added: string[];
  unknown: string[];
}

/**
 * 'Ajouter au placard': a food as a cook writes it ('500 g de farine', '6 œufs'), or a pasted
 * list of them, one per line, read with the recipes' ingredient-line parser against the
 * catalogue. Every food found is stocked in one write (a food without an amount kept as
 * 'toujours en stock'); a line naming no catalogue food is never stocked, and the field says
 * which. A typed line it could not read stays in the field to be corrected.
 */
export function AddToCupboard({ catalogue }: { catalogue: readonly StandardIngredient[] }) {
  const { t } = useTranslation();
  const { stock, setStaple } = useCupboard(useShallow(selectCupboardActions));
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const nameOf = (foodId: string) => catalogue.find((food) => food.id === foodId)?.name ?? foodId;

  /** Stocks the lines; what it could not read once the store took every write, else null (a refusal it reports itself). */
  const add = async (lines: string) => {
    const read = readStockLines(lines, catalogue);
    if (read.foodIds.length === 0 && read.unknown.length === 0) return null;
    setBusy(true);
    const stocked = await stock(read.changes);
    const kept = await Promise.all(read.staples.map((foodId) => setStaple(foodId, true)));
    setBusy(false);
    const done = stocked && !kept.includes(false);
    setOutcome(done ? { added: read.foodIds.map(nameOf), unknown: read.unknown } : null);
    return done ? read.unknown : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unknown = await add(text);
    if (unknown) setText(unknown.join(' '));
  };

  // A list pasted into the one-line field would lose its line breaks: it is added as it is.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/\r?\n/.test(pasted.trim())) return;
    event.preventDefault();
    void add(pasted);
  };

  const quoted = (lines: readonly string[]) => lines.map((line) => `« ${line} »`).join(', ');

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <TextField
        label={t('cupboard.add.label')}
        hint={t('cupboard.add.hint')}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOutcome(null);
        }}
        onPaste={paste}
        error={outcome && outcome.unknown.length > 0 ? t('cupboard.add.unknown', { lines: quoted(outcome.unknown) }) : undefined}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy || text.trim() === ''} className="min-h-11">
          {t('cupboard.add.submit')}
        </Button>
        <p role="status" className="text-sm text-stone-600">
          {outcome && outcome.added.length > 0 ? t('cupboard.add.added', { names: outcome.added.join(', ') }) : ''}
        </p>
      </div>
    </form>
  );
}
