import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextArea } from './text-area';
import { TextField } from './text-field';

type Render = (props: { error?: string; hideLabel?: boolean }) => ReactElement;

const fields: [string, Render][] = [
  ['TextField', (props) => <TextField label="Nom" {...props} />],
  ['NumberField', (props) => <NumberField label="Nom" {...props} />],
  ['TextArea', (props) => <TextArea label="Nom" {...props} />],
  [
    'SelectField',
    (props) => (
      <SelectField label="Nom" {...props}>
        <option value="a">A</option>
      </SelectField>
    ),
  ],
  ['CheckboxField', (props) => <CheckboxField label="Nom" {...props} />],
];

describe.each(fields)('%s', (_, field) => {
  it('ties its visible label to its control and says nothing is wrong', () => {
    render(field({}));
    const control = screen.getByLabelText('Nom');
    expect(screen.getByText('Nom')).not.toHaveClass('sr-only');
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).not.toHaveAttribute('aria-describedby');
  });

  it('ties its error to the control with aria-describedby and marks it invalid', () => {
    render(field({ error: 'Required' }));
    const control = screen.getByLabelText('Nom');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('Required');
  });

  it('keeps a hidden label for assistive technology', () => {
    render(field({ hideLabel: true }));
    expect(screen.getByLabelText('Nom')).toBeInTheDocument();
    expect(screen.getByText('Nom')).toHaveClass('sr-only');
  });
});

describe('controlled use, without react-hook-form', () => {
  it("keeps its caller's ARIA while there is no error of its own", () => {
    render(<TextField label="Ingrédient" role="combobox" aria-expanded={false} aria-describedby="hint" />);
    expect(screen.getByRole('combobox', { name: 'Ingrédient' })).toHaveAttribute('aria-describedby', 'hint');
  });

  it('shows the value it is given and reports what is typed', async () => {
    function Search() {
      const [query, setQuery] = useState('pâtes');
      return (
        <>
          <TextField label="Rechercher" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          <output>{query}</output>
        </>
      );
    }
    render(<Search />);
    const box = screen.getByLabelText('Rechercher');
    expect(box).toHaveValue('pâtes');
    await userEvent.type(box, ' fraîches');
    expect(screen.getByRole('status')).toHaveTextContent('pâtes fraîches');
  });

  it('selects the option it is given and reports the one chosen', async () => {
    function Difficulty() {
      const [value, setValue] = useState('easy');
      return (
        <>
          <SelectField label="Difficulté" value={value} onChange={(event) => setValue(event.target.value)}>
            <option value="easy">Facile</option>
            <option value="hard">Difficile</option>
          </SelectField>
          <output>{value}</output>
        </>
      );
    }
    render(<Difficulty />);
    expect(screen.getByLabelText('Difficulté')).toHaveDisplayValue('Facile');
    await userEvent.selectOptions(screen.getByLabelText('Difficulté'), 'Difficile');
    expect(screen.getByRole('status')).toHaveTextContent('hard');
  });
});
