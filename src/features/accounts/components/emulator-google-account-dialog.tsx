import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { TextField } from '@/ui/form/text-field';
import { useFieldError } from '@/ui/form/use-field-error';

const accountSchema = z.object({
  email: z.string().trim().pipe(z.email({ error: 'invalidEmail' })),
  name: z.string().trim().min(1, { error: 'required' }),
});

type Account = z.infer<typeof accountSchema>;

/** The Auth emulator's offline stand-in for Google's account chooser (local stack only). */
export default function EmulatorGoogleAccountDialog({ onClose, onSubmit }: { onClose: () => void; onSubmit: (account: Account) => Promise<void> }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();

  return (
    <Dialog title={t('google.emulator.title')} onClose={onClose} closeLabel={t('google.emulator.cancel')}>
      <p className="mb-4 text-sm text-stone-600">{t('google.emulator.hint')}</p>
      <Form schema={accountSchema} onSubmit={onSubmit} className="flex flex-col gap-4">
        {({ register, formState }) => (
          <>
            <TextField label={t('accounts.email')} type="email" registration={register('email')} error={fieldError(formState.errors.email)} />
            <TextField label={t('google.emulator.name')} registration={register('name')} error={fieldError(formState.errors.name)} />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                {t('google.emulator.cancel')}
              </Button>
              <Button type="submit">{t('google.emulator.submit')}</Button>
            </div>
          </>
        )}
      </Form>
    </Dialog>
  );
}
