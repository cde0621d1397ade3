import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PutAway } from '@/domain/cupboard/put-away';
import { Button } from '@/ui/button';
import { usePutAway } from '../store/put-away';

/**
 * 'Ranger les articles cochés' (DESIGN.md §3, "The cupboard"): one tap puts every ticked catalogue
 * food into the household's cupboard and clears its tick, then says how many went
 * ('3 articles rangés au placard'). Shown while some such line is ticked; the message stays in a
 * live region that is always there, so that it is read out once the button has gone.
 */
export function PutAwayButton({ toPutAway }: { toPutAway: PutAway }) {
  const { t } = useTranslation();
  const putAwayTicked = usePutAway((state) => state.putAwayTicked);
  const [putAway, setPutAway] = useState(0);
  const [busy, setBusy] = useState(false);

  const put = async () => {
    setPutAway(0);
    setBusy(true);
    const count = await putAwayTicked(toPutAway);
    setBusy(false);
    setPutAway(count);
  };

  return (
    <>
      {toPutAway.lines.length > 0 && (
        <Button variant="secondary" className="min-h-11" busy={busy} onClick={() => void put()}>
          {t('grocery.putAway.action')}
        </Button>
      )}
      <p role="status" className="basis-full text-sm font-medium text-green-800 empty:sr-only">
        {putAway > 0 ? t('grocery.putAway.done', { count: putAway }) : ''}
      </p>
    </>
  );
}
