import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedHousehold } from '@/testing/household';
import { useHousehold } from '../store';
import { HouseholdSettingsPage } from './household-settings-page';

// /organization over a seeded household store: loading until the household is known, then the
// panels stacked, the tags slot under the members, the calendar after them and the subscription
// slot last, and who may change the settings. The calendar address is calendar-panel.test.tsx's.

const tagsPanel = (
  <section aria-label="Tags du foyer">
    <h2>Tags</h2>
  </section>
);

const subscriptionPanel = (
  <section aria-label="Abonnements">
    <h2>Abonnements</h2>
  </section>
);

const panelNames = () => screen.getAllByRole('region').map((region) => region.getAttribute('aria-label') ?? region.querySelector('h2')?.textContent);

beforeEach(() => {
  useHousehold.setState({ loadCalendarAddress: vi.fn(async () => ({ ok: true as const })) });
});

describe('household settings page', () => {
  it('says it is loading until the household is known', () => {
    render(<HouseholdSettingsPage tagsPanel={tagsPanel} subscriptionPanel={subscriptionPanel} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des informations du foyer...');
    expect(screen.queryByRole('region', { name: 'Paramètres du foyer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tags du foyer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Abonnements' })).not.toBeInTheDocument();
  });

  it('stacks the settings, the members then the tags slot, the calendar, and the subscriptions slot', () => {
    seedHousehold();
    render(<HouseholdSettingsPage tagsPanel={tagsPanel} subscriptionPanel={subscriptionPanel} />);
    expect(document.title).toBe('Paramètres · Nioo');
    expect(screen.queryByText('Chargement des informations du foyer...')).not.toBeInTheDocument();
    expect(panelNames()).toEqual(['Paramètres du foyer', 'Membres', 'Tags du foyer', 'Calendrier', 'Abonnements']);
  });

  it('lets an owner change the settings', () => {
    seedHousehold({ role: 'owner' });
    render(<HouseholdSettingsPage />);
    expect(screen.getByLabelText('Nom du foyer')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });

  it('shows a member the settings disabled, and renders without its slots', () => {
    seedHousehold({ role: 'member' });
    render(<HouseholdSettingsPage />);
    expect(screen.getByLabelText('Nom du foyer')).toBeDisabled();
    expect(screen.getByText('Seuls les propriétaires peuvent changer le nom du foyer')).toBeInTheDocument();
    expect(panelNames()).toEqual(['Paramètres du foyer', 'Membres', 'Calendrier']);
  });
});
