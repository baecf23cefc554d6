import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes';

/**
 * The browser router. The current address's lazily loaded pages are fetched first, so the router starts
 * with the page already in hand: hydration then finds the very page the server rendered.
 */
export async function createAppRouter() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}
