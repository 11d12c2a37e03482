import { LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { StepHeading } from './StepHeading';

/** Step 3: the rows written so far, as the server reports each batch (null: a run reopened, whose batches are not told). */
export const ImportProgress = ({ progress }: { progress: { done: number; total: number } | null }) => {
  const translate = useTranslate();
  const { number } = useLocaleFormat();
  const heading = translate('app.imports.running.heading');
  if (!progress)
    return (
      <Stack spacing={2}>
        <StepHeading>{heading}</StepHeading>
        <LinearProgress aria-label={heading} />
        <Hint />
      </Stack>
    );
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  const count = translate('app.imports.running.count', { done: number(progress.done), total: number(progress.total) });
  return (
    <Stack spacing={2}>
      <StepHeading>{heading}</StepHeading>
      <LinearProgress variant="determinate" value={percent} aria-label={heading} aria-valuetext={count} />
      <Typography role="status">{count}</Typography>
      <Hint />
    </Stack>
  );
};

const Hint = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.imports.running.hint')}
    </Typography>
  );
};
