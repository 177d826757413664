// A post an editor saved as a draft and one scheduled for after the build's day: neither is published by a
// production build, and a deploy preview shows each with its banner. The e2e suite's preview copy
// (tests/e2e/built-sites.ts) and the site build's unit test (a production build) both hold them.
import fs from "node:fs/promises";
import path from "node:path";

export const DRAFT = { slug: "breakroom-budget-draft", title: "Planning a Breakroom Budget", banner: "Draft: not published" };
export const SCHEDULED = { slug: "holiday-hours-2027", title: "Holiday Restocking Hours for 2027" };

const front = (slug: string, title: string, date: string, extra = "") => `---
title: "${title}"
slug: ${slug}
date: "${date}"
${extra}summary: "${title}: a post an editor has saved but not published."
imageUrl: /images/smart-cooler.svg
imageAlt: "A smart cooler beside a breakroom counter, stocked for the morning shift"
metaTitle: "${title}"
metaDescription: "${title}, a post saved in the editor and kept off the live site until it is ready."
---

${title} is saved in the editor, and only a preview of the site shows it.
`;

/** Writes both posts into the copy at `dir`, the scheduled one dated `scheduledFor` (as the editor writes a date: "November 25, 2027"). */
export async function addUnpublishedPosts(dir: string, scheduledFor: string): Promise<void> {
  const posts = path.join(dir, "content", "posts");
  await fs.writeFile(path.join(posts, `${DRAFT.slug}.md`), front(DRAFT.slug, DRAFT.title, "November 1, 2026", "draft: true\n"));
  await fs.writeFile(path.join(posts, `${SCHEDULED.slug}.md`), front(SCHEDULED.slug, SCHEDULED.title, scheduledFor));
}
