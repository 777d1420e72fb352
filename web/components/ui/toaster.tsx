import { Toaster as Sonner, toast } from 'sonner';

export { toast };

/**
 * Toasts appear at the top. At the bottom they sat on the generated options' Copy buttons
 * for the four seconds the success toast lasts (issue 14), and the bottom of the screen is
 * where a phone user's thumb and the next thing to read are.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
