import { useEffect, useId } from 'react';
import { Avatar, Box, Button, Stack } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useController } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { ChooseFileButton } from '../../common/ChooseFileButton';
import { ImageChoiceMessages, useImageChoice } from '../../common/useImageChoice';
import type { ChosenPhoto } from './userFormValues';

interface PhotoInputProps {
  /** Form field of the chosen file ({ rawFile, src }); `image`, or `profile_image` on registration. */
  source: string;
  /** Form field set to true when the current photo is removed (update only). */
  removeSource?: string;
  /** The photo the user has now, shown until another is chosen or it is removed. */
  currentUrl?: string | null;
}

/**
 * Image chooser with a preview and a Remove button; accepts images of 500 KB at most. A chosen
 * file that is not one is named under the button with why, until the next choice, and the photo
 * stays as it was.
 */
export const PhotoInput = ({ source, removeSource = 'remove_image', currentUrl }: PhotoInputProps) => {
  const translate = useTranslate();
  const inputId = useId();
  const { field, fieldState } = useController({ name: source, defaultValue: null });
  const { field: removed } = useController({ name: removeSource, defaultValue: false });
  const chosen = field.value as ChosenPhoto | null;
  const { refused, choose } = useImageChoice((file) => {
    field.onChange({ rawFile: file, src: URL.createObjectURL(file) });
    removed.onChange(false);
  });

  // The preview's object URL lives as long as the choice.
  useEffect(
    () => () => {
      if (chosen?.src) URL.revokeObjectURL(chosen.src);
    },
    [chosen],
  );

  const remove = () => {
    field.onChange(null);
    if (currentUrl) removed.onChange(true);
  };

  const preview = chosen?.src ?? (!removed.value && currentUrl ? currentUrl : undefined);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
      <Avatar src={preview} alt={translate('resources.users.form.photo_preview')} variant="rounded" sx={{ width: 72, height: 72 }} />
      <Box>
        <Stack direction="row" spacing={1}>
          <ChooseFileButton input={inputId} startIcon={<AddPhotoIcon />}>
            {translate(preview ? 'resources.users.form.change_photo' : 'resources.users.form.choose_photo')}
          </ChooseFileButton>
          {preview && (
            <Button onClick={remove} color="error" size="small" startIcon={<DeleteIcon />}>
              {translate('resources.users.form.remove_photo')}
            </Button>
          )}
        </Stack>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          hidden
          name={source}
          aria-label={translate('resources.users.fields.image')}
          onChange={choose}
        />
        <ImageChoiceMessages refused={refused} error={fieldState.error?.message} />
      </Box>
    </Stack>
  );
};
