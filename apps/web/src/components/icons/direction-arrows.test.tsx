import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackArrowIcon, ForwardArrowIcon } from './direction-arrows';

const transformsIn = (direction: 'ltr' | 'rtl') => {
  render(
    <ThemeProvider theme={createTheme({ direction })}>
      <ForwardArrowIcon data-testid="forward" />
      <BackArrowIcon data-testid="back" />
    </ThemeProvider>,
  );
  return ['forward', 'back'].map((id) => getComputedStyle(screen.getByTestId(id)).transform);
};

describe('arrows that point along the reading', () => {
  it('turn round in a right-to-left page', () => {
    expect(transformsIn('rtl')).toEqual(['scaleX(-1)', 'scaleX(-1)']);
  });

  it('stay as drawn in a left-to-right page', () => {
    expect(transformsIn('ltr')).toEqual(['none', 'none']);
  });
});
