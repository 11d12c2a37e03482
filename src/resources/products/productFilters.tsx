import { useCanAccess } from 'react-admin';
import { ListSearchInput } from '../../common/ListSearchInput';
import { CategoryFilter, DropdownFilter, SubCategoryFilter, type ListFilterProps } from '../../common/categoryFilters';

const label = (field: string) => `resources.products.fields.${field}`;
const allLabel = 'resources.products.select_all';

const USERS_VIEW = { resource: 'users', action: 'view' };

/** Owner of the products: only for staff (user_view allowed; `access` also hides it from a phone's filter menu). */
export const UserFilter = ({ alwaysOn: _shown, access = USERS_VIEW, ...props }: ListFilterProps) => {
  const { canAccess } = useCanAccess(access);
  if (!canAccess) return null;
  return <DropdownFilter reference="users" {...props} />;
};

/** Search (debounced by react-admin's filter form), Category, Sub Category and User. */
export const productFilters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <CategoryFilter key="category_id" source="category_id" label={label('category_id')} allLabel={allLabel} alwaysOn />,
  <SubCategoryFilter key="sub_category_id" source="sub_category_id" label={label('sub_category_id')} allLabel={allLabel} alwaysOn />,
  <UserFilter key="user_id" source="user_id" label={label('user_id')} allLabel={allLabel} access={USERS_VIEW} alwaysOn />,
];

/** On a seller's page the owner is the page's user: every filter but User. */
export const sellerProductFilters = productFilters.filter((filter) => filter.key !== 'user_id');
