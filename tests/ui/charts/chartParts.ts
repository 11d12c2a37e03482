import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** A chart's card content by its title: the figure the title names. */
export const chartFigure = (title: string) => screen.findByRole('figure', { name: title });

/** The figures of a chart as screen readers get them: its table's heading row, then a row per period or category. */
export const chartTable = (figure: HTMLElement) =>
  within(figure)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The series or slices the chart's legend names (none when it shows no legend). */
export const legendNames = (figure: HTMLElement) =>
  within(figure)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

/** Waits until every chart's chunk has loaded and no skeleton stands in for one. */
export const chartsLoaded = () => waitFor(() => expect(screen.queryAllByRole('progressbar', { name: 'Loading chart' })).toEqual([]));

/** The labels drawn on the chart's axes, in the order drawn. */
export const axisLabels = (figure: HTMLElement) => [...figure.querySelectorAll('svg text')].map((label) => label.textContent);
