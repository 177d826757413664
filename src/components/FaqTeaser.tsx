import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useEffect, useState, type FocusEvent } from "react";
import { Link } from "react-router";
import { FAQ_TEASER_ROTATION_MS, FAQ_TEASER_TRUNCATE, FAQ_TEASER_VISIBLE, FAQ_TEXT } from "../constants.ts";
import type { FaqEntry } from "../../core/content-types.ts";
import { rotatingWindow, truncate } from "../lib/faq.ts";
import "../styles/faq-teaser.css";
import { RichText } from "./RichText.tsx";
import { REPLAY } from "../lib/replay.ts";

interface FaqTeaserProps {
  /** The five featured questions (dist-content/faq.json `featured`), in order. */
  questions: FaqEntry[];
  heading: string;
  intro?: string;
}

/**
 * Three of the featured questions, moving on by one every 18 seconds and coming round again. On desktop
 * each card links to its answer on /faq with a short excerpt; on mobile a card opens in place (several may
 * be open). The rotation waits while the visitor points at, focuses or has opened a card, and can be paused.
 */
export function FaqTeaser({ questions, heading, intro }: FaqTeaserProps) {
  const [start, setStart] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  const rotates = questions.length > FAQ_TEASER_VISIBLE;
  const waiting = stopped || hovered || focused || expanded.size > 0;

  useEffect(() => {
    if (!rotates || waiting) return;
    const timer = window.setInterval(() => setStart((s) => (s + 1) % questions.length), FAQ_TEASER_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotates, waiting, questions.length]);

  const toggle = (id: string, open: boolean) =>
    setExpanded((prev) => {
      if (prev.has(id) === open) return prev;
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const visible = rotatingWindow(questions, start, FAQ_TEASER_VISIBLE);

  return (
    <section className="section faq-teaser" aria-labelledby="faq-teaser-heading">
      <div className="container">
        <div className="faq-teaser__head">
          <div>
            <h2 id="faq-teaser-heading">{heading}</h2>
            {intro ? <p className="section__intro">{intro}</p> : null}
          </div>
        </div>
        <ul
          key={start}
          className="faq-teaser__grid"
          onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
        >
          {visible.map((q) => (
            <li key={q.id} className="faq-teaser__item">
              <Link to={`/faq#${q.id}`} className="faq-teaser__card faq-teaser__card--link">
                <h3 className="faq-teaser__question">{q.question}</h3>
                <p className="faq-teaser__excerpt">{truncate(q.answerText, FAQ_TEASER_TRUNCATE)}</p>
                <span className="faq-teaser__more" aria-hidden="true">
                  Read the answer →
                </span>
              </Link>
              <details className="faq-teaser__card faq-teaser__card--details" open={expanded.has(q.id)} onToggle={(e) => toggle(q.id, e.currentTarget.open)}>
                <summary className="faq-teaser__summary">
                  <h3 className="faq-teaser__question">{q.question}</h3>
                </summary>
                <RichText className="faq-teaser__answer" html={q.answerHtml} />
                <Link to={`/faq#${q.id}`} className="faq-teaser__permalink">
                  See it in the FAQ
                </Link>
              </details>
            </li>
          ))}
        </ul>
        <div className="faq-teaser__actions">
          <Link to="/faq" className="button button--outline">
            {FAQ_TEXT.viewAll}
          </Link>
          {rotates ? (
            <button type="button" className="faq-teaser__pause" {...REPLAY} onClick={() => setStopped((s) => !s)}>
              {stopped ? (
                <Play aria-hidden="true" focusable="false" width={16} height={16} />
              ) : (
                <Pause aria-hidden="true" focusable="false" width={16} height={16} />
              )}
              {stopped ? "Resume rotation" : "Pause rotation"}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
