import { useMemo } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { Form, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { StaleNotice } from '../../common/StaleNotice';
import { useVersionedRecord } from '../../common/useVersionedRecord';
import { LiveRecordNotice } from '../../live/LiveRecordNotice';
import { emptyProductValues, productToFormValues } from './productFormValues';
import { ProductFormFields } from './ProductFormFields';
import { ProductFormToolbar } from './ProductFormToolbar';
import { ProductPageState } from './ProductPageState';
import type { ProductRecord } from './productTypes';
import { useProductRecord } from './useProductRecord';

// An update over someone else's change says so above the buttons; Reload starts the form again.
const ProductFormCard = ({ record: read }: { record?: ProductRecord }) => {
  const { record, stale, onStale, reload } = useVersionedRecord('products', read);
  const values = useMemo(() => (record ? productToFormValues(record) : emptyProductValues()), [record]);
  return (
    <Card>
      <CardContent>
        <Form key={String(record?.updated_at ?? '')} resource="products" record={values} noValidate>
          {record && !stale && <LiveRecordNotice resource="products" id={record.id} onReload={reload} />}
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
  const translate = useTranslate();
  // The form starts from a read made now, never a cached copy: its version is what a save sends.
  const { data, isPending, isFetchedAfterMount, error } = useProductRecord(id);
  const record = isFetchedAfterMount ? data : undefined;
  const title = translate(id ? 'resources.products.form.edit_title' : 'resources.products.form.create_title');
  return (
    <>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {title}
      </Typography>
      {!id ? (
        <ProductFormCard />
      ) : record ? (
        <ProductFormCard record={record} />
      ) : (
        <ProductPageState isPending={isPending || !isFetchedAfterMount} error={error} />
      )}
    </>
  );
};
