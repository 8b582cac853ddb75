import { useEffect, useState } from 'react';
import { toApiError } from '../../../providers/api-error';
import { notify } from '../../../providers/notification-provider';
import { portalApi } from '../../../providers/portal-api';
import { CARD_TOAST_MS } from './constants';

/**
 * The heart: flips at once (docs/PRODUCT.md#video-card), sends the toggle, shows the server's message for 1 s and
 * settles on what the server says.
 */
export function useFavourite(lectureId: number, initial: boolean, onChange?: (isFavourite: boolean) => void) {
  const [isFavourite, setFavourite] = useState(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => setFavourite(initial), [initial]);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    setFavourite((value) => !value);
    try {
      const answer = await portalApi.toggleFavourite(lectureId);
      setFavourite(answer.isFavourite);
      notify.success(answer.message, CARD_TOAST_MS);
      onChange?.(answer.isFavourite);
    } catch (error) {
      setFavourite(initial);
      notify.error(toApiError(error).message, CARD_TOAST_MS);
    } finally {
      setBusy(false);
    }
  };
  return { isFavourite, toggle, busy };
}
