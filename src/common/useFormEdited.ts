import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** Whether a field of the form around was changed: react-admin's warnWhenUnsavedChanges test. */
export const useFormEdited = () => Object.keys(useFormState().dirtyFields).length > 0;

/**
 * Whether a dialog holding a form may close: at once when nothing was changed, else when the user
 * confirms dropping the changes, as leaving a page with edits asks.
 */
export const useMayDiscard = () => {
  const translate = useTranslate();
  return (edited: boolean) => !edited || window.confirm(translate('ra.message.unsaved_changes'));
};
