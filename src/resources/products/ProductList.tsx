import { Typography } from '@mui/material';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { ProductListActions } from './ProductListActions';
import { productFilters, sellerProductFilters } from './productFilters';
import { ALL, DEFAULT_FILTER, DEFAULT_PER_PAGE, SELLER_DEFAULT_FILTER } from './productListParams';
import { ProductAvatar } from './ProductAvatar';
import { ProductNameField } from './ProductNameField';
import { TitledList } from '../../common/TitledList';
import { ChoosableColumns } from '../../common/columns/ChoosableColumns';
import { ChoosableTable } from '../../common/columns/ChoosableTable';
import { useOpenedWith } from '../../common/savedViews/useOpenedWith';
import { ACTIVE_STATUSES, useBulkActionButtons } from '../../common/useBulkActionButtons';
import { ResponsiveList } from '../../common/ResponsiveList';
import { useResponsiveFilters } from '../../common/ResponsiveFilters';
import { useActiveFiltersText } from '../../common/useActiveFilters';
import { ProductPriceField } from './ProductPriceField';
import { ProductQuantityField } from './ProductQuantityField';
import { EditProductButton, ProductRowActions } from './ProductRowActions';
import { ProductStatusSwitch } from './ProductStatusSwitch';
import { DeleteProductButton } from './DeleteProductButton';
import type { ProductRecord } from './productTypes';

/** The empty state; on a seller's page it says the seller has none, and names the filters on. */
const NoProducts = ({ seller = false }: { seller?: boolean }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtersOn = useActiveFiltersText('products');
  const filtered = Object.entries(filterValues ?? {}).some(([key, value]) => (key === 'q' ? Boolean(value) : value && value !== ALL));
  const text = seller
    ? [translate('resources.products.empty_seller'), filtersOn].filter(Boolean).join(' ')
    : translate(filtered ? 'resources.products.no_match' : 'resources.products.empty');
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {text}
    </Typography>
  );
};

const label = (field: string) => `resources.products.fields.${field}`;

/** The table's columns: made once, so a list redrawn while its next page loads keeps its rows. */
const PRODUCT_COLUMNS = [
  <DataTable.Col key="name" source="name" label={label('name')} render={() => <ProductNameField />} disableSort />,
  <DataTable.Col
    key="category"
    source="category"
    label={label('category_id')}
    render={(product: ProductRecord) => product.category?.name}
    disableSort
  />,
  <DataTable.Col
    key="sub_category"
    source="sub_category"
    label={label('sub_category_id')}
    render={(product: ProductRecord) => product.sub_category?.name}
    disableSort
  />,
  <DataTable.Col key="quantity" source="quantity" label={label('quantity')} render={() => <ProductQuantityField />} disableSort />,
  <DataTable.Col key="status" source="status" label={label('status')} render={() => <ProductStatusSwitch />} disableSort />,
  <DataTable.Col
    key="discount_unit_price"
    source="discount_unit_price"
    label={label('price')}
    render={() => <ProductPriceField />}
    disableSort
  />,
  <DataTable.Col key="actions" label="resources.products.list.actions" render={() => <ProductRowActions />} disableSort />,
];

/**
 * /admin/products, 'Products'. With `userId` it is that seller's products, embedded on its user
 * page: the owner is fixed (no User filter), and search, filters and paging stay out of the
 * address and the store.
 */
export const ProductList = ({ userId }: { userId?: string }) => {
  const translate = useTranslate();
  const title = translate('resources.products.list_title');
  const embedded = Boolean(userId);
  const bulkActions = useBulkActionButtons({ resource: 'products', statuses: ACTIVE_STATUSES });
  const filters = useResponsiveFilters(embedded ? sellerProductFilters : productFilters);
  const empty = <NoProducts seller={embedded} />;
  const opened = useOpenedWith();
  return (
    <ChoosableColumns fixed={embedded}>
      <TitledList
        resource="products"
        title={title}
        embedded={embedded}
        filter={embedded ? { user_id: userId } : undefined}
        disableSyncWithLocation={embedded}
        storeKey={embedded ? false : undefined}
        perPage={DEFAULT_PER_PAGE}
        filters={filters}
        filterDefaultValues={embedded ? SELLER_DEFAULT_FILTER : DEFAULT_FILTER}
        actions={<ProductListActions userId={userId} opened={embedded ? undefined : opened} />}
      >
        <ResponsiveList
          primaryText={(product: ProductRecord) => product.name}
          secondaryText={(product: ProductRecord) => [product.category?.name, product.sub_category?.name].filter(Boolean).join(' · ')}
          tertiaryText={() => <ProductPriceField />}
          leftIcon={(product: ProductRecord) => <ProductAvatar product={product} />}
          lineLink={(product) => `/product/${product.id}`}
          lineActions={
            <>
              <EditProductButton />
              <ProductStatusSwitch />
              <DeleteProductButton />
            </>
          }
          empty={empty}
        >
          <ChoosableTable bulkActionButtons={bulkActions} rowClick={false} empty={empty}>
            {PRODUCT_COLUMNS}
          </ChoosableTable>
        </ResponsiveList>
      </TitledList>
    </ChoosableColumns>
  );
};
