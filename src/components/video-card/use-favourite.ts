import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toApiError } from '../../../providers/api-error';
import { toggleFavourite } from '../../../providers/favourites-api';
import { notify } from '../../../providers/notification-provider';
import { CARD_TOAST_MS } from './constants';

/**
 * The heart: flips at once (docs/PRODUCT.md#video-card), sends the toggle, shows the server's message for 1 s and
 * settles on what the server says; the lists it shows in read it again.
 */
export function useFavourite(lectureId: number, initial: boolean) {
  const [isFavourite, setFavourite] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: toggleOnServer } = useMutation(toggleFavourite);
  useEffect(() => setFavourite(initial), [initial]);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    setFavourite((value) => !value);
    try {
      const answer = await toggleOnServer(lectureId);
      setFavourite(answer.isFavourite);
      notify.success(answer.message, CARD_TOAST_MS);
    } catch (error) {
      setFavourite(initial);
      notify.error(toApiError(error).message, CARD_TOAST_MS);
    } finally {
      setBusy(false);
    }
  };
  return { isFavourite, toggle, busy };
}
