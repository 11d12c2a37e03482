import { GlobalStyles } from '@mui/material';

/**
 * On paper the statement is the page: the app bar, the sidebar, the filters and every button
 * are left off (those of the page carry displayPrint none), and the statement takes the width.
 */
export const StatementPrintStyles = () => (
  <GlobalStyles
    styles={{
      '@media print': {
        // The app bar by MUI's class: react-admin's own class does not reach its header.
        '.MuiAppBar-root, .MuiDrawer-root': { display: 'none !important' },
        '.RaLayout-appFrame': { marginTop: '0 !important' },
        '#main-content': { padding: '0 !important' },
        '.statement-sheet': { width: '100%' },
        '.statement-sheet .MuiTableCell-root': { fontSize: '10pt', padding: '4px 6px' },
        '.MuiPaper-root': { boxShadow: 'none !important' },
      },
    }}
  />
);
