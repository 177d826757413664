import Search from "lucide-react/icons/search";
import { lazy, Suspense, useEffect, useState } from "react";
import { loadSearchIndex } from "../lib/site-search.ts";
import "../styles/site-search.css";
import { REPLAY } from "../lib/replay.ts";

const importDialog = () => import("./SiteSearchDialog.tsx");

/** What another control of the page sends to open the header's search (the not-found page's button). */
export const OPEN_SITE_SEARCH = "site-search:open";
const SiteSearchDialog = lazy(() => importDialog().then((m) => ({ default: m.SiteSearchDialog })));

/** Fetches the dialog's code and the index before they are needed; a failure shows when the dialog opens. */
function prefetch() {
  void importDialog();
  loadSearchIndex().catch(() => {});
}

/** Keyboard users reach the button by Tab: fetch just the small dialog code, not the index. */
function prefetchDialog() {
  void importDialog();
}

/**
 * The header's search: a 'Search' button (or Ctrl/Cmd+K) that opens the search dialog. Every page carries
 * only this button; the dialog, the search library and the index load when the pointer first reaches the
 * button or when it is used.
 */
export function SiteSearch() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);

  const show = () => {
    setWanted(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_SITE_SEARCH, show);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_SITE_SEARCH, show);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        className="site-search__button"
        aria-haspopup="dialog"
        {...REPLAY}
        onClick={show}
        onPointerEnter={prefetch}
        onFocus={prefetchDialog}
      >
        <Search aria-hidden="true" focusable="false" width={20} height={20} />
        <span className="site-search__button-label">Search</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SiteSearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
