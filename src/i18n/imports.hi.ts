// Hindi twin of imports.en.ts.
import type { importsEn } from './imports.en';
import type { Translation } from './translation';

export const importsHi: Translation<typeof importsEn> = {
  button: 'आयात',
  title: '%{name} आयात करें',
  reopening: 'आयात खुल रहा है…',
  steps: {
    label: 'आयात के चरण',
    file: 'फ़ाइल चुनें',
    preview: 'पंक्तियाँ जाँचें',
    running: 'आयात',
    result: 'परिणाम',
  },
  file: {
    heading: 'CSV फ़ाइल चुनें',
    intro:
      'फ़ाइल की पहली पंक्ति उसके कॉलमों के नाम बताती है, किसी भी क्रम में; जिन कॉलमों को यह सूची नहीं जानती वे छोड़ दिए जाते हैं। जो पंक्ति सूची में पहले से मौजूद रिकॉर्ड का नाम देती है वह उसे बदलती है; बाकी जोड़ी जाती हैं। आपकी पुष्टि से पहले कुछ भी सहेजा नहीं जाता।',
    columns: 'फ़ाइल के कॉलम',
    required: 'आवश्यक',
    optional: 'वैकल्पिक',
    template: 'टेम्पलेट डाउनलोड करें',
    drop: 'CSV फ़ाइल यहाँ खींचकर छोड़ें, या',
    choose: 'फ़ाइल चुनें',
    input: 'आयात करने के लिए CSV फ़ाइल',
    not_csv: 'CSV फ़ाइल चुनें (उसका नाम .csv पर समाप्त होता है)।',
    sending: '%{file} अपलोड हो रही है: %{percent}%',
    checking: 'पंक्तियाँ जाँची जा रही हैं…',
  },
  counts: {
    total: '%{count} पंक्ति |||| %{count} पंक्तियाँ',
    creates: '%{count} जोड़ी जाएँगी',
    updates: '%{count} बदली जाएँगी',
    unchanged: '%{count} पहले से फ़ाइल जैसी',
    refused: '%{count} अस्वीकृत',
    created: '%{count} जोड़ी गईं',
    updated: '%{count} बदली गईं',
    left_unchanged: '%{count} पहले से फ़ाइल जैसी',
  },
  preview: {
    heading: '%{file} की पंक्तियाँ जाँचें',
    ignored: 'छोड़े गए कॉलम (इस सूची में इस नाम का कोई कॉलम नहीं): %{columns}',
    errors_only: 'केवल त्रुटि वाली पंक्तियाँ',
    table: 'फ़ाइल की पंक्तियाँ',
    row: 'पंक्ति',
    action: 'कार्रवाई',
    empty_cell: 'खाली',
    no_errors: 'किसी पंक्ति में त्रुटि नहीं है।',
    load_error: 'पंक्तियाँ लोड नहीं हो सकीं: %{message}',
    retry: 'फिर से कोशिश करें',
    fix: 'पंक्ति %{line} ठीक करें',
    run: '%{count} मान्य पंक्ति आयात करें |||| %{count} मान्य पंक्तियाँ आयात करें',
    download_refused: 'अस्वीकृत पंक्तियाँ डाउनलोड करें',
    download_failed: 'डाउनलोड विफल रहा: %{message}',
    discard: 'हटाएँ',
  },
  actions: {
    create: 'नई',
    update: 'बदलाव',
    same: 'कोई बदलाव नहीं',
    refused: 'अस्वीकृत',
  },
  confirm: {
    title: '%{count} पंक्ति आयात करें? |||| %{count} पंक्तियाँ आयात करें?',
    content:
      '%{creates} जोड़ी जाएँगी और %{updates} बदली जाएँगी। %{refused} अस्वीकृत पंक्तियाँ छोड़ दी जाएँगी; उन्हें ठीक करने के लिए आप डाउनलोड कर सकते हैं।',
    content_unchanged:
      '%{creates} जोड़ी जाएँगी, %{updates} बदली जाएँगी, %{unchanged} में कोई बदलाव नहीं (पहले से फ़ाइल जैसी)। %{refused} अस्वीकृत पंक्तियाँ छोड़ दी जाएँगी; उन्हें ठीक करने के लिए आप डाउनलोड कर सकते हैं।',
    confirm: 'आयात करें',
  },
  discard: {
    title: '%{file} हटाएँ?',
    content: 'इसकी पंक्तियाँ और यहाँ किए गए सुधार हटा दिए जाएँगे, और कुछ भी आयात नहीं होगा।',
    confirm: 'हटाएँ',
  },
  dialog: {
    title: 'पंक्ति %{line} ठीक करें',
    intro: 'सेल बदलें और पंक्ति फिर से जाँचें; फ़ाइल स्वयं नहीं बदलती।',
    save: 'फिर से जाँचें',
    cancel: 'रद्द करें',
    fixed: 'पंक्ति %{line} आयात के लिए तैयार है।',
  },
  running: {
    heading: 'आयात हो रहा है…',
    count: '%{total} में से %{done} पंक्तियाँ',
    hint: 'पंक्तियाँ एक साथ लिखी जाती हैं: कुछ भी विफल होने पर कुछ नहीं बदलता।',
  },
  result: {
    heading: 'आयात पूरा हुआ',
    refused_hint: 'अस्वीकृत पंक्तियाँ आयात नहीं हुईं। उन्हें डाउनलोड करें, ठीक करें और वह फ़ाइल आयात करें।',
    back: 'सूची पर वापस जाएँ',
    another: 'दूसरी फ़ाइल आयात करें',
  },
};
