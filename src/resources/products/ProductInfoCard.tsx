import { Box, Card, CardContent, CardHeader, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ImageGallery } from '../../common/ImageGallery';
import { InfoRow } from '../../common/InfoRow';
import { NameAvatar } from '../../common/NameAvatar';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import { priceRows } from './priceRows';
import type { ProductRecord } from './productTypes';

const NamedImage = ({ name, url }: { name?: string | null; url?: string | null }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <NameAvatar name={name} imageUrl={url} variant="rounded" size={28} />
    <span>{name}</span>
  </Stack>
);

/** 'Product Info'. */
export const ProductInfoCard = ({ product }: { product: ProductRecord }) => {
  const translate = useTranslate();
  const { money, number } = useLocaleFormat();
  const label = (key: string) => translate(`resources.products.detail.${key}`);
  const images = product.product_images ?? [];
  return (
    <Card>
      <CardHeader title={label('product_info')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Divider />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <NameAvatar name={product.name} imageUrl={images[0]?.image_url} variant="rounded" size={120} />
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6" component="p">
              {product.name}
            </Typography>
            <InfoRow label={label('category')}>
              <NamedImage name={product.category?.name} url={product.category?.category_url} />
            </InfoRow>
            <InfoRow label={label('sub_category')}>
              <NamedImage name={product.sub_category?.name} url={product.sub_category?.sub_category_url} />
            </InfoRow>
            <InfoRow label={label('type')}>{translate(`resources.products.choices.type.${product.type}`, { _: product.type })}</InfoRow>
            {product.description && <InfoRow label={label('description')}>{product.description}</InfoRow>}
            <InfoRow label={label('quantity')}>
              {number(Number(product.quantity))} {product.unit?.short_name ?? product.unit?.name ?? ''}
            </InfoRow>
            {priceRows(product).map((row) => (
              <InfoRow key={row.key} label={label(row.key)}>
                {row.percent ? `${number(Number(row.value))}%` : money(row.value)}
              </InfoRow>
            ))}
          </Box>
        </Stack>
        <ImageGallery images={images} title={label('gallery')} resource="products" />
      </CardContent>
    </Card>
  );
};
