import { getFaq, getPage } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/faq";

export async function loader() {
  const [page, faq] = await Promise.all([getPage("faq"), getFaq()]);
  return { page, faq };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  const { page, faq } = data!;
  return pageMeta(site, {
    ...page.seo,
    path: "/faq",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: faq.entries.map((e) => ({ "@type": "Question", name: e.question, acceptedAnswer: { "@type": "Answer", text: e.answerText } })),
      },
      breadcrumbs(site, [{ name: "FAQ", path: "/faq" }]),
    ],
  });
};

export default function Faq({ loaderData: { page, faq } }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{page.heading}</h1>
        <p className="section__intro">{page.intro}</p>
        {faq.entries.map((e) => (
          <section key={e.id} id={e.id}>
            <h2>{e.question}</h2>
            <div dangerouslySetInnerHTML={{ __html: e.answerHtml }} />
          </section>
        ))}
      </div>
    </section>
  );
}
