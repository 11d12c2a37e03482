import { useTheme } from '@mui/material';
import { useMemo } from 'react';
import type { ChartTone } from './types';

// Primary first; then colours that stand apart from the theme's greens.
const TURNS: ChartTone[] = ['primary', 'warning', 'info', 'error', 'secondary', 'grey'];

/** Colours of the current MUI theme for a chart's series or slices, so light and dark both read. */
export const useChartColors = () => {
  const { palette } = useTheme();
  return useMemo(() => {
    const of = (tone: ChartTone) => (tone === 'grey' ? palette.grey[500] : palette[tone].main);
    return {
      /** The colour of a tone, or else of the `index`th series. */
      pick: (tone: ChartTone | undefined, index: number) => of(tone ?? TURNS[index % TURNS.length]),
    };
  }, [palette]);
};
