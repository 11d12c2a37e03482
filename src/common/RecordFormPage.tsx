import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import { PageHeading } from './PageHeading';
import { RecordPageState } from './RecordPageState';

interface RecordFormPageProps<R> {
  /** The record's id on an edit page; none on a create page. */
  id?: string;
  resource: string;
  /** The page's title (an i18n key), shown in the app bar and as its heading. */
  title: string;
  /** The record's read (react-admin's useGetOne result). */
  read: { data?: R; isPending: boolean; isFetchedAfterMount: boolean; error: unknown };
  /** The record's own label (a product's name), named in the browser tab with the title. */
  labelOf: (record: R) => string;
  /** The form: without a record on a create page, with the fresh read on an edit page. */
  children: (record?: R) => ReactNode;
}

/**
 * A create or edit page. The edit form starts from a read made now, never a cached copy: its
 * version is what a save sends, so a save over someone else's change is caught.
 */
export function RecordFormPage<R>({ id, resource, title, read, labelOf, children }: RecordFormPageProps<R>) {
  const translate = useTranslate();
  const record = read.isFetchedAfterMount ? read.data : undefined;
  const heading = translate(title);
  return (
    <>
      <ScreenTitle title={heading} label={record && labelOf(record)} />
      <PageHeading sx={{ my: 2 }}>{heading}</PageHeading>
      {!id || record ? (
        children(record)
      ) : (
        <RecordPageState resource={resource} isPending={read.isPending || !read.isFetchedAfterMount} error={read.error} />
      )}
    </>
  );
}
