import { lazy, Suspense, type ComponentType } from 'react';
import { LinearProgress } from 'react-admin';

/**
 * A screen loaded with its route. The
 * module's export `name` becomes the screen; a thin progress bar shows while its chunk loads.
 */
export function lazyScreen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ComponentType {
  const Screen = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  const LazyScreen = () => (
    <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
      <Screen />
    </Suspense>
  );
  LazyScreen.displayName = `Lazy(${name})`;
  return LazyScreen;
}
