import { render, screen } from '@testing-library/react';
import type { LoginInput } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { withI18n } from '../../../test-i18n';
import { LoginForm } from './login-form';

/** The form as its hook hands it over, with nothing typed yet. */
function EmptyLoginForm() {
  const form = useForm<LoginInput, unknown, Required<LoginInput>>({
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  return <LoginForm form={form} onSubmit={vi.fn()} serverError={null} />;
}

describe('the login form in English', () => {
  it('labels its fields and button as before it was translatable', () => {
    render(
      withI18n(
        <MemoryRouter>
          <EmptyLoginForm />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('keeps each sentence whole around its links', () => {
    render(
      withI18n(
        <MemoryRouter>
          <EmptyLoginForm />
        </MemoryRouter>,
      ),
    );
    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    expect(terms.parentElement?.textContent).toBe(
      'By logging in you agree to our Terms of Service and Privacy Policy.',
    );
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(signUp.getAttribute('href')).toBe('/register');
    expect(signUp.parentElement?.textContent).toBe("Don't have an account? Sign up");
  });
});
