import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CheckboxField } from './checkbox-field';
import { Form } from './form';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextArea } from './text-area';
import { TextField } from './text-field';
import { useFieldError } from './use-field-error';

const schema = z.object({
  title: z.string().trim().min(1, { error: 'titleRequired' }),
  servings: z.number({ error: 'servingsMin' }).int().min(1, { error: 'servingsMin' }),
  instructions: z.string(),
  difficulty: z.enum(['easy', 'hard']),
  isPublic: z.boolean(),
});

const defaultValues = { title: 'Gratin', servings: 4, instructions: 'Cuire 40 min.', difficulty: 'easy', isPublic: false } as const;

function RecipeForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const fieldError = useFieldError();
  return (
    <Form schema={schema} options={{ defaultValues }} onSubmit={(values) => onSubmit(values)}>
      {({ register, formState }) => (
        <>
          <TextField label="Titre" registration={register('title')} error={fieldError(formState.errors.title)} />
          <NumberField label="Portions" registration={register('servings', { valueAsNumber: true })} error={fieldError(formState.errors.servings)} />
          <TextArea label="Instructions" registration={register('instructions')} />
          <SelectField label="Difficulté" registration={register('difficulty')}>
            <option value="easy">Facile</option>
            <option value="hard">Difficile</option>
          </SelectField>
          <CheckboxField label="Publique" registration={register('isPublic')} />
          <button type="submit">Enregistrer</button>
        </>
      )}
    </Form>
  );
}

describe('Form with the field kit', () => {
  it('shows the default values in every field', () => {
    render(<RecipeForm onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Titre')).toHaveValue('Gratin');
    expect(screen.getByLabelText('Portions')).toHaveValue(4);
    expect(screen.getByLabelText('Instructions')).toHaveValue('Cuire 40 min.');
    expect(screen.getByLabelText('Difficulté')).toHaveDisplayValue('Facile');
    expect(screen.getByLabelText('Publique')).not.toBeChecked();
  });

  it('submits what was typed, as the schema outputs it', async () => {
    const onSubmit = vi.fn();
    render(<RecipeForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Titre'));
    await user.type(screen.getByLabelText('Titre'), '  Gratin dauphinois ');
    await user.clear(screen.getByLabelText('Portions'));
    await user.type(screen.getByLabelText('Portions'), '6');
    await user.type(screen.getByLabelText('Instructions'), ' Servir chaud.');
    await user.selectOptions(screen.getByLabelText('Difficulté'), 'Difficile');
    await user.click(screen.getByLabelText('Publique'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      title: 'Gratin dauphinois',
      servings: 6,
      instructions: 'Cuire 40 min. Servir chaud.',
      difficulty: 'hard',
      isPublic: true,
    });
  });

  it("shows each schema message under its field, in the spec's words, and submits nothing", async () => {
    const onSubmit = vi.fn();
    render(<RecipeForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Titre'));
    await user.clear(screen.getByLabelText('Portions'));
    await user.type(screen.getByLabelText('Portions'), '0');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByLabelText('Titre')).toHaveAccessibleDescription('Le titre est obligatoire');
    expect(screen.getByLabelText('Titre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Portions')).toHaveAccessibleDescription('Au moins 1 portion');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
