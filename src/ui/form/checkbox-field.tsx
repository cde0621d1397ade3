import type { ComponentPropsWithRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldChrome } from './field';
import { useFieldControl } from './field-control';

interface CheckboxFieldProps extends FieldChrome, Omit<ComponentPropsWithRef<'input'>, 'className' | 'id' | 'type'> {
  registration?: UseFormRegisterReturn;
}

/** A check box with its label beside it and its error under both. */
export function CheckboxField({ label, error, hint, hideLabel, className, registration, ...input }: CheckboxFieldProps) {
  const { id, errorId, aria } = useFieldControl(error);
  return (
    <Field controlId={id} errorId={errorId} label={label} error={error} hint={hint} hideLabel={hideLabel} className={className} inline>
      <input
        id={id}
        type="checkbox"
        className={`h-5 w-5 rounded accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${error ? 'outline-2 outline-red-400' : ''}`}
        {...input}
        {...aria}
        {...registration}
      />
    </Field>
  );
}
