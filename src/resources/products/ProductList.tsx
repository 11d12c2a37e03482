import { Typography } from '@mui/material';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { ProductListActions } from './ProductListActions';
import { productFilters } from './productFilters';
import { ALL, DEFAULT_FILTER, DEFAULT_PER_PAGE } from './productListParams';
import { ProductAvatar } from './ProductAvatar';
import { ProductNameField } from './ProductNameField';
import { TitledList } from '../../common/TitledList';
import { ACTIVE_STATUSES, useBulkActionButtons } from '../../common/useBulkActionButtons';
import { ResponsiveList } from '../../common/ResponsiveList';
import { useResponsiveFilters } from '../../common/ResponsiveFilters';
import { ProductPriceField } from './ProductPriceField';
import { ProductRowActions } from './ProductRowActions';
import { ProductStatusSwitch } from './ProductStatusSwitch';
import { DeleteProductButton } from './DeleteProductButton';
import type { ProductRecord } from './productTypes';

const NoProducts = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Object.entries(filterValues ?? {}).some(([key, value]) => (key === 'q' ? Boolean(value) : value && value !== ALL));
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(filtered ? 'resources.products.no_match' : 'resources.products.empty')}
    </Typography>
  );
};

const label = (field: string) => `resources.products.fields.${field}`;

/** /admin/products, 'Products' */
export const ProductList = () => {
  const translate = useTranslate();
  const title = translate('resources.products.list_title');
  const bulkActions = useBulkActionButtons({ resource: 'products', statuses: ACTIVE_STATUSES });
  const filters = useResponsiveFilters(productFilters);
  return (
    <TitledList
      resource="products"
      title={title}
      perPage={DEFAULT_PER_PAGE}
      filters={filters}
      filterDefaultValues={DEFAULT_FILTER}
      actions={<ProductListActions />}
    >
      <ResponsiveList
        primaryText={(product: ProductRecord) => product.name}
        secondaryText={(product: ProductRecord) => [product.category?.name, product.sub_category?.name].filter(Boolean).join(' · ')}
        tertiaryText={() => <ProductPriceField />}
        leftIcon={(product: ProductRecord) => <ProductAvatar product={product} />}
        rowClick={(id) => `/product/${id}`}
        lineActions={
          <>
            <ProductStatusSwitch />
            <DeleteProductButton />
          </>
        }
        empty={<NoProducts />}
      >
        <DataTable bulkActionButtons={bulkActions} rowClick={false} empty={<NoProducts />}>
          <DataTable.Col label={label('name')} render={() => <ProductNameField />} disableSort />
          <DataTable.Col source="category.name" label={label('category_id')} disableSort />
          <DataTable.Col source="sub_category.name" label={label('sub_category_id')} disableSort />
          <DataTable.Col source="quantity" label={label('quantity')} disableSort />
          <DataTable.Col label={label('status')} render={() => <ProductStatusSwitch />} disableSort />
          <DataTable.Col label={label('price')} render={() => <ProductPriceField />} disableSort />
          <DataTable.Col label="resources.products.list.actions" render={() => <ProductRowActions />} disableSort />
        </DataTable>
      </ResponsiveList>
    </TitledList>
  );
};
