import { useEffect, useRef } from 'react';
import { focusTargetOf } from './focusTarget';

/** The element of the form that takes the focus for a field named `name`. */
const inputOf = (form: HTMLFormElement, name: string) => {
  const named = [...form.querySelectorAll<HTMLElement>('[name]')].find((el) => el.getAttribute('name') === name);
  return named && focusTargetOf(named);
};

/**
 * A submit button is disabled while its form saves, and a disabled button loses the keyboard's
 * focus to the page (or to a dialog around the form). When the save ends with the form still there,
 * `focusField` puts the focus on the field the answer refused; otherwise it goes back to the
 * button, unless the user has put it somewhere else meanwhile. Returns the button's ref too.
 */
export const useFocusAfterSubmit = (busy: boolean) => {
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    // Once the button is enabled again and anything focusField chose has been focused.
    const timer = setTimeout(() => {
      const form = button.current?.form;
      const active = document.activeElement;
      if (form && (!active || active.contains(form))) button.current?.focus();
    });
    return () => clearTimeout(timer);
  }, [busy]);
  const focusField = (name: string | undefined) => {
    if (name === undefined) return;
    setTimeout(() => {
      const form = button.current?.form;
      if (form) inputOf(form, name)?.focus();
    });
  };
  return { button, focusField };
};
