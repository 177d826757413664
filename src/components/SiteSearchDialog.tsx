import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { FAQ_CATEGORIES, SITE_SEARCH_LIMIT, SITE_SEARCH_MIN_CHARS } from "../constants.ts";
import type { SearchDocument } from "../../core/search.ts";
import { loadSearchIndex, searchSite, type SearchIndex } from "../lib/site-search.ts";
import "../styles/site-search-dialog.css";

type IndexState = { status: "idle" | "loading" | "failed" } | { status: "ready"; index: SearchIndex };

/** What each kind of result is called in the list. */
const KIND: Record<SearchDocument["type"], string> = {
  FAQ: "FAQ",
  "Blog post": "Article",
  Industry: "Location type",
  Town: "Service area",
  Solution: "Solution",
};
const CATEGORY = Object.fromEntries(FAQ_CATEGORIES.map((c) => [c.value, c.label]));
const SUGGESTIONS = ["payment options", "micro market", "Westminster", "installation"];

interface SiteSearchDialogProps {
  open: boolean;
  /** The dialog closed itself (Escape, the close button, a click outside, a result followed). */
  onClose: () => void;
}

/**
 * The site search's modal dialog: one box searching questions, articles, location types, towns and
 * solutions, results as links. Arrow keys move between the box and the results, Enter follows the first
 * result, Escape closes. Loaded only when a visitor first reaches for the search button.
 */
export function SiteSearchDialog({ open, onClose }: SiteSearchDialogProps) {
  const uid = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState<IndexState>({ status: "idle" });
  const navigate = useNavigate();
  const location = useLocation();

  /** Closes now and tells the button at once, so a quick reopen is never undone by the late 'close' event. */
  const close = () => {
    dialog.current?.close();
    onClose();
  };

  // Following a result (or any navigation) closes the dialog.
  const shownAt = useRef(location.key);
  const closeIfOpen = useEffectEvent(() => {
    if (dialog.current?.open) close();
  });
  useEffect(() => {
    if (location.key === shownAt.current) return;
    shownAt.current = location.key;
    closeIfOpen();
  }, [location.key]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The dialog would focus its first control (the close button); the visitor came to type.
      input.current?.focus();
      input.current?.select();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // The index is fetched once per visit (the button may have started it); after a failure, reopening retries.
  useEffect(() => {
    if (!open) return;
    setSearch((current) => (current.status === "ready" ? current : { status: "loading" }));
    loadSearchIndex().then(
      (index) => setSearch((current) => (current.status === "ready" ? current : { status: "ready", index })),
      (err: unknown) => {
        console.warn("The search index could not be loaded:", err);
        setSearch({ status: "failed" });
      },
    );
  }, [open]);

  const trimmed = query.trim();
  const results = useMemo(
    () => (search.status === "ready" && trimmed.length >= SITE_SEARCH_MIN_CHARS ? searchSite(search.index, trimmed, SITE_SEARCH_LIMIT) : []),
    [search, trimmed],
  );

  const status =
    search.status === "loading"
      ? "Loading search…"
      : search.status === "failed"
        ? "Search is not available right now. Please try again later."
        : trimmed.length < SITE_SEARCH_MIN_CHARS
          ? "Type at least two letters to search questions, articles, locations and towns."
          : results.length
            ? `${results.length} ${results.length === 1 ? "result" : "results"} for “${trimmed}”`
            : `No results for “${trimmed}”. Try other words.`;

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // A search field's own Escape would only empty it; here Escape always closes, keeping the words.
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
    if (event.key === "Enter" && !event.nativeEvent.isComposing && results[0]) {
      event.preventDefault();
      navigate(results[0].url);
    }
    if (event.key === "ArrowDown" && results.length) {
      event.preventDefault();
      links()[0]?.focus();
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (next < 0) input.current?.focus();
    else all[Math.min(next, all.length - 1)].focus();
  }

  // A click on the backdrop lands on the dialog element itself, outside its panel.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const titleId = `${uid}-title`;
  const inputId = `${uid}-input`;

  return (
    <dialog ref={dialog} className="site-search" aria-labelledby={titleId} onClick={onDialogClick} onClose={() => !dialog.current?.open && onClose()}>
      <div className="site-search__panel">
        <div className="site-search__top">
          <p id={titleId} className="site-search__title">
            Search the site
          </p>
          <button type="button" className="site-search__close" onClick={close}>
            <X aria-hidden="true" focusable="false" width={22} height={22} />
            <span className="visually-hidden">Close search</span>
          </button>
        </div>
        <div role="search" className="site-search__form">
          <label htmlFor={inputId} className="visually-hidden">
            Search the site
          </label>
          <Search className="site-search__icon" aria-hidden="true" focusable="false" width={20} height={20} />
          <input
            ref={input}
            id={inputId}
            type="search"
            className="site-search__input"
            placeholder="Questions, articles, towns…"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onInputKeyDown}
          />
        </div>
        <p className="site-search__status" role="status">
          {status}
        </p>
        {results.length ? (
          <ul ref={list} className="site-search__results" aria-label="Search results" onKeyDown={onListKeyDown}>
            {results.map((r) => (
              <li key={r.id}>
                <Link to={r.url} className="site-search__result" onClick={close}>
                  <span className="site-search__kind">
                    {KIND[r.type]}
                    {r.category ? ` · ${CATEGORY[r.category] ?? r.category}` : ""}
                  </span>
                  <span className="site-search__result-title">{r.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : trimmed.length < SITE_SEARCH_MIN_CHARS && search.status === "ready" ? (
          <div className="site-search__suggest">
            <p>Popular searches</p>
            <ul>
              {SUGGESTIONS.map((s) => (
                <li key={s}>
                  <button
                    type="button"
                    onClick={() => {
                      setQuery(s);
                      input.current?.focus();
                    }}
                  >
                    {s}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
