// content/faq.yaml: the questions and answers at /faq, each answer in markdown.
import type { FaqData } from "../content-types.ts";
import { defineCollection } from "../content/define.ts";
import type { Faq } from "../schema.generated.ts";

export default defineCollection<Faq, FaqData>({
  name: "faq",
  kind: "faq",
  position: 60,
  format: "yaml",
  folder: "",
  files: ["faq"],
  schema: "faq.schema.json",
  editor: { label: "FAQ", description: "Questions and answers at /faq.", fileLabels: { faq: "Questions and answers" } },
  route: { path: "/faq", module: "routes/faq.tsx" },
  markdown: ({ data }) => data.entries.map((e) => e.answer),
  transform: ({ data, rendered, path }) => {
    const entries = data.entries.map(({ id, category, question }, i) => ({
      id,
      category,
      question,
      answerHtml: rendered[i].html,
      answerText: rendered[i].text,
    }));
    return {
      page: { featured: data.featured, entries },
      search: entries.map((e) => ({ id: `faq:${e.id}`, type: "FAQ", title: e.question, url: `${path}#${e.id}`, text: e.answerText, category: e.category })),
    };
  },
});
