/**
 * Shows a toast. sonner is imported on first use: article pages only toast after a click,
 * so it never weighs on their first load.
 */
export async function notify(
  kind: 'success' | 'error',
  title: string,
  description: string,
): Promise<void> {
  const { toast } = await import('#web/components/ui/toaster.tsx');
  toast[kind](title, { description });
}
