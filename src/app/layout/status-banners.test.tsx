import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAppUpdate } from '@/lib/app-update';
import { useConnectivity } from '@/lib/connectivity';
import { StatusBanners } from './status-banners';

describe('StatusBanners', () => {
  it('says nothing while online with nothing waiting', () => {
    render(<StatusBanners />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the app is offline, whether changes wait, and that they are being sent once back', () => {
    render(<StatusBanners />);
    act(() => useConnectivity.setState({ online: false, waiting: false }));
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors ligne : vos modifications sont gardées sur cet appareil.');
    act(() => useConnectivity.setState({ waiting: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors ligne : des modifications attendent le retour du réseau.');
    act(() => useConnectivity.setState({ online: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Envoi des modifications faites hors ligne...');
  });

  it('says how many changes made offline wait, in French plural forms', () => {
    render(<StatusBanners />);
    act(() => useConnectivity.setState({ online: false, waiting: true, unanswered: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors ligne : 1 modification en attente.');
    act(() => useConnectivity.setState({ unanswered: 3 }));
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors ligne : 3 modifications en attente.');
    act(() => useConnectivity.setState({ online: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Envoi des modifications faites hors ligne...');
  });

  it('offers the new version, and takes it on request', async () => {
    const update = vi.fn();
    render(<StatusBanners />);
    act(() => useAppUpdate.setState({ updateReady: true, update }));
    expect(screen.getByRole('status')).toHaveTextContent('Une nouvelle version de Nioo est prête.');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(update).toHaveBeenCalledOnce();
  });
});
