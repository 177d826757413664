import { splitLead } from "../lib/hero.ts";

/**
 * A hero's intro as one paragraph whose first sentence and rest are separate boxes: below 768 px the
 * hero's call to action is placed between them (src/styles/base.css, `.hero-text`), so a phone shows a
 * few lines, then the buttons, then the rest. Screen readers and search engines get the text whole.
 */
export function HeroIntro({ text, className = "section__intro" }: { text: string; className?: string }) {
  const { lead, rest } = splitLead(text);
  return (
    <p className={`hero-split ${className}`}>
      <span className="hero-split__lead">{lead}</span>
      {rest ? (
        <>
          {" "}
          <span className="hero-split__rest">{rest}</span>
        </>
      ) : null}
    </p>
  );
}
