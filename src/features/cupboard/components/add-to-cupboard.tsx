import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readStockLines } from '@/domain/cupboard/stock-lines';
import type { StandardIngredient } from '@/domain/recipes/standard-ingredient';
import { Button } from '@/ui/button';
import { TextArea } from '@/ui/form/text-area';
import { useCupboard } from '../store';
import { selectCupboardActions } from '../selectors';
import { useShallow } from 'zustand/react/shallow';

interface Outcome {
  added: string[];
  unknown: string[];
}

/**
 * 'Ajouter au placard': one food per line, typed or pasted ('500 g de farine', '6 œufs'), read
 * with the recipes' ingredient-line parser against the catalogue. Every food found is stocked in
 * one write (a food without an amount kept as 'toujours en stock'); a line naming no catalogue
 * food is never stocked and stays in the box, with a message saying so.
 */
export function AddToCupboard({ catalogue }: { catalogue: readonly StandardIngredient[] }) {
  const { t } = useTranslation();
  const { stock, setStaple } = useCupboard(useShallow(selectCupboardActions));
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const nameOf = (foodId: string) => catalogue.find((food) => food.id === foodId)?.name ?? foodId;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readStockLines(text, catalogue);
    if (read.foodIds.length === 0 && read.unknown.length === 0) return;
    setBusy(true);
    const stocked = await stock(read.changes);
    const kept = await Promise.all(read.staples.map((foodId) => setStaple(foodId, true)));
    setBusy(false);
    // What was refused is taken back by the store, which says so: it stays in the box to try again.
    const refused = !stocked || kept.includes(false);
    setText(refused ? text : read.unknown.join('\n'));
    setOutcome(refused ? null : { added: read.foodIds.map(nameOf), unknown: read.unknown });
  };

  const quoted = (lines: readonly string[]) => lines.map((line) => `« ${line} »`).join(', ');

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <TextArea
        label={t('cupboard.add.label')}
        hint={t('cupboard.add.hint')}
        rows={2}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOutcome(null);
        }}
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
