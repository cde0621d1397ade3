import type { ComponentPropsWithRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldChrome } from './field';
import { controlClass, useFieldControl } from './field-control';

interface TextAreaProps extends FieldChrome, Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'id'> {
  registration?: UseFormRegisterReturn;
}

/** A labelled multi-line text box, with the look and error wiring of TextField. */
export function TextArea({ label, error, hint, hideLabel, className, registration, rows = 4, ...textarea }: TextAreaProps) {
  const { id, errorId, aria } = useFieldControl(error);
  return (
    <Field controlId={id} errorId={errorId} label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      <textarea id={id} rows={rows} className={controlClass(error)} {...textarea} {...aria} {...registration} />
    </Field>
  );
}
