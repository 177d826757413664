import Search from "lucide-react/icons/search";
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { FAQ_CATEGORIES, FAQ_TEXT, HASH_SCROLL_DELAY_MS } from "../constants.ts";
import type { FaqEntry } from "../../core/content-types.ts";
import { countByCategory, filterByCategory, matchAllWords, matchedEntries, searchFaq, type FaqTab } from "../lib/faq.ts";
import { loadSearchIndex, type SearchIndex } from "../lib/site-search.ts";
import { CopyLinkButton } from "./CopyLinkButton.tsx";
import { RichText } from "./RichText.tsx";
import { REPLAY } from "../lib/replay.ts";

interface FaqBrowserProps {
  entries: FaqEntry[];
  /** The site's origin, for the copied links (https://…/faq#id). */
  origin: string;
}

type IndexState = { status: "idle" | "loading" | "failed" } | { status: "ready"; index: SearchIndex };

const CATEGORY_LABEL = Object.fromEntries(FAQ_CATEGORIES.map((c) => [c.value, c.label])) as Record<FaqTab, string>;

/**
 * The FAQ's search box, category tabs and questions. Every question is in the prerendered page; the search
 * index is fetched the first time the box is used. Questions open independently, and /faq#id opens one.
 */
export function FaqBrowser({ entries, origin }: FaqBrowserProps) {
  const uid = useId();
  const [query, setQuery] = useState("");
  const [tab, setTab] = useState<FaqTab>("all");
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [search, setSearch] = useState<IndexState>({ status: "idle" });
  const tabRefs = useRef(new Map<FaqTab, HTMLButtonElement>());

  function startLoadingIndex() {
    if (search.status !== "idle") return;
    setSearch({ status: "loading" });
    loadSearchIndex().then(
      (index) => setSearch({ status: "ready", index }),
      (err: unknown) => {
        // Searching still works without the index, by plain words.
        console.warn("The search index could not be loaded:", err);
        setSearch({ status: "failed" });
      },
    );
  }

  // The box and the tabs answer a keystroke or a tap at once; the list follows as soon as it can
  // (decision 027: a tap is answered within 100 ms on a slow phone, the list takes longer to redraw).
  const listQuery = useDeferredValue(query);
  const listTab = useDeferredValue(tab);
  // Until the index arrives, the list stays as it was rather than flashing a wrong 'no match'.
  const matches = useMemo(() => {
    if (search.status === "ready") return searchFaq(search.index, listQuery);
    if (search.status === "failed") return matchAllWords(entries, listQuery);
    return null;
  }, [search, listQuery, entries]);
  const pending = search.status === "loading" && query.trim() !== "";
  const matched = useMemo(() => matchedEntries(entries, matches), [entries, matches]);
  const counts = countByCategory(matched);
  const shown = useMemo(() => filterByCategory(matched, listTab), [matched, listTab]);

  const shownIds = useRef<ReadonlySet<string>>(new Set());
  shownIds.current = new Set(shown.map((e) => e.id));

  const setItemOpen = useCallback(
    (id: string, isOpen: boolean) =>
      setOpen((prev) => {
        if (prev.has(id) === isOpen) return prev;
        const next = new Set(prev);
        if (isOpen) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  // /faq#id (on arrival, on a link to another question, or on an edited address) opens that question.
  const { hash, key } = useLocation();
  useEffect(() => {
    function openFromHash(fragment: string) {
      const id = decodeURIComponent(fragment.replace(/^#/, ""));
      if (!entries.some((e) => e.id === id)) return;
      setItemOpen(id, true);
      if (shownIds.current.has(id)) return;
      // Hidden by a search or a tab: show everything again, then bring the question into view.
      setQuery("");
      setTab("all");
      window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ block: "start" }), HASH_SCROLL_DELAY_MS);
    }
    openFromHash(hash);
    const onHashChange = () => openFromHash(window.location.hash);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [hash, key, entries, setItemOpen]);

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const order = FAQ_CATEGORIES.map((c) => c.value);
    const at = order.indexOf(tab);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: order.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = order[(next + order.length) % order.length];
    setTab(target);
    tabRefs.current.get(target)?.focus();
  }

  // Memoised: a keystroke or a tap redraws the box and the tabs first, without the questions.
  const questions = useMemo(
    () =>
      shown.length ? (
        <div className="accordion faq-list">
          {shown.map((e) => (
            <details
              key={e.id}
              id={e.id}
              className="accordion__item faq-item"
              open={open.has(e.id)}
              onToggle={(event) => setItemOpen(e.id, event.currentTarget.open)}
            >
              <summary className="accordion__summary">
                <h2 className="accordion__title faq-item__question">{e.question}</h2>
              </summary>
              <div className="accordion__panel faq-item__panel">
                <RichText className="faq-item__answer" html={e.answerHtml} />
                <div className="faq-item__footer">
                  <span className="faq-item__category">{CATEGORY_LABEL[e.category]}</span>
                  <CopyLinkButton url={`${origin}/faq#${e.id}`} label={FAQ_TEXT.copyLink} />
                </div>
              </div>
            </details>
          ))}
        </div>
      ) : (
        <div className="faq-browser__empty">
          <p>{FAQ_TEXT.noMatch}</p>
          <button
            type="button"
            className="button button--secondary"
            {...REPLAY}
            onClick={() => {
              setQuery("");
              setTab("all");
            }}
          >
            Show all questions
          </button>
        </div>
      ),
    [shown, open, origin, setItemOpen],
  );

  const searchId = `${uid}-search`;
  const panelId = `${uid}-panel`;
  const tabId = (value: FaqTab) => `${uid}-tab-${value}`;
  const searching = listQuery.trim() !== "" && matches !== null;

  return (
    <div className="faq-browser">
      {/* Results filter as you type: a search landmark, not a form (a form without a submit button fails WCAG technique H32). */}
      <div role="search" className="faq-search">
        <label htmlFor={searchId} className="visually-hidden">
          Search the FAQ
        </label>
        <Search className="faq-search__icon" aria-hidden="true" focusable="false" width={20} height={20} />
        <input
          id={searchId}
          type="search"
          className="faq-search__input"
          {...REPLAY}
          placeholder={FAQ_TEXT.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onFocus={startLoadingIndex}
          onChange={(e) => {
            startLoadingIndex();
            setQuery(e.target.value);
          }}
        />
      </div>

      <div className="faq-tabs" role="tablist" aria-label="Question categories">
        {FAQ_CATEGORIES.map((c) => (
          <button
            key={c.value}
            ref={(el) => {
              if (el) tabRefs.current.set(c.value, el);
            }}
            id={tabId(c.value)}
            type="button"
            role="tab"
            className="faq-tabs__tab"
            {...REPLAY}
            aria-selected={tab === c.value}
            aria-controls={panelId}
            tabIndex={tab === c.value ? 0 : -1}
            data-empty={counts[c.value] === 0 ? "" : undefined}
            onClick={() => setTab(c.value)}
            onKeyDown={onTabKeyDown}
          >
            {c.label}
            <span className="faq-tabs__count">{counts[c.value]}</span>
          </button>
        ))}
      </div>

      <p className="faq-browser__status" role="status">
        {pending
          ? "Searching…"
          : searching
            ? `${shown.length} of ${entries.length} questions match “${listQuery.trim()}”`
            : `${shown.length} ${shown.length === 1 ? "question" : "questions"}`}
      </p>

      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} aria-busy={pending} className="faq-browser__panel">
        {questions}
      </div>
    </div>
  );
}
