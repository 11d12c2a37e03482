import { SelectInput, useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AUDIT_RESOURCES } from '../../../schema/audit';
import { datesInOrder } from '../../../schema/dayRange';
import { DropdownFilter } from '../../common/categoryFilters';
import { DayField, PickersLocalization } from '../../common/DayField';
import { selectAllProps, withAll } from '../../common/selectAll';

const label = (field: string) => `resources.audit.fields.${field}`;
const allLabel = 'resources.audit.select_all';

const resourceChoices = AUDIT_RESOURCES.map((id) => ({ id, name: `resources.audit.resources.${id}` }));

/**
 * A day of the range, typed or picked as the Reports' period is (dd/mm/yyyy in English, whatever
 * the browser's own format), and cleared to take the bound away. A day that would turn the range
 * round stays in its field, marked, and the list keeps the day before, as the server refuses it.
 * A range that comes reversed in the address (a link) matches nothing: its end says why.
 */
const DayFilter = ({ source, label }: { source: 'date_from' | 'date_to'; label: string; alwaysOn?: boolean }) => {
  const { field } = useInput({ source });
  const [from, to] = useWatch({ name: ['date_from', 'date_to'] }) as [string | undefined, string | undefined];
  const refusalOf = (day: string) =>
    (source === 'date_to' ? from && day < from : to && day > to) ? 'resources.audit.range_reversed' : undefined;
  return (
    <PickersLocalization>
      <DayField
        label={label}
        day={field.value ?? ''}
        onDay={field.onChange}
        notADay="resources.audit.not_a_day"
        refusalOf={refusalOf}
        errorText={source === 'date_to' && !datesInOrder({ date_from: from, date_to: to }) ? 'resources.audit.range_empty' : undefined}
        clearable
        inFilterBar
      />
    </PickersLocalization>
  );
};

/** User (accounts that appear in the log), Resource, and a date range of the market's days. */
export const auditFilters = [
  <DropdownFilter key="user_id" source="user_id" reference="audit-users" label={label('user_id')} allLabel={allLabel} alwaysOn />,
  <SelectInput
    key="resource"
    source="resource"
    choices={withAll(allLabel, resourceChoices)}
    {...selectAllProps(label('resource'))}
    helperText={false}
    sx={{ minWidth: 160 }}
    alwaysOn
  />,
  <DayFilter key="date_from" source="date_from" label={label('date_from')} alwaysOn />,
  <DayFilter key="date_to" source="date_to" label={label('date_to')} alwaysOn />,
];
