import { shareTargets } from "../lib/share.ts";
import "../styles/share.css";
import { CopyLinkButton } from "./CopyLinkButton.tsx";
import { SocialIcon } from "./SocialIcon.tsx";

interface ShareLinksProps {
  /** The page's canonical address. */
  url: string;
  title: string;
  heading?: string;
}

/** 'Share this article' with Facebook, X and LinkedIn, plus a button that copies the address. */
export function ShareLinks({ url, title, heading = "Share this article" }: ShareLinksProps) {
  return (
    <div className="share" role="group" aria-labelledby="share-heading">
      <p id="share-heading" className="share__heading">
        {heading}
      </p>
      <ul className="share__list">
        {shareTargets(url, title).map((t) => (
          <li key={t.network}>
            <a className={`share__link share__link--${t.network}`} href={t.href} target="_blank" rel="noopener noreferrer">
              <SocialIcon network={t.network} />
              <span className="visually-hidden">Share on {t.label} (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <CopyLinkButton url={url} label="Copy link to this article" className="share__copy" />
        </li>
      </ul>
    </div>
  );
}
