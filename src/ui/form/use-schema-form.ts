import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type FormMethods<Schema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;

export type SchemaFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>> = Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'>;

/**
 * A form checked by a domain schema (react-hook-form with zodResolver): the same schema the API
 * service and the documents parse with, so the form and the server agree on every rule. Its
 * errors carry the schema's codes, which useFieldError or the feature turns into the spec's words.
 * For a form that cannot be a <form> of its own (one nested in another), call handleSubmit's
 * result from its button.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema, options?: SchemaFormOptions<Schema>): FormMethods<Schema> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver: zodResolver(schema) });
}
