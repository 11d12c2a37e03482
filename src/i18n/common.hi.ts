import type { deleteInfoEn, rowActionsEn } from './common.en';
import type { Translation } from './translation';

export const rowActionsHi: Translation<typeof rowActionsEn> = {
  actions: 'कार्रवाइयाँ',
  view: 'देखें',
  edit: 'संपादित करें',
  delete: 'हटाएँ',
  status_of: '%{name} की स्थिति',
};

export const deleteInfoHi: Translation<typeof deleteInfoEn> = {
  title: 'हटाएँ',
  content: 'क्या आप वाकई यह जानकारी हटाना चाहते हैं?',
  yes: 'हाँ',
};
