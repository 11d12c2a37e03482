// Hindi twin of en.ts, typed with its shape so a missing key fails typecheck. react-admin's
// own `ra.*` messages are in ra.hi.ts.
import type { en } from './en';
import type { Translation } from './translation';
import { raHi } from './ra.hi';
import { dashboardHi } from './dashboard.hi';
import { reportsHi } from './reports.hi';
import { pickersHi } from './pickers.hi';
import { chartsHi } from './charts.hi';
import { accountHi, usersHi } from './users.hi';
import { productsHi } from './products.hi';
import { bookmarksHi, reviewsHi } from './feedback.hi';
import { labourHi } from './labour.hi';
import { ordersHi } from './orders.hi';
import { auditHi } from './audit.hi';
import { rolesHi } from './roles.hi';
import { paletteHi } from './palette.hi';
import { liveHi } from './live.hi';
import { bulkHi, exportHi } from './listTools.hi';
import { savedViewsHi } from './savedViews.hi';
import { importsHi } from './imports.hi';

const deleteType = 'हटाने का प्रकार';

export const hi: Translation<typeof en> = {
  app: {
    name: 'मंडी एडमिन',
    line_actions: '%{name} के लिए कार्रवाइयाँ',
    language_menu: 'भाषा: %{language}',
    not_found: { title: 'पेज नहीं मिला', dashboard: 'डैशबोर्ड पर जाएँ' },
    authentication_error: { retry: 'फिर से कोशिश करें', sign_in: 'फिर से साइन इन करें' },
    // Object before verb, as Hindi says it: "टमाटर संपादित करें".
    row_action: '%{name} %{action}',
    set_status: '%{status} करें',
    owner: {
      label: 'मालिक',
      helper: 'नाम, फ़ोन या ईमेल से खोजें। खाली छोड़ने पर नया रिकॉर्ड आपका होगा और संपादन में मालिक वही रहेगा।',
      no_match: 'कोई खाता मेल नहीं खाता',
    },
    image_refused: '%{name}: %{message}',
    images_refused: {
      not_image: 'नहीं जोड़ी गई, क्योंकि यह तस्वीर नहीं है: %{names} |||| नहीं जोड़ी गईं, क्योंकि ये तस्वीरें नहीं हैं: %{names}',
      too_large: 'नहीं जोड़ी गई, क्योंकि यह 500 KB से बड़ी है: %{names} |||| नहीं जोड़ी गईं, क्योंकि ये 500 KB से बड़ी हैं: %{names}',
    },
    login: {
      title: 'एडमिन पैनल में आपका स्वागत है',
      logo_alt: 'मंडी लोगो',
      user_name: 'ईमेल या फ़ोन',
      user_name_placeholder: 'ईमेल या फ़ोन दर्ज करें',
      password: 'पासवर्ड',
      password_placeholder: 'अपना पासवर्ड दर्ज करें',
      show_password: 'पासवर्ड दिखाएँ',
      hide_password: 'पासवर्ड छिपाएँ',
      submit: 'लॉगिन',
      forgot_password: 'पासवर्ड भूल गए?',
      create_account: 'खाता बनाएँ',
    },
    logout_failed: 'इस डिवाइस पर साइन आउट हो गया, पर सर्वर सत्र समाप्त नहीं कर सका: %{error}',
    auth: {
      back_to_login: 'लॉगिन पर वापस जाएँ',
    },
    account: accountHi,
    dashboard: dashboardHi,
    reports: reportsHi,
    pickers: pickersHi,
    charts: chartsHi,
    palette: paletteHi,
    live: liveHi,
    menu: {
      dashboard: 'डैशबोर्ड',
      users: 'उपयोगकर्ता',
      roles: 'भूमिकाएँ',
      products: 'उत्पाद',
      category_group: 'श्रेणी',
      orders: 'ऑर्डर',
      labour: 'श्रमिक',
      reports: 'रिपोर्ट',
      lookup_group: 'संदर्भ सूचियाँ',
      audit: 'ऑडिट लॉग',
    },
    user_menu: {
      button: '%{name}, प्रोफ़ाइल',
      profile: 'प्रोफ़ाइल',
      view_web: 'वेबसाइट देखें',
    },
    notification: {
      close: 'बंद करें',
    },
    // The browser tab's title (src/layout/useDocumentTitle.ts): "Orders · Mandi Admin".
    document_title: {
      page: '%{page} · %{app}',
      record: '%{label} · %{page} · %{app}',
    },
    page: {
      login: 'साइन इन',
      dashboard: 'डैशबोर्ड',
      reports: 'रिपोर्ट',
      register: 'खाता बनाएँ',
      forgot_password: 'पासवर्ड भूल गए',
      labor_create: 'श्रमिक बनाएँ',
      labor_edit: 'श्रमिक संपादित करें',
      labor_view: 'श्रमिक जानकारी',
    },
    list: {
      range_more: '%{total} से अधिक में से %{offsetBegin}-%{offsetEnd}',
      filters_on: 'लागू फ़िल्टर: %{filters}।',
      search_term: 'खोज "%{term}"',
      gone_choice: 'अब उपलब्ध नहीं',
      unknown_choice: 'मान्य विकल्प नहीं',
      load_error: 'सूची लोड नहीं हो सकी: %{message}',
      retry: 'फिर से प्रयास करें',
      refused_address: 'इस पते के फ़िल्टर लागू नहीं हो सके',
      refused: 'सूची के फ़िल्टर लागू नहीं हो सके',
      clear_filters: 'फ़िल्टर हटाएँ',
    },
    export: exportHi,
    bulk: bulkHi,
    saved_views: savedViewsHi,
    imports: importsHi,
    registry: {
      list_title: '%{name} सूची',
      create_title: '%{name} बनाएँ',
      edit_title: '%{name} संपादित करें',
      no: 'क्रम सं.',
      actions: 'कार्रवाइयाँ',
      all: 'सभी',
      delete_confirm: 'क्या आप वाकई यह जानकारी हटाना चाहते हैं?',
      yes: 'हाँ',
      choose_image: 'तस्वीर चुनें',
      remove_image: 'तस्वीर हटाएँ',
      image_preview: 'तस्वीर पूर्वावलोकन',
      empty: 'यहाँ अभी कुछ नहीं है। पहला बनाने के लिए "जोड़ें" दबाएँ।',
      no_match: 'खोज या फ़िल्टर से कुछ भी मेल नहीं खाता।',
      stale: '%{name} ने आपके खोलने के बाद %{at} पर यह रिकॉर्ड बदल दिया। उनका बदलाव देखने के लिए इसे फिर से लोड करें।',
      stale_unknown: 'आपके खोलने के बाद %{at} पर यह रिकॉर्ड बदल दिया गया। बदलाव देखने के लिए इसे फिर से लोड करें।',
      stale_refused: 'सहेजा नहीं गया: आपके खोलने के बाद यह रिकॉर्ड बदल दिया गया।',
      stale_elsewhere: 'यहाँ खोलने के बाद आपने %{at} पर किसी दूसरे टैब या विंडो में यह रिकॉर्ड बदल दिया। वह बदलाव देखने के लिए इसे फिर से लोड करें।',
      reload: 'फिर से लोड करें',
      reload_confirm: 'रिकॉर्ड फिर से लोड करें? इस फ़ॉर्म में आपके बदलाव खो जाएँगे।',
      choices: {
        yes: 'हाँ',
        no: 'नहीं',
        state: 'राज्य',
        'Union territory': 'केंद्र शासित प्रदेश',
      },
    },
  },
  resources: {
    users: usersHi,
    products: productsHi,
    labour: labourHi,
    orders: ordersHi,
    bookmarks: bookmarksHi,
    reviews: reviewsHi,
    audit: auditHi,
    roles: rolesHi,
    categories: {
      name: 'श्रेणी |||| श्रेणियाँ',
      menu: 'श्रेणियाँ',
      fields: { image: 'तस्वीर', name: 'नाम', category_type: deleteType, description: 'विवरण' },
    },
    'sub-categories': {
      name: 'उप-श्रेणी |||| उप-श्रेणियाँ',
      menu: 'उप-श्रेणियाँ',
      fields: {
        image: 'तस्वीर',
        category_id: 'श्रेणी',
        name: 'नाम',
        sub_category_type: deleteType,
        description: 'विवरण',
      },
    },
    countries: {
      name: 'देश |||| देश',
      menu: 'देश',
      fields: {
        name: 'नाम',
        iso3: 'ISO3',
        iso2: 'ISO2',
        numeric_code: 'संख्यात्मक कोड',
        phone_code: 'फ़ोन कोड',
        capital: 'राजधानी',
        currency: 'मुद्रा',
        currency_name: 'मुद्रा का नाम',
        currency_symbol: 'मुद्रा चिह्न',
        region: 'क्षेत्र',
        nationality: 'राष्ट्रीयता',
        timezones: 'समय क्षेत्र',
        latitude: 'अक्षांश',
        longitude: 'देशांतर',
        emoji: 'इमोजी',
        emojiU: 'इमोजी यूनिकोड',
        country_type: deleteType,
      },
      columns: {
        iso3_iso2: 'ISO3 - ISO2',
        currency_with_symbol: 'मुद्रा (चिह्न)',
        region_nationality: 'क्षेत्र - राष्ट्रीयता',
      },
    },
    states: {
      name: 'राज्य |||| राज्य',
      menu: 'राज्य',
      fields: {
        country_id: 'देश',
        name: 'नाम',
        state_code: 'राज्य कोड',
        type: 'प्रकार',
        latitude: 'अक्षांश',
        longitude: 'देशांतर',
        state_type: deleteType,
      },
    },
    cities: {
      name: 'शहर |||| शहर',
      menu: 'शहर',
      fields: {
        country_id: 'देश',
        state_id: 'राज्य',
        name: 'नाम',
        latitude: 'अक्षांश',
        longitude: 'देशांतर',
        city_type: deleteType,
      },
    },
    units: {
      name: 'इकाई |||| इकाइयाँ',
      menu: 'इकाई',
      fields: { name: 'नाम', short_name: 'संक्षिप्त नाम' },
    },
    taxes: {
      name: 'कर |||| कर',
      menu: 'कर',
      fields: { tax_name: 'कर का नाम', tax_percentage: 'कर प्रतिशत', description: 'विवरण' },
    },
  },
};

/** Everything the i18nProvider needs for Hindi. */
export const hindiMessages = { ra: raHi, ...hi };

/** The server's texts in Hindi; the i18n provider reads them only once this chunk is loaded. */
export { toHindi } from '../../schema/i18n/translate';
