import { SearchInput, SelectInput } from 'react-admin';
import { statusFilterChoices } from './choices';
import { requiredValue } from './userRules';

/**
 * The search box (clearable; react-admin's filter form debounces it) and the status filter,
 * always one of All, Active and In-Active (required, so it offers no empty choice).
 */
export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={statusFilterChoices}
    validate={requiredValue()}
    alwaysOn
    helperText={false}
    // Required only to drop the empty choice; a filter needs no asterisk.
    sx={{ minWidth: 160, '& .MuiFormLabel-asterisk': { display: 'none' } }}
  />,
];
