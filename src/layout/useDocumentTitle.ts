import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Names the browser tab after the screen ("Orders · Mandi Admin"), the record's own label first
 * where the screen shows one ("Tomatoes · Product Info · Mandi Admin"), so that several tabs of the
 * admin can be told apart. `page` is an i18n key or a translated title, as react-admin's Title
 * takes; none (an embedded list) leaves the tab to its page. When the screen goes the tab is named
 * after the admin again, so a screen that names none never keeps the previous one's.
 */
export const useDocumentTitle = (page: string | false | undefined, label?: string | null) => {
  const translate = useTranslate();
  const app = translate('app.name');
  const name = page ? translate(page, { _: page }) : '';
  const title = label
    ? translate('app.document_title.record', { label, page: name, app })
    : translate('app.document_title.page', { page: name, app });
  useEffect(() => {
    if (!name) return;
    document.title = title;
    return () => {
      document.title = app;
    };
  }, [name, title, app]);
};
