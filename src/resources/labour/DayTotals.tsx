import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import type { DayRowValues } from './labourFormValues';
import { isWholeNumber } from './labourRules';
import { dayAmount, workingMinutes } from '../../../schema/labour';
import { formatMinutes } from './workingDays';

/** A day row's working hours and day amount, recomputed as its inputs change. */
export const DayTotals = ({ index }: { index: number }) => {
  const translate = useTranslate();
  const { money } = useLocaleFormat();
  const row = useWatch({ name: `labor_day_working.${index}` }) as DayRowValues | undefined;
  const minutes = row ? workingMinutes(row.start_time, row.end_time, Number(row.break_minute ?? 0)) : undefined;
  const valid = minutes !== undefined && minutes > 0;
  // A per-hour amount that is no whole number (its input says why) gives no day amount.
  const perHour = row?.per_hour_amount ?? 0;
  const rate = isWholeNumber(perHour) ? Number(perHour) : undefined;
  return (
    <Stack spacing={0.5} aria-live="polite" sx={{ justifyContent: 'center' }}>
      <Typography variant="body2">
        {translate('resources.labour.form.working_hours')}: {valid ? formatMinutes(minutes) : '-'}
      </Typography>
      <Typography variant="body2">
        {translate('resources.labour.form.day_amount')}: {valid && rate !== undefined ? money(dayAmount(minutes, rate)) : '-'}
      </Typography>
    </Stack>
  );
};
