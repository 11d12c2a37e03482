import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** Keeps <html lang> on the chosen language, for screen readers' voices and Devanagari fonts. */
export const useDocumentLanguage = () => {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
};
