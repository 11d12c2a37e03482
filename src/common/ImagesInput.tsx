import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Box, FormHelperText, IconButton, Stack, Tooltip } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import { useController } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { ChooseFileButton } from './ChooseFileButton';
import { sortChosenFiles, type ChosenImage, type StoredImage } from './images';

interface ImagesInputProps {
  /** Whose labels it reads: resources.<resource>.form.choose_images, remove_image, image_preview. */
  resource: string;
  /** i18n key of the file input's label. */
  label: string;
}

/**
 * Several images with previews: the record's own images in existing_images (removing
 * one puts its id in delete_images) and newly chosen files in new_images. Images of 500 KB at
 * most: a chosen file that is not one is left out and named under the button, with why, until
 * the next choice.
 */
export const ImagesInput = ({ resource, label }: ImagesInputProps) => {
  const translate = useTranslate();
  const inputId = useId();
  const { field: existing } = useController({ name: 'existing_images', defaultValue: [] });
  const { field: deleted } = useController({ name: 'delete_images', defaultValue: [] });
  const { field: added, fieldState } = useController({ name: 'new_images', defaultValue: [] });
  const current = (existing.value ?? []) as StoredImage[];
  const chosen = (added.value ?? []) as ChosenImage[];
  const [refused, setRefused] = useState<ReturnType<typeof sortChosenFiles>['refused']>({});

  // Object URLs of the previews live until the form goes away.
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { taken, refused } = sortChosenFiles(picked);
    setRefused(refused);
    if (!taken.length) return;
    const next = taken.map((file) => {
      const src = URL.createObjectURL(file);
      urls.current.push(src);
      return { rawFile: file, src };
    });
    added.onChange([...chosen, ...next]);
  };

  const removeExisting = (image: StoredImage) => {
    existing.onChange(current.filter((i) => i.id !== image.id));
    deleted.onChange([...((deleted.value ?? []) as string[]), image.id]);
  };
  const removeChosen = (index: number) => added.onChange(chosen.filter((_, i) => i !== index));

  // A Remove goes with its picture, and the focus would fall to the page: it goes to the next
  // picture's Remove, else the previous one's, else the button that adds pictures.
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const removeAt = (index: number, remove: () => void) => {
    (removeButtons.current[index + 1] ?? removeButtons.current[index - 1] ?? chooseButton.current)?.focus();
    remove();
  };

  const previews = [
    ...current.map((image) => ({ key: image.id, src: image.image_url, remove: () => removeExisting(image) })),
    ...chosen.map((image, index) => ({ key: image.src, src: image.src, remove: () => removeChosen(index) })),
  ];
  const removeLabel = translate(`resources.${resource}.form.remove_image`);
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {previews.map((preview, index) => (
          <Box key={preview.key} sx={{ position: 'relative' }}>
            <Avatar
              src={preview.src}
              alt={translate(`resources.${resource}.form.image_preview`, { number: index + 1 })}
              variant="rounded"
              sx={{ width: 80, height: 80 }}
            />
            <Tooltip title={removeLabel}>
              <IconButton
                ref={(button) => {
                  removeButtons.current[index] = button;
                }}
                aria-label={`${removeLabel} ${index + 1}`}
                size="small"
                onClick={() => removeAt(index, preview.remove)}
                sx={{ position: 'absolute', top: -8, right: -8, bgcolor: 'background.paper' }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Stack>
      <ChooseFileButton ref={chooseButton} input={inputId} startIcon={<AddPhotoIcon />}>
        {translate(`resources.${resource}.form.choose_images`)}
      </ChooseFileButton>
      <input id={inputId} type="file" accept="image/*" multiple hidden aria-label={translate(label)} onChange={choose} />
      {Object.entries(refused).map(([why, names]) => (
        <FormHelperText key={why} error role="alert">
          {translate(`app.images_refused.${why}`, { smart_count: names.length, names: names.join(', ') })}
        </FormHelperText>
      ))}
      {fieldState.error?.types ? (
        // The server's refusals of named files (useSaveRecord): one line per file, each saying which.
        Object.entries(fieldState.error.types).map(([name, message]) => (
          <FormHelperText key={name} error>
            {translate('app.image_refused', { name, message: translate(String(message), { _: String(message) }) })}
          </FormHelperText>
        ))
      ) : fieldState.error?.message ? (
        <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>
      ) : null}
    </Box>
  );
};
