import { useMediaQuery, type Theme } from '@mui/material';

/** Under 600 px (MUI's `sm`): lists turn into simple lists and form dialogs fill the screen. */
export const useIsSmall = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
