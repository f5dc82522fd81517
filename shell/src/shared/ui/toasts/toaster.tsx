import { TOAST } from '@store/domain';
import { useUnit } from 'effector-react';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { $pendingToasts, toastsShown } from './model';

/** notistack host: 6 s, bottom right (SPEC §9). */
export default function Toaster() {
  const [pending, shown] = useUnit([$pendingToasts, toastsShown]);
  useEffect(() => {
    if (pending.length === 0) return;
    for (const toast of pending) enqueueSnackbar(toast.message, { variant: toast.variant, key: toast.key });
    shown(pending.map((t) => t.key));
  }, [pending, shown]);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST.durationMs}
      anchorOrigin={{ vertical: TOAST.vertical, horizontal: TOAST.horizontal }}
    />
  );
}
