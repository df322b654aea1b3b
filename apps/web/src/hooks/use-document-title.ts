import { useEffect } from 'react';

export const APP_TITLE = 'Pathway — Jobs and internships for students in India';

/** Sets the tab title: 'Help — Pathway', or the app's full title when `title` is absent. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} — Pathway` : APP_TITLE;
  }, [title]);
}
