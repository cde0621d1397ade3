import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initialSessionState, useSession } from '@/features/auth/store';
import i18n from '@/lib/i18n';

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});

afterEach(() => {
  cleanup();
  // zustand's testing guide: every store starts afresh in every test.
  useSession.setState(initialSessionState);
});
