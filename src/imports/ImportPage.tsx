import { useEffect, useRef } from 'react';
import { Card, CardContent, LinearProgress, Stack, Step, StepLabel, Stepper } from '@mui/material';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import { AccessDenied } from '../layout/AccessDenied';
import { ScreenTitle } from '../layout/ScreenTitle';
import { useParams } from 'react-router-dom';
import { importOf, type ImportDeclaration } from '../../schema/import';
import { NotFound } from '../layout/NotFound';
import { ImportFileStep } from './ImportFileStep';
import { ImportPreview } from './ImportPreview';
import { ImportProgress } from './ImportProgress';
import { ImportResult } from './ImportResult';
import { IMPORT_STEPS, useImport, type ImportStep } from './useImport';
import { useCanImport } from './useCanImport';
import { importTitle } from './importTitle';
import { PageHeading } from '../common/PageHeading';
import { LoadingScreen } from '../common/lazyScreen';

/** The import page of a list (/import/:resource), for those who may both add and change its records. */
export const ImportPage = () => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { resource = '' } = useParams();
  const declaration = importOf(resource);
  const { canImport, isPending } = useCanImport(resource);
  if (!declaration) return <NotFound />;
  // Still titled while the rights are checked, as while the page's code loaded.
  if (isPending) return <LoadingScreen title={importTitle(translate, getResourceLabel, resource)} />;
  if (!canImport) return <AccessDenied />;
  return <ImportScreen key={resource} declaration={declaration} />;
};

/** Moves the focus to the new step's heading, so keyboard and screen-reader users land on it. */
const useFocusOnStep = (step: ImportStep) => {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    ref.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);
  return ref;
};

const ImportScreen = ({ declaration }: { declaration: ImportDeclaration }) => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const state = useImport(declaration.resource);
  const { step, summary } = state;
  const stepRef = useFocusOnStep(step);
  const title = importTitle(translate, getResourceLabel, declaration.resource);
  const active = IMPORT_STEPS.indexOf(step);
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, minWidth: 0 }}>
      <ScreenTitle title={title} />
      <PageHeading>{title}</PageHeading>
      <Stepper activeStep={active} alternativeLabel aria-label={translate('app.imports.steps.label')} component="ol" sx={{ p: 0 }}>
        {IMPORT_STEPS.map((name, index) => (
          <Step
            key={name}
            component="li"
            completed={index < active || step === 'result'}
            aria-current={index === active ? 'step' : undefined}
          >
            <StepLabel>{translate(`app.imports.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card ref={stepRef} sx={{ minWidth: 0 }}>
        <CardContent>
          {state.resuming && <LinearProgress aria-label={translate('app.imports.reopening')} />}
          {step === 'file' && !state.resuming && (
            <ImportFileStep declaration={declaration} upload={state.upload} onFile={(file) => void state.send(file)} />
          )}
          {step === 'preview' && summary && <ImportPreview summary={summary} state={state} />}
          {step === 'running' && <ImportProgress progress={state.progress} />}
          {step === 'result' && summary && <ImportResult summary={summary} onAnother={state.restart} />}
        </CardContent>
      </Card>
    </Stack>
  );
};
