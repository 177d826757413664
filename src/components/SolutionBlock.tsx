import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import type { BuiltImage } from "../../core/content-types.ts";
import { Img } from "./Img.tsx";

interface SolutionBlockProps {
  title: string;
  description: string;
  image: BuiltImage;
  href: string;
  linkLabel: string;
  /** Picture on the right instead of the left, so consecutive blocks alternate. */
  reversed?: boolean;
}

/** One format on /solutions: a picture beside its title, description and a link to its own page. */
export function SolutionBlock({ title, description, image, href, linkLabel, reversed = false }: SolutionBlockProps) {
  return (
    <article className={`solution-block fade-in${reversed ? " solution-block--reversed" : ""}`}>
      <div className="solution-block__media">
        <Img image={image} sizes="(min-width: 900px) 560px, 100vw" />
      </div>
      <div className="solution-block__body">
        <h3>{title}</h3>
        <p>{description}</p>
        <Link to={href} className="button button--outline">
          {linkLabel}
          <ArrowRight aria-hidden="true" focusable="false" width={18} height={18} />
        </Link>
      </div>
    </article>
  );
}
