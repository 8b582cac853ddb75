import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { toApiError } from '../../../providers/api-error';
import { portalApi } from '../../../providers/portal-api';
import { CARD_TOAST_MS } from './constants';

/**
 * The heart: flips at once (spec §4), sends the toggle, shows the server's message for 1 s and
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
      toast.success(answer.message, { autoClose: CARD_TOAST_MS });
      onChange?.(answer.isFavourite);
    } catch (error) {
      setFavourite(initial);
      toast.error(toApiError(error).message, { autoClose: CARD_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };
  return { isFavourite, toggle, busy };
}
