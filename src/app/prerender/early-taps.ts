/**
 * A prerendered page shows its buttons seconds before React holds it on a phone: main.tsx lets
 * the page's first pictures and paint come before the app's modules. A button tapped meanwhile
 * had no handler yet, and the tap was lost ('Créer', a view of the catalogue, a filter). The last
 * button tapped is held, and tapped again once React holds the page: React hydrates what it
 * lands on first, then runs its handler. A link needs no help, the browser follows it.
 */
let held: HTMLButtonElement | null = null;
let listening = false;
let tapped: () => void = () => undefined;

/** Settles at the first tap held: the app then loads at once rather than after the pictures. */
export const firstEarlyTap = new Promise<void>((resolve) => {
  tapped = resolve;
});

function hold(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  // A submit button would send its form the old way, leaving the page.
  event.preventDefault();
  held = button;
  tapped();
}

/** Holds the taps on the page's buttons until releaseEarlyTaps. */
export function holdEarlyTaps(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', hold, true);
}

/**
 * Right after React has taken the page (hydrateRoot, which listens from then on): the held tap
 * reaches the button again. A page rendered afresh (another language than the visitor's) is
 * about to replace the button, which no handler holds: the tap is lost there, as it was.
 */
export function releaseEarlyTaps(): void {
  if (!listening) return;
  listening = false;
  document.removeEventListener('click', hold, true);
  const button = held;
  held = null;
  if (button?.isConnected) button.click();
}
