import { useState, type ComponentProps } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { CircularProgress } from '@mui/material';
import { Button, useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../providers/serverErrors';
import { saveFile } from './saveFile';

type DownloadButtonProps = Pick<ComponentProps<typeof Button>, 'label' | 'variant' | 'sx' | 'disabled'> & {
  /** Asks the server for the file: a CSV can take a while, so the button spins and waits meanwhile. */
  file: () => Promise<{ blob: Blob; fileName: string }>;
  /** The notification when the file cannot be had; `%{message}` is the server's reason. */
  failed: string;
};

/** A button that fetches a file the server writes and saves it under the server's name. */
export const DownloadButton = ({ file, failed, disabled, ...button }: DownloadButtonProps) => {
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await file();
      saveFile(blob, fileName);
    } catch (error) {
      notify(failed, { type: 'error', messageArgs: { message: messageOf(error) } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      {...button}
      // On a phone react-admin draws the icon alone and names it only while enabled: a disabled one
      // (nothing to export yet) was a nameless button to a screen reader.
      aria-label={typeof button.label === 'string' ? translate(button.label) : undefined}
      onClick={() => void download()}
      // Busy, it is only said to be disabled: a disabled button drops the keyboard's focus to the
      // page, and the next Tab would start again from the top.
      disabled={disabled}
      aria-disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
    </Button>
  );
};
