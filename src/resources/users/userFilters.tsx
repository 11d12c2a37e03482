import { SearchInput } from 'react-admin';
import { ChoiceFilter } from '../../common/ChoiceFilter';
import { approvalFilterChoices, statusFilterChoices } from './choices';
import { requiredValue } from './userRules';

/**
 * The search box (clearable; react-admin's filter form debounces it), the status filter,
 * always one of All, Active and In-Active (required, so it offers no empty choice), and the
 * approval filter, whose Pending is the approval queue (empty: every account).
 */
export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ChoiceFilter
    key="status"
    source="status"
    choices={statusFilterChoices}
    validate={requiredValue()}
    alwaysOn
    helperText={false}
    // Required only to drop the empty choice; a filter needs no asterisk.
    sx={{ minWidth: 160, '& .MuiFormLabel-asterisk': { display: 'none' } }}
  />,
  <ChoiceFilter
    key="approval"
    source="approval"
    label="resources.users.approval.field"
    choices={approvalFilterChoices}
    emptyText="resources.users.choices.approval.All"
    alwaysOn
    helperText={false}
    sx={{ minWidth: 180 }}
  />,
];
