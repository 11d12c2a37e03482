import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { LocalesMenuButton, useLocaleState } from 'react-admin';

// Set by the button that saw the language chosen, read by the one drawn under the new language.
let languageChanged = false;

/**
 * react-admin's language menu. Once a new language's messages are in, react-admin draws the whole
 * admin again, this button with it, and the focus fell to the page: the button drawn under the
 * new language takes it back. A language chosen in another tab reaches this one through the
 * shared store while this tab is in the background: its focus stays where its user left it.
 */
export const LanguageMenuButton = () => {
  const [locale] = useLocaleState();
  const drawnIn = useRef(locale);
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (locale !== drawnIn.current && document.hasFocus()) languageChanged = true;
  }, [locale]);
  useEffect(() => {
    if (!languageChanged) return;
    languageChanged = false;
    root.current?.querySelector('button')?.focus();
  }, []);
  return (
    <Box component="span" ref={root}>
      <LocalesMenuButton />
    </Box>
  );
};
