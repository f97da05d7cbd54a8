import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `?new=1` on an admin section: open its add drawer. The admin menu's "Dodaj wideo" links to
 * /teapp-admin?view=videos&new=1 (spec 1 §2 Layout), so the item does what it says, and a reload
 * or a shared link opens the same drawer.
 */
export const NEW_ITEM_PARAM = 'new';

/** Whether the add drawer is asked for, and how to drop the request when the drawer closes. */
export const useNewItemParam = (): [asked: boolean, clear: () => void] => {
  const [params, setParams] = useSearchParams();
  const asked = params.get(NEW_ITEM_PARAM) === '1';
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(NEW_ITEM_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [asked, clear];
};
