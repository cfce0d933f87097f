import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoAccountView } from '@visabridge/contract';
import { describe, expect, it, vi } from 'vitest';
import { demoAccountsKey } from '../../../lib/api/use-demo-accounts';
import { withI18n } from '../../../test-i18n';
import { DemoAccountsCard } from './demo-accounts-card';

const agent: DemoAccountView = {
  email: 'agent@example.com',
  password: 'demo-pass',
  role: 'agent',
  fullName: 'Ana Agent',
};

describe('the demo accounts card in English', () => {
  it('names each account and its password, and fills the form from its button', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(demoAccountsKey, [agent]);
    const use = vi.fn();
    render(
      withI18n(
        <QueryClientProvider client={queryClient}>
          <DemoAccountsCard onUse={use} />
        </QueryClientProvider>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Demo accounts' })).toBeTruthy();
    expect(screen.getByText('demo-pass').parentElement?.textContent).toBe('Password: demo-pass');
    const button = screen.getByRole('button', { name: 'Use Visa Agent demo account' });
    expect(button.textContent).toBe('Use');
    await userEvent.click(button);
    expect(use).toHaveBeenCalledWith(agent);
  });
});
