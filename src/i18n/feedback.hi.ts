import type { bookmarksEn, reviewsEn } from './feedback.en';
import type { Translation } from './translation';

// Hindi puts the noun inside the sentence, so each list passes whole sentences.
const shared = (title: string, empty: string, noMatch: string, deleteContent: string) => ({
  list_title: title,
  empty,
  no_match: noMatch,
  list: { delete: 'हटाएँ' },
  delete: { title: 'हटाने की पुष्टि करें', content: deleteContent, yes: 'हाँ' },
});

const sharedFields = { number: 'क्रम सं.', user: 'उपयोगकर्ता का नाम', product: 'उत्पाद का नाम', actions: 'कार्रवाइयाँ' };

export const bookmarksHi: Translation<typeof bookmarksEn> = {
  name: 'बुकमार्क |||| बुकमार्क',
  ...shared('बुकमार्क सूची', 'अभी तक कोई बुकमार्क नहीं।', 'खोज से कोई बुकमार्क मेल नहीं खाता।', 'क्या आप वाकई यह बुकमार्क हटाना चाहते हैं?'),
  fields: { ...sharedFields, is_bookmark: 'बुकमार्क' },
  bookmarked: 'बुकमार्क किया गया',
  not_bookmarked: 'बुकमार्क नहीं किया गया',
};

export const reviewsHi: Translation<typeof reviewsEn> = {
  name: 'समीक्षा |||| समीक्षाएँ',
  ...shared('समीक्षा सूची', 'अभी तक कोई समीक्षा नहीं।', 'खोज से कोई समीक्षा मेल नहीं खाती।', 'क्या आप वाकई यह समीक्षा और रेटिंग हटाना चाहते हैं?'),
  fields: { ...sharedFields, review: 'समीक्षा', rating: 'रेटिंग' },
  stars: '%{smart_count} स्टार |||| %{smart_count} स्टार',
};
