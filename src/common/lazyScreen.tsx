import { lazy, Suspense, type ComponentType } from 'react';
import { LinearProgress, useGetResourceLabel, useTranslate, type GetResourceLabel, type TranslateFunction } from 'react-admin';
import { useParams, type Params } from 'react-router-dom';
import { ScreenTitle } from '../layout/ScreenTitle';

/** What a route has to name its screen with before the screen's code is here. */
export interface RouteTitleArgs {
  params: Readonly<Params>;
  translate: TranslateFunction;
  getResourceLabel: GetResourceLabel;
}

/**
 * The title the screen will show, known from its route alone: an i18n key, or a function of the
 * address (an edit form by its id, an import by its resource) giving a key or a translated text.
 */
export type RouteTitle = string | ((route: RouteTitleArgs) => string);

/** A form's route title: one for a record's edit (its id in the address), one for a new record. */
export const formTitle =
  (create: string, edit: string): RouteTitle =>
  ({ params }) =>
    params.id ? edit : create;

/** The screen's title, in the app bar and the tab, and a thin progress bar while it loads. */
export const LoadingScreen = ({ title }: { title: RouteTitle }) => {
  const params = useParams();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  return (
    <>
      <ScreenTitle title={typeof title === 'function' ? title({ params, translate, getResourceLabel }) : title} />
      <LinearProgress sx={{ mt: 2 }} />
    </>
  );
};

/**
 * A screen loaded with its route. The module's export `name` becomes the screen. While its chunk
 * loads (seconds on a slow line) the app bar and the tab already carry `title`, the one the
 * screen will show, so neither is left blank nor names the screen just left.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  title: RouteTitle,
): ComponentType {
  const Screen = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  const LazyScreen = () => (
    <Suspense fallback={<LoadingScreen title={title} />}>
      <Screen />
    </Suspense>
  );
  LazyScreen.displayName = `Lazy(${name})`;
  return LazyScreen;
}
