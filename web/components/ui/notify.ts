/**
 * Shows a toast, importing sonner on first use: on the public pages (the landing's demo, an
 * article's copy button) toasts only follow a click, so sonner never weighs on their first
 * load; nor on the auth forms, where toasts follow a submit (ADR 050). Signed-in screens
 * import `toast` from ./toaster.tsx directly.
 */
export async function notify(
  kind: 'success' | 'error',
  title: string,
  description: string,
): Promise<void> {
  const { toast } = await import('./toaster.tsx');
  toast[kind](title, { description });
}
