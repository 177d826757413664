import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import { Link } from "react-router";
import type { IndustryData } from "../../core/content-types.ts";
import { Img } from "./Img.tsx";

interface ProductBlockProps {
  block: IndustryData["smartStore"];
  /** The solution page it leads to, e.g. { name: "Smart Stores", path: "/solutions/smart-stores" }. */
  solution: { name: string; path: string };
  reversed?: boolean;
}

/** An industry page's pitch for one format: what it does there, four features and a link to the format's page. */
export function ProductBlock({ block, solution, reversed = false }: ProductBlockProps) {
  return (
    <article className={`product-block${reversed ? " product-block--reversed" : ""}`}>
      <div className="product-block__media">
        <Img image={block.image} sizes="(min-width: 900px) 520px, (min-width: 768px) 100vw, 80vw" />
      </div>
      <div className="product-block__body">
        <p className="product-block__kicker">{solution.name}</p>
        <h3>{block.title}</h3>
        <p>{block.description}</p>
        <ul className="check-list">
          {block.features.map((feature) => (
            <li key={feature}>
              <Check aria-hidden="true" focusable="false" width={20} height={20} />
              {feature}
            </li>
          ))}
        </ul>
        <Link to={solution.path} className="button button--secondary">
          {`Explore ${solution.name}`}
          <ArrowRight aria-hidden="true" focusable="false" width={18} height={18} />
        </Link>
      </div>
    </article>
  );
}
