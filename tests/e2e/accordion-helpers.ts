import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A card head whose text is the title, after what a numbered step puts before it where it has one: its number
 * badge, or the "Step 1: " a screen reader hears.
 */
const exactly = (text: string) => new RegExp(`(^|\\d|:)\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);

/**
 * A list of cards as a phone shows it: accordions, every title on screen without swiping, each card's text
 * hidden until its title is tapped; a second tap closes it. `exclusive`: opening one closes the one before.
 */
export async function expectPhoneAccordion(list: Locator, items: readonly { title: string; text: string }[], { exclusive }: { exclusive: boolean }) {
  await list.scrollIntoViewIfNeeded();
  expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), "the list does not scroll sideways").toBe(true);
  const title = (text: string) => list.locator("summary").filter({ hasText: exactly(text) });
  for (const item of items) {
    await expect(title(item.title), item.title).toBeVisible();
    const box = (await title(item.title).boundingBox())!;
    expect(box.x + box.width, `${item.title}: on screen without swiping`).toBeLessThanOrEqual(await list.evaluate(() => window.innerWidth));
    await expect(list.getByText(item.text, { exact: true })).toBeHidden();
  }
  const [a, b] = items;
  await title(a.title).click();
  await expect(list.getByText(a.text, { exact: true })).toBeVisible();
  await title(b.title).click();
  await expect(list.getByText(b.text, { exact: true })).toBeVisible();
  if (exclusive) await expect(list.getByText(a.text, { exact: true }), "one open at a time").toBeHidden();
  else await expect(list.getByText(a.text, { exact: true }), "several open at once").toBeVisible();
  await title(b.title).click();
  await expect(list.getByText(b.text, { exact: true })).toBeHidden();
}

/**
 * The words of the page's card titles that a line break cuts in two (each word's text has more than one
 * line box), as a visitor reading "Discove / ry" would see them. Hyphens and spaces separate words.
 * Self-contained, so either suite's driver runs it in the page (`page.evaluate`, the cross suite's `tab.run`).
 */
export function cardTitleWordsCut(): string[] {
  const cut: string[] = [];
  for (const title of document.querySelectorAll("main summary")) {
    if (!title.getBoundingClientRect().width) continue;
    const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const word of node.data.matchAll(/[^\s\-–—]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if ([...range.getClientRects()].filter((r) => r.width > 0).length > 1) cut.push(word[0]);
      }
    }
  }
  return cut;
}

export async function wordsCutInCardTitles(page: Page): Promise<string[]> {
  return page.evaluate(cardTitleWordsCut);
}
