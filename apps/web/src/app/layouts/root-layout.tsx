import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Wraps every route: scroll restoration and a thin bar while a page's code is loading. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-secondary">
          <div className="h-full w-2/5 bg-primary motion-safe:animate-progress" />
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
