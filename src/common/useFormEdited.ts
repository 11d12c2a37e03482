import { useEffect, useState } from 'react';
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

export interface FormEditState {
  edited: boolean;
  submitting: boolean;
}

const UNTOUCHED: FormEditState = { edited: false, submitting: false };

/**
 * Tells what holds a react-admin form whether a field was changed and whether it is being saved:
 * a dialog's Escape, or a panel's Hide, is outside the form and cannot read its state.
 */
export const FormEditWatch = ({ onChange }: { onChange: (state: FormEditState) => void }) => {
  const edited = useFormEdited();
  const { isSubmitting: submitting } = useFormState();
  useEffect(() => onChange({ edited, submitting }), [edited, submitting, onChange]);
  // A form that a save takes away says nothing more: what holds it must not stay busy or edited.
  useEffect(() => () => onChange(UNTOUCHED), [onChange]);
  return null;
};

/**
 * The close of what holds a form (a dialog's Escape and Cancel, a panel's Hide): nothing while it
 * saves, at once when nothing was changed, else once the user confirms dropping the changes.
 * Whoever keeps the values in its own state passes `edited` and `busy`; a react-admin form tells
 * them through a `FormEditWatch` inside it given `onFormState`.
 */
export const useDiscardingClose = (onClose: () => void, own: { edited?: boolean; busy?: boolean } = {}) => {
  const [form, setForm] = useState(UNTOUCHED);
  const mayDiscard = useMayDiscard();
  const busy = Boolean(own.busy) || form.submitting;
  const edited = own.edited ?? form.edited;
  const close = () => {
    if (!busy && mayDiscard(edited)) onClose();
  };
  return { close, busy, edited, onFormState: setForm };
};
