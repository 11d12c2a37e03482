import { useEffect, useRef, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

// Set by the button that saw the language chosen, read by the one drawn under the new language.
let languageChanged = false;

/**
 * The language menu. react-admin's own gave its button an empty aria-label, so a screen reader
 * heard only "English": this one is named for what it does, the chosen language in its name too,
 * as it shows it. Once a new language's messages are in, react-admin draws the whole admin again,
 * this button with it, and the focus fell to the page: the button drawn under the new language
 * takes it back. A language chosen in another tab reaches this one through the shared store while
 * this tab is in the background: its focus stays where its user left it.
 */
export const LanguageMenuButton = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const drawnIn = useRef(locale);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (locale !== drawnIn.current && document.hasFocus()) languageChanged = true;
  }, [locale]);
  useEffect(() => {
    if (!languageChanged) return;
    languageChanged = false;
    button.current?.focus();
  }, []);
  const language = languages.find((entry) => entry.locale === locale)?.name ?? locale;
  const choose = (chosen: string) => {
    setAnchor(null);
    setLocale(chosen);
  };
  return (
    <>
      <Button
        ref={button}
        color="inherit"
        aria-label={translate('app.language_menu', { language })}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        // On a phone the button is its icons: the page's title needs the app bar's width.
        sx={(theme) => ({ [theme.breakpoints.down('sm')]: { minWidth: 0, fontSize: 0, '& .MuiButton-startIcon': { margin: 0 } } })}
      >
        {language}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((entry) => (
          // Each language's name is in its own language, for a reader to say it right.
          <MenuItem key={entry.locale} lang={entry.locale} selected={entry.locale === locale} onClick={() => choose(entry.locale)}>
            {entry.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
