import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DONATION_DEFAULT_EUROS, DONATION_MIN_EUROS, DONATION_QUICK_AMOUNTS_EUROS, donationFormSchema } from '@/domain/billing/donation';
import type { Plan } from '@/domain/billing/plan';
import type { Outcome } from '@/domain/shared/outcome';
import type { LocaleKey } from '@/locales/locale-key';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ErrorBox } from '@/ui/error-box';
import { Form } from '@/ui/form/form';
import { NumberField } from '@/ui/form/number-field';
import { useFieldError } from '@/ui/form/use-field-error';

interface DonationDialogProps {
  plan: Plan;
  /** The store's donate: on success the browser leaves for the provider. */
  donate: (plan: Plan, euros: number) => Promise<Outcome<LocaleKey>>;
  onClose: () => void;
}

/**
 * The donation amount dialog (spec A §2, §5): 30 € to start with, the quick amounts 10, 20, 50
 * and 100, whole euros from 10 ('Le montant minimum est de 10€'). It stays open on failure with
 * the reason, so the donor can try again.
 */
export function DonationDialog({ plan, donate, onClose }: DonationDialogProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<LocaleKey | null>(null);

  return (
    <Dialog title={t('billing.donation.title')} closeLabel={t('billing.donation.cancel')} onClose={onClose}>
      <Form
        schema={donationFormSchema}
        options={{ defaultValues: { amount: DONATION_DEFAULT_EUROS } }}
        className="flex flex-col gap-4"
        onSubmit={async ({ amount }) => {
          setSending(true);
          setFailure(null);
          const outcome = await donate(plan, amount);
          // On success the page is leaving: the spinner stays until it has gone.
          if (!outcome.ok) {
            setSending(false);
            setFailure(outcome.error);
          }
        }}
      >
        {({ register, setValue, watch, formState }) => {
          const amount = watch('amount');
          return (
            <>
              <div role="group" aria-label={t('billing.donation.quickAmounts')} className="grid grid-cols-4 gap-2">
                {DONATION_QUICK_AMOUNTS_EUROS.map((quick) => (
                  <button
                    key={quick}
                    type="button"
                    aria-pressed={amount === quick}
                    onClick={() => setValue('amount', quick, { shouldValidate: true })}
                    className={`min-h-11 rounded-lg border px-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${amount === quick ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-300 bg-white text-stone-800 hover:border-brand-500'}`}
                  >
                    {t('billing.donation.quickAmount', { amount: quick })}
                  </button>
                ))}
              </div>
              <NumberField
                label={t('billing.donation.amount')}
                inputMode="numeric"
                min={DONATION_MIN_EUROS}
                step={1}
                error={fieldError(formState.errors.amount)}
                registration={register('amount', { valueAsNumber: true })}
              />
              {failure && <ErrorBox>{t(failure)}</ErrorBox>}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" className="min-h-11" onClick={onClose}>
                  {t('billing.donation.cancel')}
                </Button>
                <Button type="submit" className="min-h-11" busy={sending}>
                  {t('billing.donation.submit')}
                </Button>
              </div>
            </>
          );
        }}
      </Form>
    </Dialog>
  );
}
