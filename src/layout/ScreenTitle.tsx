import { Title } from 'react-admin';
import { useDocumentTitle } from './useDocumentTitle';

interface ScreenTitleProps {
  /** The app bar's title: an i18n key or a translated text. */
  title: string;
  /** The record the screen shows, by its own label (an order's number, a product's name). */
  label?: string | null;
}

/** A screen's title in the app bar and, with its record's label, in the browser tab. */
export const ScreenTitle = ({ title, label }: ScreenTitleProps) => {
  useDocumentTitle(title, label);
  return <Title title={title} />;
};
