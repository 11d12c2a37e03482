import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { FormDialog } from '../FormDialog';
import { SubmitButton } from '../SubmitButton';
import { FormEditWatch, useDiscardingClose } from '../useFormEdited';

interface Props<T extends FieldValues> {
  title: string;
  defaultValues: DefaultValues<FieldValues>;
  onClose: () => void;
  onSubmit: (values: T) => Promise<void>;
  children: ReactNode;
}

/** The saved views' dialogs: their fields, then Cancel (which asks before dropping a change) and Save. */
export const ViewFormDialog = <T extends FieldValues>({ title, defaultValues, onClose, onSubmit, children }: Props<T>) => {
  const translate = useTranslate();
  const { close, busy, onFormState } = useDiscardingClose(onClose);
  return (
    <FormDialog maxWidth={440} onClose={close} aria-label={title}>
      <Form defaultValues={defaultValues}>
        <FormEditWatch onChange={onFormState} />
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('app.saved_views.cancel')}
          </Button>
          <SubmitButton onSubmit={onSubmit}>{translate('app.saved_views.save')}</SubmitButton>
        </DialogActions>
      </Form>
    </FormDialog>
  );
};
