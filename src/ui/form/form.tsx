import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm, type FormMethods, type SchemaFormOptions } from './use-schema-form';

interface FormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** The domain schema: it checks every field and turns what was typed into what is submitted. */
  schema: Schema;
  onSubmit: (values: z.output<Schema>, form: FormMethods<Schema>) => unknown;
  options?: SchemaFormOptions<Schema>;
  /** The fields, given the form's methods (`register`, `formState`, `setValue`…). */
  children: (form: FormMethods<Schema>) => ReactNode;
  className?: string;
  id?: string;
}

/**
 * A <form> on useSchemaForm. The browser's own validation is off: the schema's messages, in the
 * spec's words, show under each field.
 */
export function Form<Schema extends z.ZodType<FieldValues, FieldValues>>({ schema, onSubmit, options, children, className, id }: FormProps<Schema>) {
  const form = useSchemaForm(schema, options);
  return (
    <form id={id} noValidate className={className} onSubmit={form.handleSubmit((values) => onSubmit(values, form))}>
      {children(form)}
    </form>
  );
}
