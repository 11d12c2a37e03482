import { Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, LinkBase, Title, useCanAccess, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
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
      <Title title={title} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {labour?.labor_name ?? title}
        </Typography>
        {labour && canEdit && (
          <Button label="resources.labour.list.edit" component={LinkBase} to={`/labor/edit/${labour.id}`} variant="outlined">
            <EditIcon />
          </Button>
        )}
      </Stack>
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
