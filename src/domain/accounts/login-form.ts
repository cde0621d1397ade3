import { z } from 'zod';

/** Spec A §5: e-mail and password are required; the codes are validation message keys. */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, { error: 'required' }).pipe(z.email({ error: 'invalidEmail' })),
  password: z.string().min(1, { error: 'required' }),
});

export type LoginForm = z.infer<typeof loginFormSchema>;

export const passwordResetFormSchema = loginFormSchema.pick({ email: true });

export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;
