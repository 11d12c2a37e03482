import { useMemo } from 'react';
import { Card, CardContent } from '@mui/material';
import { Form } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { FormToolbar } from '../../common/FormToolbar';
import { RecordFormPage } from '../../common/RecordFormPage';
import { StaleNotice } from '../../common/StaleNotice';
import { useVersionedRecord } from '../../common/useVersionedRecord';
import type { StaleChange } from '../../../schema/version';
import { emptyLabourValues, labourToFormValues, type LabourFormValues } from './labourFormValues';
import { LabourFormFields } from './LabourFormFields';
import type { LabourRecord } from './labourTypes';
import { useLabourRecord } from './useLabourRecord';
import { useSaveLabour } from './useSaveLabour';
import { LiveRecordNotice } from '../../live/LiveRecordNotice';

const LabourFormToolbar = ({ record, onStale }: { record?: LabourRecord; onStale: (change: StaleChange) => void }) => (
  <FormToolbar<LabourFormValues>
    closeTo="/labors"
    closeLabel="resources.labour.form.close"
    submitLabel={record ? 'resources.labour.form.update' : 'resources.labour.form.save'}
    onSubmit={useSaveLabour(record, onStale)}
  />
);

// An update over someone else's change says so above the buttons; Reload starts the form again.
const LabourFormCard = ({ record: read }: { record?: LabourRecord }) => {
  const { record, stale, onStale, reload } = useVersionedRecord('labour', read);
  // Add from a user's page (?user_id=) preselects that user as the owner.
  const [search] = useSearchParams();
  const owner = search.get('user_id') ?? '';
  const values = useMemo(() => (record ? labourToFormValues(record) : emptyLabourValues(owner)), [record, owner]);
  return (
    <Card>
      <CardContent>
        <Form key={String(record?.updated_at ?? '')} resource="labour" record={values} noValidate warnWhenUnsavedChanges>
          {record && <LiveRecordNotice resource="labour" id={record.id} onReload={reload} changeTold={!!stale} />}
          <LabourFormFields imageUrl={record?.image_url} owner={record?.user} />
          {stale && <StaleNotice change={stale} onReload={() => void reload()} />}
          <LabourFormToolbar record={record} onStale={onStale} />
        </Form>
      </CardContent>
    </Card>
  );
};

/** A labour listing's own label, named in the browser tab with the form's title. */
const labourName = (labour: LabourRecord) => labour.labor_name;

/** /admin/labor/create and /admin/labor/edit/:id: 'Labor Create' / 'Labor Edit'. */
export const LabourForm = () => {
  const { id } = useParams<{ id: string }>();
  const title = id ? 'app.page.labor_edit' : 'app.page.labor_create';
  return (
    <RecordFormPage id={id} resource="labour" title={title} read={useLabourRecord(id)} labelOf={labourName}>
      {(record) => <LabourFormCard record={record} />}
    </RecordFormPage>
  );
};
