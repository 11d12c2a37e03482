import { SearchInput, useCanAccess } from 'react-admin';
import { CategoryFilter, DropdownFilter, SubCategoryFilter, type ListFilterProps } from '../../common/categoryFilters';

const label = (field: string) => `resources.products.fields.${field}`;
const allLabel = 'resources.products.select_all';

/** Owner of the products: only for staff (user_view allowed). */
export const UserFilter = ({ alwaysOn: _shown, ...props }: ListFilterProps) => {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'view' });
  if (!canAccess) return null;
  return <DropdownFilter reference="users" {...props} />;
};

/** Search (debounced by react-admin's filter form), Category, Sub Category and User. */
export const productFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <CategoryFilter key="category_id" source="category_id" label={label('category_id')} allLabel={allLabel} alwaysOn />,
  <SubCategoryFilter key="sub_category_id" source="sub_category_id" label={label('sub_category_id')} allLabel={allLabel} alwaysOn />,
  <UserFilter key="user_id" source="user_id" label={label('user_id')} allLabel={allLabel} alwaysOn />,
];
