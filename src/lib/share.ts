/** Addresses for sharing a page on social networks and for calling the business. */

export interface ShareTarget {
  network: "facebook" | "x" | "linkedin";
  label: string;
  href: string;
}

const enc = encodeURIComponent;

/** Facebook, X (with the title as the post's text) and LinkedIn share links for one page. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  return [
    { network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
    { network: "x", label: "X", href: `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(title)}` },
    { network: "linkedin", label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}` },
  ];
}

/** "(410) 123-4567" as a tel: link that phones dial from anywhere: tel:+14101234567. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "")}`;
}
