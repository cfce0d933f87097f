import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withI18n } from '../../../test-i18n';
import RegisterPage from './register-page';

const stats = vi.hoisted(() => ({ current: undefined as { travellers: number } | undefined }));

// The page's own words only: the form and its data are tested where they are made.
vi.mock('../components/register-form', () => ({ RegisterForm: () => null }));
vi.mock('../components/use-register-form', () => ({ useRegisterForm: () => ({}) }));
vi.mock('../../../lib/api/use-platform-stats', () => ({ usePlatformStats: () => ({ data: stats.current }) }));

const subtitle = () => screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent;

describe('the registration page in English', () => {
  it('counts the travellers to join once there is more than one', () => {
    stats.current = { travellers: 1204 };
    render(withI18n(<RegisterPage />));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeTruthy();
    expect(subtitle()).toBe('Join 1,204 travelers worldwide');
  });

  it('says the plain sentence before there is a count, or with one traveller', () => {
    stats.current = undefined;
    const { unmount } = render(withI18n(<RegisterPage />));
    expect(subtitle()).toBe('Join travelers worldwide');
    unmount();
    stats.current = { travellers: 1 };
    render(withI18n(<RegisterPage />));
    expect(subtitle()).toBe('Join travelers worldwide');
  });
});
