import { flushSync } from 'react-dom';
import { type DataRouter, RouterProvider } from 'react-router';

/** React Router's provider wired to react-dom, so navigations can ask to render synchronously. */
export function AppRouterProvider({ router }: { router: DataRouter }) {
  return (
    <RouterProvider
      router={router}
      flushSync={(update) => {
        flushSync(update);
      }}
    />
  );
}
