import { useMemo } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { Form, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { LiveRecordNotice } from '../../live/LiveRecordNotice';
import { emptyProductValues, productToFormValues } from './productFormValues';
import { ProductFormFields } from './ProductFormFields';
import { ProductFormToolbar } from './ProductFormToolbar';
import { ProductPageState } from './ProductPageState';
import type { ProductRecord } from './productTypes';
import { useProductRecord } from './useProductRecord';

const ProductFormCard = ({ record, onReload }: { record?: ProductRecord; onReload?: () => unknown }) => {
  const values = useMemo(() => (record ? productToFormValues(record) : emptyProductValues()), [record]);
  return (
    <Card>
      <CardContent>
        <Form resource="products" record={values} noValidate>
          {record && onReload && <LiveRecordNotice resource="products" id={record.id} onReload={onReload} />}
          <ProductFormFields owner={record?.user} />
          <ProductFormToolbar record={record} />
        </Form>
      </CardContent>
    </Card>
  );
};

/** /admin/product/create and /admin/product/edit/:id: 'Product Create' / 'Product Edit'. */
export const ProductForm = () => {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data: record, isPending, error, refetch } = useProductRecord(id);
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
        <ProductFormCard record={record} onReload={refetch} />
      ) : (
        <ProductPageState isPending={isPending} error={error} />
      )}
    </>
  );
};
