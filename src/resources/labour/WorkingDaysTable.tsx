import { Card, CardHeader, Divider, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import type { LabourDay } from './labourTypes';
import { DAY_NAMES } from '../../../schema/labour';
import { formatMinutes } from './workingDays';

const columns = ['day', 'start_time', 'end_time', 'break_minute', 'working_hours', 'per_hour_amount', 'day_amount'] as const;

/** 'Working Days': each day's times, break and the hours and amount the server computed. */
export const WorkingDaysTable = ({ days }: { days: LabourDay[] }) => {
  const translate = useTranslate();
  const { money } = useLocaleFormat();
  const sorted = [...days].sort((a, b) => a.day_number - b.day_number);
  return (
    <Card>
      <CardHeader title={translate('resources.labour.detail.working_days')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Divider />
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{translate(`resources.labour.detail.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((day) => (
              <TableRow key={day.day_number}>
                <TableCell>{translate(`resources.labour.days.${DAY_NAMES[day.day_number]}`, { _: day.day_name })}</TableCell>
                <TableCell>{day.start_time}</TableCell>
                <TableCell>{day.end_time}</TableCell>
                <TableCell>{day.break_minute}</TableCell>
                <TableCell>{formatMinutes(Number(day.working_minutes ?? 0))}</TableCell>
                <TableCell>{money(day.per_hour_amount)}</TableCell>
                <TableCell>{money(day.day_amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
};
