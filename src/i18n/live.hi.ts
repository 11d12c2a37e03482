import type { liveEn } from './live.en';
import type { Translation } from './translation';

export const liveHi: Translation<typeof liveEn> = {
  new_records: 'नए रिकॉर्ड',
  show: 'दिखाएँ',
  new: {
    order: '%{smart_count} नया ऑर्डर |||| %{smart_count} नए ऑर्डर',
  },
  deleted: '%{name} ने %{at} पर यह रिकॉर्ड हटा दिया।',
  deleted_unknown: 'यह रिकॉर्ड %{at} पर हटा दिया गया।',
  deleted_elsewhere: 'आपने %{at} पर किसी दूसरे टैब या विंडो में यह रिकॉर्ड हटा दिया।',
};
