import { useTranslate } from 'react-admin';
import { DetailCard } from '../../common/DetailCard';
import { DetailTable } from '../../common/DetailTable';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import type { LabourDay } from './labourTypes';
import { DAY_NAMES } from '../../../schema/labour';
import { formatMinutes } from './workingDays';

const HEADINGS = ['day', 'start_time', 'end_time', 'break_minute', 'working_hours', 'per_hour_amount', 'day_amount'].map(
  (column) => `resources.labour.detail.${column}`,
);

/**
 * 'Working Days': each day's times, break and the hours and amount the server computed; on a
 * phone a block per day, its name on top, so no column is left past the screen's edge.
 */
export const WorkingDaysTable = ({ days }: { days: LabourDay[] }) => {
  const translate = useTranslate();
  const { money } = useLocaleFormat();
  const rows = [...days]
    .sort((a, b) => a.day_number - b.day_number)
    .map((day) => ({
      key: String(day.day_number),
      cells: [
        translate(`resources.labour.days.${DAY_NAMES[day.day_number]}`, { _: day.day_name }),
        day.start_time,
        day.end_time,
        day.break_minute,
        formatMinutes(Number(day.working_minutes ?? 0)),
        money(day.per_hour_amount),
        money(day.day_amount),
      ],
    }));
  return (
    <DetailCard title="resources.labour.detail.working_days">
      <DetailTable headings={HEADINGS} rows={rows} />
    </DetailCard>
  );
};
