import { TextField, type TextFieldProps } from './text-field';

/**
 * A labelled number input. Register it with `{ valueAsNumber: true }` when the schema wants a
 * number rather than the typed text.
 */
export function NumberField({ inputMode = 'decimal', ...props }: Omit<TextFieldProps, 'type'>) {
  return <TextField type="number" inputMode={inputMode} {...props} />;
}
