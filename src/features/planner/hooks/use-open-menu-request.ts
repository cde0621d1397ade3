import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const OPEN_MENU = 'openMenu';

/**
 * `?openMenu=true` (the Créer menu's 'Repas au planning') opens the add flow once, then leaves
 * the address (replacing it), so that a reload or Back does not open it again (spec B §2).
 */
export function useOpenMenuRequest(open: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(OPEN_MENU) === 'true';

  // Adjusted while rendering, not in an effect: each request opens the flow exactly once.
  const [handled, setHandled] = useState(false);
  if (requested !== handled) {
    setHandled(requested);
    if (requested) open();
  }

  useEffect(() => {
    if (!requested) return;
    setSearchParams(
      (params) => {
        params.delete(OPEN_MENU);
        return params;
      },
      { replace: true },
    );
  }, [requested, setSearchParams]);
}
