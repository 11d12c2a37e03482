import type { chartsEn } from './charts.en';
import type { Translation } from './translation';

export const chartsHi: Translation<typeof chartsEn> = {
  empty: 'अभी कुछ नहीं है।',
  loading: 'चार्ट लोड हो रहा है',
  period: 'अवधि',
  category: 'श्रेणी',
  share: 'हिस्सा',
};
