import { Box } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { statusChoices, taxTypeChoices } from './choices';
import { DropdownSelect } from '../../common/DropdownSelect';
import { NumberTextInput } from '../../common/NumberTextInput';
import { SellerInput } from '../../common/SellerInput';
import { ProductCategoryInputs, ProductDurationInput } from './ProductCategoryInputs';
import { ProductDiscountInputs } from './ProductDiscountInputs';
import { ProductImagesInput } from './ProductImagesInput';
import { productRules } from './productRules';
import type { ProductRecord } from './productTypes';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;
const wide = { gridColumn: '1 / -1' } as const;
const label = (field: string) => `resources.products.fields.${field}`;

/** The fields, in the spec's order (Product form). */
export const ProductFormFields = ({ owner }: { owner?: ProductRecord['user'] }) => (
  <Box sx={twoColumns}>
    <Box sx={wide}>
      <ProductImagesInput />
    </Box>
    <Box sx={wide}>
      <SellerInput ownerOf="product" current={owner} />
    </Box>
    <TextInput source="name" label={label('name')} validate={productRules.name} fullWidth />
    <ProductCategoryInputs />
    <SelectInput source="tax_type" choices={taxTypeChoices} label={label('tax_type')} fullWidth />
    <DropdownSelect source="tax_id" reference="taxes" optionText="tax_name" label={label('tax_id')} fullWidth />
    <TextInput
      source="description"
      label={label('description')}
      validate={productRules.description}
      multiline
      minRows={2}
      fullWidth
      sx={wide}
    />
    <NumberTextInput source="quantity" label={label('quantity')} validate={productRules.quantity} />
    <NumberTextInput source="unit_price" label={label('unit_price')} validate={productRules.unit_price} decimals />
    <ProductDurationInput />
    <DropdownSelect source="unit_id" reference="units" label={label('unit_id')} validate={productRules.unit_id} fullWidth />
    <ProductDiscountInputs />
    <SelectInput source="status" choices={statusChoices} label={label('status')} validate={productRules.status} fullWidth />
    <NumberTextInput source="latitude" label={label('latitude')} validate={productRules.latitude} decimals signed />
    <NumberTextInput source="longitude" label={label('longitude')} validate={productRules.longitude} decimals signed />
    <TextInput source="comment" label={label('comment')} validate={productRules.comment} multiline minRows={2} fullWidth sx={wide} />
  </Box>
);
