import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shareListEmailFormSchema, type ShareListEmailForm } from '@/domain/api/share-list-email';
import type { LocaleKey } from '@/locales/locale-key';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ErrorBox } from '@/ui/error-box';
import { Form } from '@/ui/form/form';
import { TextField } from '@/ui/form/text-field';
import { useFieldError } from '@/ui/form/use-field-error';
import { SendByEmailError } from '../store/actions/email';
import { selectSendByEmail } from '../store/selectors';
import { useGrocery } from '../store';

/** Spec B §9: the dialog closes this long after saying the mail went. */
const SENT_CLOSE_DELAY_MS = 2_000;

/**
 * 'Partager la liste de courses' (spec B §2, §4 "E-mail share"): one recipient, then the store
 * shares the list and has the server mail its link. Idle, sending, success (closes after 2 s),
 * error (the message, and the address kept for another try).
 */
export function ShareByEmailDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const sendByEmail = useGrocery(selectSendByEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<LocaleKey | null>(null);

  useEffect(() => {
    if (sentTo === null) return;
    const timer = setTimeout(onClose, SENT_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sentTo, onClose]);

  const send = async ({ to }: ShareListEmailForm) => {
    setError(null);
    try {
      await sendByEmail(to);
      setSentTo(to);
    } catch (cause) {
      setError(cause instanceof SendByEmailError ? cause.key : 'grocery.email.errors.failed');
    }
  };

  return (
    <Dialog title={t('grocery.email.title')} onClose={onClose} closeLabel={t('grocery.email.close')}>
      {sentTo !== null ? (
        <div role="status" className="flex flex-col gap-1">
          <p className="font-semibold text-brand-700">{t('grocery.email.successTitle')}</p>
          <p className="text-stone-700">{t('grocery.email.successBody', { email: sentTo })}</p>
        </div>
      ) : (
        <Form schema={shareListEmailFormSchema} onSubmit={send} options={{ mode: 'onTouched', defaultValues: { to: '' } }} className="flex flex-col gap-4">
          {({ register, formState }) => (
            <>
              {error && <ErrorBox>{t(error)}</ErrorBox>}
              <TextField label={t('grocery.email.recipient')} type="email" autoComplete="email" registration={register('to')} error={fieldError(formState.errors.to)} />
              <div className="flex justify-end gap-2">
                <Button variant="secondary" className="min-h-11" onClick={onClose}>
                  {t('grocery.email.cancel')}
                </Button>
                <Button type="submit" className="min-h-11" disabled={!formState.isValid} busy={formState.isSubmitting} busyLabel={t('grocery.email.sending')}>
                  {t('grocery.email.send')}
                </Button>
              </div>
            </>
          )}
        </Form>
      )}
    </Dialog>
  );
}
