import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackArrowIcon, ForwardArrowIcon } from './direction-arrows';
import { LoginArrowIcon, LogoutArrowIcon } from './door-arrows';
import { SendArrowIcon } from './send-arrow-icon';
import { UndoArrowIcon } from './undo-arrow-icon';

const icons = {
  forward: ForwardArrowIcon,
  back: BackArrowIcon,
  send: SendArrowIcon,
  login: LoginArrowIcon,
  logout: LogoutArrowIcon,
  undo: UndoArrowIcon,
};

const transformsIn = (direction: 'ltr' | 'rtl') => {
  render(
    <ThemeProvider theme={createTheme({ direction })}>
      {Object.entries(icons).map(([id, Icon]) => (
        <Icon key={id} data-testid={id} />
      ))}
    </ThemeProvider>,
  );
  return Object.keys(icons).map((id) => getComputedStyle(screen.getByTestId(id)).transform);
};

describe('icons that point along the reading', () => {
  it('turn round in a right-to-left page', () => {
    expect(transformsIn('rtl')).toEqual(Object.keys(icons).map(() => 'scaleX(-1)'));
  });

  it('stay as drawn in a left-to-right page', () => {
    expect(transformsIn('ltr')).toEqual(Object.keys(icons).map(() => 'none'));
  });
});
