import { rowActionsHi } from './common.hi';
import type { dashboardEn } from './dashboard.en';
import type { Translation } from './translation';

export const dashboardHi: Translation<typeof dashboardEn> = {
  users: 'उपयोगकर्ता',
  products: 'उत्पाद',
  orders: 'ऑर्डर',
  labour: 'श्रमिक',
  approvals_pending: 'स्वीकृति की प्रतीक्षा में',
  latest_products: 'नवीनतम उत्पाद',
  latest_orders: 'नवीनतम ऑर्डर',
  name: 'नाम',
  quantity: 'मात्रा',
  price: 'कीमत',
  date: 'तारीख',
  amount: 'राशि',
  view: 'देखें',
  view_named: '%{name} देखें',
  actions: rowActionsHi.actions,
  empty: 'अभी कुछ नहीं है।',
  error: 'डैशबोर्ड लोड नहीं हो सका: %{message}',
  retry: 'फिर से कोशिश करें',
  orders_per_day: 'प्रतिदिन ऑर्डर (पिछले 30 दिन)',
  revenue: 'आय',
  revenue_per_day: 'प्रतिदिन आय (पिछले 30 दिन)',
  revenue_caption: 'रद्द ऑर्डर शामिल नहीं',
  revenue_caption_share: 'ऑर्डर में आपकी अपनी पंक्तियाँ (आपकी बिक्री), रद्द ऑर्डर शामिल नहीं',
  orders_by_status: 'स्थिति के अनुसार ऑर्डर',
  category_by_sub_category: 'उप-श्रेणी के अनुसार श्रेणी',
  category_by_product: 'उत्पाद के अनुसार श्रेणी',
  sub_category_by_product: 'उत्पाद के अनुसार उप-श्रेणी',
};
