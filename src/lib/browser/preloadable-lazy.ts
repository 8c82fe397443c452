import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on its own (React.lazy), that renders at once, without
 * suspending, once `preload()` has loaded it. A server render awaits the preloads of what it
 * shows, so its markup holds no Suspense boundary waiting to be filled in by an inline script
 * (which the CSP would refuse), and a browser that loaded the chunk in time hydrates it directly.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function PreloadableLazy(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return { Component: PreloadableLazy, preload };
}
