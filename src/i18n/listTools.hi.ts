// Hindi twin of listTools.en.ts.
import type { bulkEn, exportEn } from './listTools.en';
import type { Translation } from './translation';

export const exportHi: Translation<typeof exportEn> = {
  button: 'निर्यात',
  failed: 'निर्यात विफल रहा: %{message}',
};

export const bulkHi: Translation<typeof bulkEn> = {
  status: 'स्थिति बदलें',
  status_title: '%{smart_count} पंक्ति की स्थिति बदलें |||| %{smart_count} पंक्तियों की स्थिति बदलें',
  new_status: 'नई स्थिति',
  apply: 'लागू करें',
  delete: 'चुनी हुई हटाएँ',
  confirm_delete: 'हटाएँ',
  delete_title: '%{smart_count} पंक्ति हटाएँ |||| %{smart_count} पंक्तियाँ हटाएँ',
  delete_content: 'क्या आप चुनी हुई पंक्ति हटाना चाहते हैं? |||| क्या आप चुनी हुई %{smart_count} पंक्तियाँ हटाना चाहते हैं?',
  summary: '%{done} पूरे, %{refused} अस्वीकृत',
  summary_reasons: '%{done} पूरे, %{refused} अस्वीकृत: %{reasons}',
  statuses: {
    Active: 'सक्रिय',
    'In-Active': 'निष्क्रिय',
    Pending: 'लंबित',
    Progress: 'प्रगति में',
    Delivered: 'पहुँचा दिया गया',
    Completed: 'पूर्ण',
    Cancel: 'रद्द',
  },
};
