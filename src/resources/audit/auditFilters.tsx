import { SelectInput, TextInput } from 'react-admin';
import { AUDIT_RESOURCES } from '../../../schema/audit';
import { DropdownFilter } from '../../common/categoryFilters';
import { selectAllProps, withAll } from '../../common/selectAll';

const label = (field: string) => `resources.audit.fields.${field}`;
const allLabel = 'resources.audit.select_all';

const resourceChoices = AUDIT_RESOURCES.map((id) => ({ id, name: `resources.audit.resources.${id}` }));

// With react-admin's DateInput here the list never rendered (MUI 9); the browser's date field does.
const DayFilter = ({ alwaysOn: _shown, ...props }: { source: string; label: string; alwaysOn?: boolean }) => (
  <TextInput type="date" helperText={false} resettable={false} slotProps={{ inputLabel: { shrink: true } }} {...props} />
);

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
