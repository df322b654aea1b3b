import { useLayoutEffect } from 'react';

export const APP_TITLE = 'Pathway — Jobs and internships for students in India';

/**
 * Sets the tab title: 'Help — Pathway', or the app's full title when `title` is absent. In the
 * commit that shows the page, not in an effect after it: a page rendered in a transition (every
 * route change) runs its effects later, so its heading could be on screen under the old title.
 */
export function useDocumentTitle(title?: string): void {
  useLayoutEffect(() => {
    document.title = title ? `${title} — Pathway` : APP_TITLE;
  }, [title]);
}
