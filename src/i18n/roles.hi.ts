// Hindi twin of roles.en.ts.
import { rowActionsHi } from './common.hi';
import type { rolesEn } from './roles.en';
import type { Translation } from './translation';

export const rolesHi: Translation<typeof rolesEn> = {
  name: 'भूमिका |||| भूमिकाएँ',
  list_title: 'भूमिकाएँ',
  empty: 'कोई भूमिका नहीं मिली।',
  built_in: 'अंतर्निहित',
  fields: {
    name: 'नाम',
    account_type: 'खाते का प्रकार',
    users_count: 'खाते',
    built_in: 'अंतर्निहित',
  },
  account_types: { User: 'उपयोगकर्ता', Vendor: 'विक्रेता', Labor: 'श्रमिक', Admin: 'एडमिन', 'Super Admin': 'सुपर एडमिन' },
  list: {
    actions: rowActionsHi.actions,
    create: 'भूमिका जोड़ें',
    rename: 'नाम बदलें',
    grants: 'अनुमतियाँ',
    delete: 'हटाएँ',
    built_in_locked: 'अंतर्निहित भूमिका का नाम बदला या हटाया नहीं जा सकता।',
    in_use: 'यह भूमिका खातों के पास है: पहले उन्हें दूसरी भूमिका दें।',
  },
  form: {
    create_title: 'भूमिका जोड़ें',
    rename_title: 'भूमिका का नाम बदलें',
    save: 'सहेजें',
    cancel: 'रद्द करें',
  },
  delete: {
    title: 'भूमिका हटाएँ',
    content: 'यह भूमिका हटाएँ? इसे वापस नहीं लाया जा सकता।',
    yes: 'हटाएँ',
  },
  grants: {
    title: '%{name} की अनुमतियाँ',
    subject: 'भाग',
    all: 'सभी',
    all_of: '%{name} की सभी',
    save: 'सहेजें',
    back: 'भूमिकाओं पर वापस',
    fixed: 'सुपर एडमिन भूमिका के पास हमेशा हर अनुमति रहती है।',
    staff_only: 'उपयोगकर्ता, भूमिकाएँ और मेल केवल Admin भूमिकाओं के लिए हैं: इस भूमिका के लिए इनके बॉक्स बंद रहते हैं।',
    confirm_title: 'अनुमतियाँ सहेजें',
    confirm_content:
      'इससे "%{name}" वाले %{smart_count} खाते के अधिकार उसके अगले अनुरोध से बदल जाएँगे। |||| इससे "%{name}" वाले %{smart_count} खातों के अधिकार उनके अगले अनुरोध से बदल जाएँगे।',
    confirm_yes: 'सहेजें',
  },
  actions: {
    view: 'देखें',
    create: 'बनाएँ',
    edit: 'बदलें',
    delete: 'हटाएँ',
    'update-password': 'पासवर्ड',
    'update-status': 'स्थिति',
  },
  subjects: {
    dashboard: 'डैशबोर्ड',
    user: 'उपयोगकर्ता',
    role: 'भूमिकाएँ',
    product: 'उत्पाद',
    labor: 'श्रमिक',
    order: 'ऑर्डर',
    review: 'समीक्षाएँ',
    bookmark: 'बुकमार्क',
    category: 'श्रेणियाँ',
    'sub-category': 'उप श्रेणियाँ',
    country: 'देश',
    state: 'राज्य',
    city: 'शहर',
    unit: 'इकाइयाँ',
    tax: 'कर',
    mail: 'मेल',
    report: 'रिपोर्ट',
  },
};
