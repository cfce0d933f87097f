import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

const directionOf = (label: string) => screen.getByLabelText(label).getAttribute('dir');

describe('a text field in a right-to-left page', () => {
  it('reads an email, phone number, address or date left to right', () => {
    render(
      <>
        <TextField label="Email" type="email" />
        <TextField label="Phone" type="tel" />
        <TextField label="Website" type="url" />
        <TextField label="Date of birth" type="date" />
      </>,
    );
    expect(['Email', 'Phone', 'Website', 'Date of birth'].map(directionOf)).toEqual([
      'ltr',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });

  it('reads a code left to right when told so', () => {
    render(<TextField label="Passport number" isLeftToRight />);
    expect(directionOf('Passport number')).toBe('ltr');
  });

  it('leaves words in the page direction', () => {
    render(
      <>
        <TextField label="First name" />
        <TextField label="Message" multiline rows={3} />
      </>,
    );
    expect(['First name', 'Message'].map(directionOf)).toEqual([null, null]);
  });
});
