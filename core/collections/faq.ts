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
  markdownFields: [["entries", "*", "answer"]],
  anchors: { at: ["entries", "*", "id"], name: "question" },
  // An answer is linked to by its id (/faq#payment-options): no two entries share one, and the featured
  // questions are entries.
  check: ({ rel, doc, data }, _files, problems) => {
    const entries: unknown[] = Array.isArray(data.entries) ? data.entries : [];
    const seen = new Map<string, number>();
    entries.forEach((e, i) => {
      const id = (e as { id?: unknown } | null)?.id;
      if (typeof id !== "string") return;
      if (seen.has(id)) problems.error(rel, doc.locate(["entries", i, "id"]), `entries/${i}/id "${id}" is already used by entries/${seen.get(id)}`);
      else seen.set(id, i);
    });
    (Array.isArray(data.featured) ? data.featured : []).forEach((id: unknown, i: number) => {
      if (typeof id === "string" && !seen.has(id)) problems.error(rel, doc.locate(["featured", i]), `featured/${i} "${id}" is not the id of any entry`);
    });
  },
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
