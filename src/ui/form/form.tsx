import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type FormMethods<Schema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;

interface FormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** The domain schema: it checks every field and turns what was typed into what is submitted. */
  schema: Schema;
  onSubmit: (values: z.output<Schema>, form: FormMethods<Schema>) => unknown;
  options?: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'>;
  /** The fields, given the form's methods (`register`, `formState`, `setValue`…). */
  children: (form: FormMethods<Schema>) => ReactNode;
  className?: string;
  id?: string;
}

/**
 * A form checked by a domain schema (react-hook-form with zodResolver): the same schema the API
 * service parses with, so the form and the server agree on every rule. The browser's own
 * validation is off: the schema's messages, in the spec's words, show under each field.
 */
export function Form<Schema extends z.ZodType<FieldValues, FieldValues>>({ schema, onSubmit, options, children, className, id }: FormProps<Schema>) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver: zodResolver(schema) });
  return (
    <form id={id} noValidate className={className} onSubmit={form.handleSubmit((values) => onSubmit(values, form))}>
      {children(form)}
    </form>
  );
}
