import { useMemo } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { Form, Title, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { FormToolbar } from '../../common/FormToolbar';
import { RecordPageState } from '../../common/RecordPageState';
import { emptyLabourValues, labourToFormValues, type LabourFormValues } from './labourFormValues';
import { LabourFormFields } from './LabourFormFields';
import type { LabourRecord } from './labourTypes';
import { useLabourRecord } from './useLabourRecord';
import { useSaveLabour } from './useSaveLabour';
import { LiveRecordNotice } from '../../live/LiveRecordNotice';

const LabourFormToolbar = ({ record }: { record?: LabourRecord }) => (
  <FormToolbar<LabourFormValues>
    closeTo="/labors"
    closeLabel="resources.labour.form.close"
    submitLabel={record ? 'resources.labour.form.update' : 'resources.labour.form.save'}
    onSubmit={useSaveLabour(record)}
  />
);

const LabourFormCard = ({ record, onReload }: { record?: LabourRecord; onReload?: () => unknown }) => {
  // Add from a user's page (?user_id=) preselects that user as the owner.
  const [search] = useSearchParams();
  const owner = search.get('user_id') ?? '';
  const values = useMemo(() => (record ? labourToFormValues(record) : emptyLabourValues(owner)), [record, owner]);
  return (
    <Card>
      <CardContent>
        <Form resource="labour" record={values} noValidate>
          {record && onReload && <LiveRecordNotice resource="labour" id={record.id} onReload={onReload} />}
          <LabourFormFields imageUrl={record?.image_url} owner={record?.user} />
          <LabourFormToolbar record={record} />
        </Form>
      </CardContent>
    </Card>
  );
};

/** /admin/labor/create and /admin/labor/edit/:id: 'Labor Create' / 'Labor Edit'. */
export const LabourForm = () => {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data: record, isPending, error, refetch } = useLabourRecord(id);
  const title = translate(id ? 'app.page.labor_edit' : 'app.page.labor_create');
  return (
    <>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {title}
      </Typography>
      {!id ? (
        <LabourFormCard />
      ) : record ? (
        <LabourFormCard record={record} onReload={refetch} />
      ) : (
        <RecordPageState resource="labour" isPending={isPending} error={error} />
      )}
    </>
  );
};
