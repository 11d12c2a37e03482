import { useEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { NumberTextInput } from '../../common/NumberTextInput';
import { breakChoices } from './choices';
import { DayTotals } from './DayTotals';
import { labourRules } from './labourRules';
import { DAY_NAMES } from '../../../schema/labour';

const rowGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 1fr 1fr 1.3fr' },
  columnGap: 2,
  alignItems: 'start',
} as const;
const label = (field: string) => `resources.labour.fields.${field}`;
// Time inputs always show --:--, so their labels stay above.
const timeSlots = { inputLabel: { shrink: true } } as const;

const sourceIn = (index: number) => (field: string) => `labor_day_working.${index}.${field}`;

/**
 * The end time and break are judged against the start: a start changed after they were judged (a
 * refused save) judges them again, so a mended start clears their message and a start moved past
 * the end says so at once.
 */
const useJudgedAgainstStart = (index: number) => {
  const { trigger, getFieldState } = useFormContext();
  const { isSubmitted } = useFormState();
  const start = useWatch({ name: sourceIn(index)('start_time') });
  // Only a new start: the form's check ending is no reason, and would take away the server's refusal it brought.
  const judgedStart = useRef(start);
  useEffect(() => {
    if (judgedStart.current === start) return;
    judgedStart.current = start;
    const judged = ['end_time', 'break_minute'].map(sourceIn(index)).filter((name) => isSubmitted || getFieldState(name).isTouched);
    if (judged.length) void trigger(judged);
  }, [start, index, isSubmitted, trigger, getFieldState]);
};

/** One chosen day: start and end time, break, per-hour amount, and what they come to. */
export const WorkingDayRow = ({ index, dayNumber }: { index: number; dayNumber: number }) => {
  const translate = useTranslate();
  const dayName = translate(`resources.labour.days.${DAY_NAMES[dayNumber]}`);
  const source = sourceIn(index);
  useJudgedAgainstStart(index);
  return (
    <Box role="group" aria-label={dayName} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 1 }}>
      {/* Under the page's h1: the form has no section headings between. */}
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {dayName}
      </Typography>
      <Box sx={rowGrid}>
        <TextInput
          source={source('start_time')}
          type="time"
          label={label('start_time')}
          validate={labourRules.start_time}
          slotProps={timeSlots}
        />
        <TextInput
          source={source('end_time')}
          type="time"
          label={label('end_time')}
          validate={labourRules.end_time}
          slotProps={timeSlots}
        />
        <SelectInput
          source={source('break_minute')}
          choices={breakChoices}
          translateChoice={false}
          label={label('break_minute')}
          validate={labourRules.break_minute}
          emptyValue={0}
        />
        <NumberTextInput source={source('per_hour_amount')} label={label('per_hour_amount')} validate={labourRules.per_hour_amount} />
        <DayTotals index={index} />
      </Box>
    </Box>
  );
};
