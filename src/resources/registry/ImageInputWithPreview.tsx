import { useEffect, useId, useState } from 'react';
import { Avatar, Box, Button, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useController } from 'react-hook-form';
import { FieldTitle, useInput, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ChooseFileButton } from '../../common/ChooseFileButton';
import { ImageChoiceMessages, useImageChoice } from '../../common/useImageChoice';

/** Form field that asks the server to drop the stored image (`remove_image=1`). */
export const REMOVE_IMAGE = 'remove_image';

/** A File's address for <img>, released when the file changes (jsdom has no object URLs). */
const useFileUrl = (file: unknown) => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!(file instanceof Blob) || typeof URL.createObjectURL !== 'function') {
      // An object URL is made and released with the file, so it lives in the effect.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
};

/**
 * Image upload with preview and Remove Image. The value is the chosen File (sent as
 * `image`); the stored image (`column` of the record) shows until it is replaced or removed.
 */
export const ImageInputWithPreview = ({ source, column }: { source: string; column: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const inputId = useId();
  const { field, fieldState } = useInput({ source, defaultValue: null });
  const { field: remove } = useController({ name: REMOVE_IMAGE, defaultValue: '' });
  const { refused, choose, forget } = useImageChoice((file) => {
    field.onChange(file);
    remove.onChange('');
  });
  const chosen = field.value instanceof Blob ? (field.value as File) : null;
  const chosenUrl = useFileUrl(chosen);
  const stored = typeof record?.[column] === 'string' && remove.value !== '1' ? (record[column] as string) : null;
  const preview = chosen ? chosenUrl : stored;
  const hasImage = !!chosen || !!stored;
  const label = <FieldTitle source={source} resource={resource} />;

  const clear = () => {
    forget();
    field.onChange(null);
    if (record?.[column]) remove.onChange('1');
  };

  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar
          variant="rounded"
          src={preview ?? undefined}
          alt={hasImage ? translate('app.registry.image_preview') : ''}
          sx={{ width: 96, height: 96, bgcolor: 'action.hover', color: 'text.disabled' }}
        >
          <PhotoCameraIcon />
        </Avatar>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
          <ChooseFileButton input={inputId}>{translate('app.registry.choose_image')}</ChooseFileButton>
          <input
            id={inputId}
            hidden
            type="file"
            accept="image/*"
            name={source}
            aria-label={translate('app.registry.choose_image')}
            onChange={choose}
          />
          {hasImage && (
            <Button size="small" color="error" onClick={clear}>
              {translate('app.registry.remove_image')}
            </Button>
          )}
          {chosen && (
            <Typography variant="caption" color="text.secondary">
              {chosen.name}
            </Typography>
          )}
        </Box>
      </Box>
      <ImageChoiceMessages refused={refused} error={fieldState.error?.message} />
    </Box>
  );
};
