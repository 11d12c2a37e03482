import { IconButton, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { usePaletteOpener } from './PaletteProvider';

const onApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The app bar's way into the command palette, for touch screens and for whoever has not learnt Ctrl+K. */
export const PaletteButton = () => {
  const open = usePaletteOpener();
  const translate = useTranslate();
  return (
    <Tooltip title={translate('app.palette.shortcut', { keys: onApple() ? '⌘K' : 'Ctrl+K' })}>
      <IconButton color="inherit" aria-label={translate('app.palette.open')} aria-keyshortcuts="Control+K Meta+K" onClick={open}>
        <SearchIcon />
      </IconButton>
    </Tooltip>
  );
};
