import { Stack } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { useParams } from 'react-router-dom';
import { EditLinkButton } from '../../common/EditLinkButton';
import { RecordHeading } from '../../common/RecordHeading';
import { RecordPageState } from '../../common/RecordPageState';
import { LabourInfoCard } from './LabourInfoCard';
import { useLabourRecord } from './useLabourRecord';
import { WorkingDaysTable } from './WorkingDaysTable';
import { LiveRecordNotice } from '../../live/LiveRecordNotice';

/** /admin/labor/view/:id ('Labor Info'): the listing, its working days and its work images. */
export const LabourShow = () => {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'labour', action: 'edit' });
  const { data: labour, isPending, error, refetch } = useLabourRecord(id);
  const title = translate('app.page.labor_view');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <ScreenTitle title={title} label={labour?.labor_name} />
      <RecordHeading title={labour?.labor_name ?? title}>
        {labour && canEdit && <EditLinkButton label="resources.labour.list.edit" to={`/labor/edit/${labour.id}`} />}
      </RecordHeading>
      {!labour ? (
        <RecordPageState resource="labour" isPending={isPending} error={error} />
      ) : (
        <>
          <LiveRecordNotice resource="labour" id={labour.id} onReload={refetch} />
          <LabourInfoCard labour={labour} />
          <WorkingDaysTable days={labour.working_day ?? []} />
        </>
      )}
    </Stack>
  );
};
