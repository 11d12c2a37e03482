import { useState, type ChangeEvent } from 'react';
import { FormHelperText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { chosenFileRefusal, type ImageRefusal } from './images';

type Refused = { name: string; why: ImageRefusal } | null;

/**
 * One image chosen from a file input: `take` gets the file when it is an image small enough to
 * send; a file that is not one is refused, the image before it staying, until the next choice.
 */
export function useImageChoice(take: (file: File) => void) {
  const [refused, setRefused] = useState<Refused>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const why = chosenFileRefusal(file);
    setRefused(why ? { name: file.name, why } : null);
    if (!why) take(file);
  };
  return { refused, choose, forget: () => setRefused(null) };
}

/** Under an image chooser: why the file just chosen was refused, then the form's message for the field. */
export const ImageChoiceMessages = ({ refused, error }: { refused: Refused; error?: string }) => {
  const translate = useTranslate();
  return (
    <>
      {refused && (
        <FormHelperText error role="alert">
          {translate(`app.images_refused.${refused.why}`, { smart_count: 1, names: refused.name })}
        </FormHelperText>
      )}
      {error && <FormHelperText error>{translate(error, { _: error })}</FormHelperText>}
    </>
  );
};
