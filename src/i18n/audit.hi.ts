// Hindi twin of audit.en.ts.
import type { auditEn } from './audit.en';
import type { Translation } from './translation';

export const auditHi: Translation<typeof auditEn> = {
  name: 'ऑडिट प्रविष्टि |||| ऑडिट लॉग',
  list_title: 'ऑडिट लॉग',
  empty: 'अभी तक कोई बदलाव दर्ज नहीं हुआ है।',
  no_match: 'कोई बदलाव फ़िल्टर से मेल नहीं खाता।',
  not_a_day: 'यह तारीख नहीं है: सूची पिछली तारीख पर ही है',
  range_reversed: 'अंतिम तारीख आरंभ की तारीख के बराबर या उसके बाद होनी चाहिए: सूची पिछली तारीख पर ही है',
  select_all: 'सभी',
  system: 'अनाम / सिस्टम',
  feedback_label: '%{product}, %{author} द्वारा',
  detail: {
    record: 'रिकॉर्ड: %{name} (आईडी %{id})',
    user: 'उपयोगकर्ता: %{name} (आईडी %{id})',
  },
  fields: {
    at: 'कब',
    user_id: 'उपयोगकर्ता',
    resource: 'संसाधन',
    record_id: 'रिकॉर्ड',
    action: 'कार्रवाई',
    date_from: 'से',
    date_to: 'तक',
  },
  changes: {
    title: 'बदलाव',
    field: 'फ़ील्ड',
    before: 'पहले',
    after: 'बाद में',
    none: 'कोई फ़ील्ड नहीं बदली।',
  },
  actions: {
    create: 'बनाया गया',
    update: 'अपडेट किया गया',
    delete: 'हटाया गया',
    status: 'स्थिति बदली गई',
    import: 'आयात किया गया',
  },
  resources: {
    user: 'उपयोगकर्ता',
    role: 'भूमिका',
    product: 'उत्पाद',
    labor: 'श्रमिक',
    order: 'ऑर्डर',
    review: 'समीक्षा',
    bookmark: 'बुकमार्क',
    category: 'श्रेणी',
    'sub-category': 'उप श्रेणी',
    country: 'देश',
    state: 'राज्य',
    city: 'शहर',
    unit: 'इकाई',
    tax: 'कर',
    mail: 'मेल',
  },
};
