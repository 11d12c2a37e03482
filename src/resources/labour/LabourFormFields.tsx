import { Box } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { ImagesInput } from '../../common/ImagesInput';
import { SellerInput } from '../../common/SellerInput';
import { DigitsInput } from '../users/DigitsInput';
import { PhotoInput } from '../users/PhotoInput';
import { statusChoices } from './choices';
import { labourRules } from './labourRules';
import type { LabourRecord } from './labourTypes';
import { WorkingDaysInput } from './WorkingDaysInput';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;
const wide = { gridColumn: '1 / -1' } as const;
const label = (field: string) => `resources.labour.fields.${field}`;

/** The fields, in its order. */
export const LabourFormFields = ({ imageUrl, owner }: { imageUrl?: string | null; owner?: LabourRecord['user'] }) => (
  <Box sx={twoColumns}>
    <Box sx={wide}>
      <PhotoInput source="image" currentUrl={imageUrl} />
    </Box>
    <Box sx={wide}>
      <SellerInput ownerOf="labour" current={owner} />
    </Box>
    <TextInput source="work_title" label={label('work_title')} validate={labourRules.work_title} fullWidth />
    <TextInput source="labor_name" label={label('labor_name')} validate={labourRules.labor_name} fullWidth />
    <DigitsInput source="phone" label={label('phone')} validate={labourRules.phone} />
    <SelectInput source="status" choices={statusChoices} label={label('status')} validate={labourRules.status} fullWidth />
    <Box sx={wide}>
      <WorkingDaysInput />
    </Box>
    <Box sx={{ ...wide, mt: 2 }}>
      <ImagesInput resource="labour" label={label('labour_images')} />
    </Box>
    <TextInput
      source="description"
      label={label('description')}
      validate={labourRules.description}
      multiline
      minRows={2}
      fullWidth
      sx={wide}
    />
  </Box>
);
