import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withI18n } from '../../test-i18n';
import { TripChip } from './trip-chip';

describe("a staff row's trip", () => {
  it('names the trip and how many of its travellers the list holds, and lists them when pressed', async () => {
    const showTrip = vi.fn();
    render(
      withI18n(
        <TripChip
          application={{ tripReference: 'T-1A2B3C4D', tripTravellerCount: 3 }}
          onShowTrip={showTrip}
        />,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Trip T-1A2B3C4D · 3 travellers' }));
    expect(showTrip).toHaveBeenCalledWith('T-1A2B3C4D');
  });

  it('counts one traveller in the singular, and shows nothing for an application on its own', () => {
    const { rerender } = render(
      withI18n(
        <TripChip
          application={{ tripReference: 'T-1A2B3C4D', tripTravellerCount: 1 }}
          onShowTrip={vi.fn()}
        />,
      ),
    );
    expect(screen.getByRole('button').textContent).toBe('Trip T-1A2B3C4D · 1 traveller');
    rerender(
      withI18n(
        <TripChip application={{ tripReference: null, tripTravellerCount: null }} onShowTrip={vi.fn()} />,
      ),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
