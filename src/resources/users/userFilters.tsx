import { ChoiceFilter } from '../../common/ChoiceFilter';
import { ListSearchInput } from '../../common/ListSearchInput';
import { selectAllProps, withAll } from '../../common/selectAll';
import { approvalFilterChoices, statusFilterChoices } from './choices';

/**
 * The search box (clearable; react-admin's filter form debounces it), the status filter, and the
 * approval filter, whose Pending is the approval queue; each has All first, so it never goes blank.
 */
export const userFilters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <ChoiceFilter
    key="status"
    source="status"
    choices={withAll('resources.users.choices.status.All', statusFilterChoices)}
    {...selectAllProps('resources.users.fields.status')}
    alwaysOn
    helperText={false}
    sx={{ minWidth: 160 }}
  />,
  <ChoiceFilter
    key="approval"
    source="approval"
    choices={withAll('resources.users.choices.approval.All', approvalFilterChoices)}
    {...selectAllProps('resources.users.approval.field')}
    alwaysOn
    helperText={false}
    sx={{ minWidth: 180 }}
  />,
];
