import { useEffect } from 'react';

/** Sets the tab title to "<title> · Tend" (or "Tend" alone), so each screen is named for assistive tech. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Tend` : 'Tend';
  }, [title]);
}
