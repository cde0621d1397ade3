import type { ComponentPropsWithRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldChrome } from './field';
import { controlClass, useFieldControl } from './field-control';

export interface TextFieldProps extends FieldChrome, Omit<ComponentPropsWithRef<'input'>, 'className' | 'id'> {
  /** react-hook-form's `register(name)`; without it the field is controlled through `value` and `onChange`. */
  registration?: UseFormRegisterReturn;
}

/** A labelled input whose error is tied to it for assistive technology. */
export function TextField({ label, error, hint, hideLabel, className, registration, ...input }: TextFieldProps) {
  const { id, errorId, aria } = useFieldControl(error);
  return (
    <Field controlId={id} errorId={errorId} label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      <input id={id} className={controlClass(error)} {...input} {...aria} {...registration} />
    </Field>
  );
}
