import { Alert, Box, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REPORT_INTERVALS } from '../../schema/report';
import { DayField, PickersLocalization } from '../common/DayField';
import { PRESETS, presetPeriod } from './reportPeriod';
import { SellerPicker } from './SellerPicker';
import type { FilterChange, ReportFilters } from './useReportFilters';

const PERIOD_ENDS = ['from', 'to'] as const;

interface ReportFiltersBarProps {
  filters: ReportFilters;
  onChange: (changes: FilterChange) => void;
  /** Staff narrow the figures to one seller; a seller's are its own. */
  sellerPicker: boolean;
}

/** The period (two dates and quick ranges), the interval and, for staff, the seller. They wrap on a phone. */
export const ReportFiltersBar = ({ filters, onChange, sellerPicker }: ReportFiltersBarProps) => {
  const translate = useTranslate();
  return (
    <Stack component="section" aria-label={translate('app.reports.filters.label')} spacing={1.5} sx={{ displayPrint: 'none' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <PickersLocalization>
          {PERIOD_ENDS.map((end) => (
            <DayField
              key={end}
              label={`app.reports.filters.${end}`}
              day={filters[end]}
              onDay={(day) => onChange({ [end]: day })}
              notADay="app.reports.filters.not_a_day"
              error={!!filters.error}
            />
          ))}
        </PickersLocalization>
        <TextField
          select
          size="small"
          label={translate('app.reports.filters.interval')}
          value={filters.interval}
          onChange={(event) => onChange({ interval: event.target.value })}
          sx={{ width: { xs: '100%', sm: 150 } }}
        >
          {REPORT_INTERVALS.map((interval) => (
            <MenuItem key={interval} value={interval}>
              {translate(`app.reports.intervals.${interval}`)}
            </MenuItem>
          ))}
        </TextField>
        {sellerPicker && <SellerPicker sellerId={filters.sellerId} onChange={(sellerId) => onChange({ seller_id: sellerId })} />}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {PRESETS.map((preset) => {
          const period = presetPeriod(preset);
          const chosen = period.from === filters.from && period.to === filters.to;
          return (
            <Chip
              key={preset}
              label={translate(`app.reports.presets.${preset}`)}
              color={chosen ? 'primary' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              aria-pressed={chosen}
              onClick={() => onChange(period)}
            />
          );
        })}
      </Box>
      {filters.error && <Alert severity="error">{translate(filters.error)}</Alert>}
    </Stack>
  );
};
