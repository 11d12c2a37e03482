import { useEffect, useRef } from 'react';

/** The input of a field named `name` in the form, if it takes the focus. */
const inputOf = (form: HTMLFormElement, name: string) =>
  [...form.querySelectorAll<HTMLElement>('[name]')].find(
    (el) => el.getAttribute('name') === name && el.getAttribute('type') !== 'hidden' && el.getAttribute('aria-hidden') !== 'true',
  );

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
