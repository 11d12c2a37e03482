import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, FormHelperText, Stack } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useController } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { chosenFileRefusal, type ImageRefusal } from '../../common/images';
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
  const [refused, setRefused] = useState<{ name: string; why: ImageRefusal } | null>(null);

  // The preview's object URL lives as long as the choice.
  useEffect(
    () => () => {
      if (chosen?.src) URL.revokeObjectURL(chosen.src);
    },
    [chosen],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const why = chosenFileRefusal(file);
    setRefused(why ? { name: file.name, why } : null);
    if (why) return;
    field.onChange({ rawFile: file, src: URL.createObjectURL(file) });
    removed.onChange(false);
  };

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
          <Button component="label" htmlFor={inputId} variant="outlined" size="small" startIcon={<AddPhotoIcon />}>
            {translate(preview ? 'resources.users.form.change_photo' : 'resources.users.form.choose_photo')}
          </Button>
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
        {refused && (
          <FormHelperText error role="alert">
            {translate(`app.images_refused.${refused.why}`, { smart_count: 1, names: refused.name })}
          </FormHelperText>
        )}
        {fieldState.error?.message && (
          <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>
        )}
      </Box>
    </Stack>
  );
};
