// The chart cards of src/charts: their empty and loading states and the headings of the table
// that gives a chart's figures to screen readers.
export const chartsEn = {
  empty: 'Nothing yet.',
  loading: 'Loading chart',
  period: 'Period',
  category: 'Category',
  share: 'Share',
};
