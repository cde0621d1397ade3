import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { useSession } from '@/features/auth/store';
import i18n from '@/lib/i18n';

// zustand's testing guide: every store starts afresh in every test, actions included.
const pristineSession = useSession.getState();

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});

afterEach(() => {
  cleanup();
  useSession.setState(pristineSession, true);
});
