import Check from "lucide-react/icons/check";
import Link2 from "lucide-react/icons/link-2";
import { useEffect, useRef, useState } from "react";
import { COPIED_TEXT, COPY_FEEDBACK_MS } from "../constants.ts";
import "../styles/copy-link.css";
import { REPLAY } from "../lib/replay.ts";

interface CopyLinkButtonProps {
  /** The absolute address to copy. */
  url: string;
  /**
   * What screen readers call the button, e.g. 'Copy link to this FAQ'. It stays the same while the
   * visible text says 'Copied!' (announced through the live text instead), so the button keeps its name.
   */
  label?: string;
  /** The visible text before copying. */
  text?: string;
  className?: string;
}

/**
 * Copies an address to the clipboard and says 'Copied!' for two seconds. A clipboard that refuses
 * (permissions, an old browser) is only logged: the visitor can still copy the address bar.
 */
export function CopyLinkButton({ url, label = "Copy link", text = "Copy link", className = "" }: CopyLinkButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("the Clipboard API is not available");
      await navigator.clipboard.writeText(url);
    } catch (err) {
      console.warn("Could not copy the link:", err);
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }

  const Glyph = copied ? Check : Link2;
  return (
    <button type="button" className={`copy-link${copied ? " copy-link--copied" : ""} ${className}`.trim()} aria-label={label} {...REPLAY} onClick={copy}>
      <Glyph aria-hidden="true" focusable="false" width={18} height={18} />
      <span aria-live="polite">{copied ? COPIED_TEXT : text}</span>
    </button>
  );
}
