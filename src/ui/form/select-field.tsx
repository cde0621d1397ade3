import type { ComponentPropsWithRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldChrome } from './field';
import { controlClass, useFieldControl } from './field-control';

interface SelectFieldProps extends FieldChrome, Omit<ComponentPropsWithRef<'select'>, 'className' | 'id'> {
  registration?: UseFormRegisterReturn;
}

/** A labelled drop-down list; its `<option>`s are the children. */
export function SelectField({ label, error, hint, hideLabel, className, registration, children, ...select }: SelectFieldProps) {
  const { id, errorId, aria } = useFieldControl(error);
  return (
    <Field controlId={id} errorId={errorId} label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      <select id={id} className={controlClass(error)} {...select} {...aria} {...registration}>
        {children}
      </select>
    </Field>
  );
}
