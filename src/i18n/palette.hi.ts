import type { paletteEn } from './palette.en';
import type { Translation } from './translation';

export const paletteHi: Translation<typeof paletteEn> = {
  open: 'खोजें',
  shortcut: 'खोज और कमांड (%{keys})',
  label: 'खोज और कमांड',
  results: 'परिणाम',
  placeholder: 'उपयोगकर्ता, उत्पाद, ऑर्डर खोजें… या कोई कमांड लिखें',
  searching: 'खोज जारी है…',
  type_more: 'रिकॉर्ड खोजने के लिए कम से कम 2 अक्षर लिखें।',
  no_match: '"%{term}" से कुछ मेल नहीं खाता।',
  error: 'खोज विफल रही। फिर से प्रयास करें।',
  go_to: 'यहाँ जाएँ',
  go_to_item: '%{name} पर जाएँ',
  actions: 'कार्रवाइयाँ',
  create: '%{name} बनाएँ',
  hint: 'खोलने के लिए Enter, चुनने के लिए ↑ ↓, बंद करने के लिए Esc',
};
