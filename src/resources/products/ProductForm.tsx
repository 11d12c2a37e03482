import { useMemo } from 'react';
import { Card, CardContent } from '@mui/material';
import { Form } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { RecordFormPage } from '../../common/RecordFormPage';
import { StaleNotice } from '../../common/StaleNotice';
import { useVersionedRecord } from '../../common/useVersionedRecord';
import { LiveRecordNotice } from '../../live/LiveRecordNotice';
import { emptyProductValues, productToFormValues } from './productFormValues';
import { ProductFormFields } from './ProductFormFields';
import { ProductFormToolbar } from './ProductFormToolbar';
import type { ProductRecord } from './productTypes';
import { useProductRecord } from './useProductRecord';

// An update over someone else's change says so above the buttons; Reload starts the form again.
const ProductFormCard = ({ record: read }: { record?: ProductRecord }) => {
  const { record, stale, onStale, reload } = useVersionedRecord('products', read);
  // Add from a seller's page (?user_id=) preselects that seller as the owner.
  const [search] = useSearchParams();
  const owner = search.get('user_id') ?? '';
  const values = useMemo(() => (record ? productToFormValues(record) : emptyProductValues(owner)), [record, owner]);
  return (
    <Card>
      <CardContent>
        <Form key={String(record?.updated_at ?? '')} resource="products" record={values} noValidate warnWhenUnsavedChanges>
          {record && <LiveRecordNotice resource="products" id={record.id} onReload={reload} changeTold={!!stale} />}
          <ProductFormFields owner={record?.user} />
          {stale && <StaleNotice change={stale} onReload={reload} />}
          <ProductFormToolbar record={record} onStale={onStale} />
        </Form>
      </CardContent>
    </Card>
  );
};

/** /admin/product/create and /admin/product/edit/:id: 'Product Create' / 'Product Edit'. */
export const ProductForm = () => {
  const { id } = useParams<{ id: string }>();
  return (
    <RecordFormPage
      id={id}
      resource="products"
      title={id ? 'resources.products.form.edit_title' : 'resources.products.form.create_title'}
      read={useProductRecord(id)}
      labelOf={(product) => product.name}
    >
      {(record) => <ProductFormCard record={record} />}
    </RecordFormPage>
  );
};
