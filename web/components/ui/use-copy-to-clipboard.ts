import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: the 'Copied' indicator lasts 2 seconds. */
const COPIED_INDICATOR_MS = 2000;

/**
 * Copies text and reports whether it worked; `copied` stays true for two seconds so a
 * button can show a check mark.
 */
export function useCopyToClipboard(): {
  copied: boolean;
  copy: (text: string) => Promise<boolean>;
} {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return true;
  }, []);
  return { copied, copy };
}
