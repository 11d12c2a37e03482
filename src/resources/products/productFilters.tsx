import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SearchInput, useCanAccess } from 'react-admin';
import { DropdownSelect } from './DropdownSelect';
import { ALL } from './productListParams';

const filterSx = { minWidth: 180 } as const;

interface FilterProps {
  source: string;
  alwaysOn?: boolean;
}

export const CategoryFilter = ({ source }: FilterProps) => (
  <DropdownSelect
    source={source}
    reference="categories"
    label="resources.products.fields.category_id"
    withAll
    emptyText=""
    helperText={false}
    sx={filterSx}
  />
);

/** Sub categories of the chosen category; choosing another category goes back to Select All. */
export const SubCategoryFilter = ({ source }: FilterProps) => {
  const categoryId = useWatch({ name: 'category_id' }) as string | undefined;
  const { setValue } = useFormContext();
  const previous = useRef(categoryId);
  useEffect(() => {
    if (previous.current !== categoryId) setValue(source, ALL);
    previous.current = categoryId;
  }, [categoryId, setValue, source]);
  const chosen = Boolean(categoryId) && categoryId !== ALL;
  return (
    <DropdownSelect
      source={source}
      reference="sub-categories"
      referenceFilter={{ category_id: categoryId }}
      enabled={chosen}
      label="resources.products.fields.sub_category_id"
      withAll
      emptyText=""
      helperText={false}
      sx={filterSx}
    />
  );
};

/** Owner of the products: only for staff (user_view allowed). */
export const UserFilter = ({ source }: FilterProps) => {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'view' });
  if (!canAccess) return null;
  return (
    <DropdownSelect
      source={source}
      reference="users"
      label="resources.products.fields.user_id"
      withAll
      emptyText=""
      helperText={false}
      sx={filterSx}
    />
  );
};

/** Search (debounced by react-admin's filter form), Category, Sub Category and User. */
export const productFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <CategoryFilter key="category_id" source="category_id" alwaysOn />,
  <SubCategoryFilter key="sub_category_id" source="sub_category_id" alwaysOn />,
  <UserFilter key="user_id" source="user_id" alwaysOn />,
];
