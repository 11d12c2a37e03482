import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ReportFigureProps {
  /** i18n key of what the figure counts. */
  label: string;
  value: ReactNode;
  /** A line under the figure: its change, or what it leaves out. */
  note?: ReactNode;
  /** Colours the note: green for a rise, red for a fall. */
  trend?: 'up' | 'down';
}

/** One headline figure of a report. */
export const ReportFigure = ({ label, value, note, trend }: ReportFigureProps) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 180px', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      {note && (
        <Box sx={{ typography: 'body2', color: trend === 'up' ? 'success.main' : trend === 'down' ? 'error.main' : 'text.secondary' }}>
          {note}
        </Box>
      )}
    </Paper>
  );
};
