/**
 * Shows a toast. sonner is imported on first use so it never weighs on the landing page's
 * first load (the demo and copy buttons only toast after a click).
 */
export async function notify(
  kind: 'success' | 'error',
  title: string,
  description: string,
): Promise<void> {
  const { toast } = await import('#web/components/ui/toaster.tsx');
  toast[kind](title, { description });
}
