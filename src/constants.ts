import type { FaqCategory } from "../core/content-types.ts";

/** The site's fixed numbers and texts, in one place. */
export const SPLASH_MS = 1500;
export const HASH_SCROLL_DELAY_MS = 100;
export const HEADER_SCROLLED_PX = 10;
export const ACTIVE_SECTION_OFFSET_PX = 100;
export const MOBILE_MENU_GAP_PX = 80;
export const MOBILE_BREAKPOINT_PX = 768;
export const COPY_FEEDBACK_MS = 2000;
export const SUCCESS_SCROLL_DELAY_MS = 100;
export const FADE_IN_THRESHOLD = 0.1;
export const FADE_IN_ATTACH_DELAY_MS = 100;
export const CAROUSEL_AUTOPLAY_MS = 4000;
export const FAQ_TEASER_ROTATION_MS = 18000;
export const FAQ_TEASER_VISIBLE = 3;
export const FAQ_TEASER_TRUNCATE = 120;
export const FOOTER_POST_COUNT = 3;
export const TOWN_MAP = { zoom: 14, height: 400 } as const;
export const CONTACT_MAP_HEIGHT = 450;

export const TEAM_SIZES = ["1-25", "26-75", "76-150", "150+"] as const;

/**
 * The builder's step 2: its six values and labels, each with a line saying what it means, so that
 * "Dedicated Room" and "Dedicated Space" are told apart (decision 041).
 */
export const SPACE_TYPES = [
  { value: "corner", label: "Small Corner", hint: "A spare wall or corner, a few feet wide" },
  { value: "room", label: "Dedicated Room", hint: "A breakroom or canteen of its own, behind a door" },
  { value: "large", label: "Large Area", hint: "A big open floor, such as a cafeteria or warehouse" },
  { value: "corridor", label: "Building Corridor", hint: "A hallway that people pass through all day" },
  { value: "lobby", label: "Lobby Space", hint: "The entrance or reception area" },
  { value: "dedicated", label: "Dedicated Space", hint: "Open floor set aside for it, with no walls" },
] as const;

export const PREFERENCES = [
  { value: "healthy", label: "Healthy Meals & Snacks" },
  { value: "coffee", label: "Gourmet Coffee & Beverages" },
  { value: "classic", label: "Classic Snacks & Treats" },
  { value: "fresh", label: "Fresh Food Options" },
  { value: "payment", label: "Payment Flexibility" },
] as const;

/** The FAQ's tabs: all questions, then one per category of schemas/faq.schema.json (the categories' one list). */
export const FAQ_CATEGORIES = [
  { value: "all", label: "All Questions" },
  { value: "general", label: "General" },
  { value: "solutions", label: "Solutions" },
  { value: "process", label: "Process" },
  { value: "products", label: "Products" },
] as const satisfies readonly { value: "all" | FaqCategory; label: string }[];
/** Does not compile while a category of the schema has no tab above. */
type True<T extends true> = T;
export type _EveryCategoryHasATab = True<[Exclude<FaqCategory, (typeof FAQ_CATEGORIES)[number]["value"]>] extends [never] ? true : false>;

export const NOT_FOUND = {
  heading: "404",
  title: "Page Not Found",
  text: "Sorry, the page you are looking for does not exist or has been moved",
} as const;

/** Fixed texts of the industry pages. */
export const INDUSTRY_PAGE = {
  back: "Back to Prospective Locations",
  painPointsHeading: "We Understand Your Challenges",
  solutionsHeading: "Tailored Solutions for {name}",
  productsHeading: "Equipment That Fits {name}",
  faqHeading: "{name} FAQs",
  ctaHeading: "Ready to Transform Your Breakroom?",
  ctaText: "Book a free, no-obligation site assessment and we will recommend the right mix of equipment for your property.",
  ctaPrimary: { label: "Request Free Assessment", href: "/contact" },
  ctaSecondary: { label: "Explore All Solutions", href: "/solutions" },
} as const;

/** The link of a location card on /locations. */
export const LEARN_MORE = "Learn More";

/** Fixed texts of the town pages. */
export const TOWN_PAGE = {
  scenariosHeading: "How {town} Businesses Use Smart Vending",
  insightsHeading: "Local Insights",
  aboutHeading: "About {town}",
  mapHeading: "Find Us Around {town}",
  landmarksHeading: "Key Landmarks",
  zipHeading: "ZIP Codes We Serve",
  back: "Back to Service Area",
} as const;

/** The maps embed: nothing is requested from the maps service until a visitor asks for it. */
export const MAP_PREVIEW = { defaultZoom: 14, defaultHeight: 400, countyZoom: 10, button: "Show map" } as const;

/** The breakroom builder's three steps: progress label and question. */
/** The builder's steps; `toContinue` says, beside a Next that waits, what the step needs first. */
export const WIZARD_STEPS = [
  { label: "Team Size", question: "How many people will use your breakroom?", toContinue: "Choose a team size to continue" },
  { label: "Space Type", question: "What kind of space do you have available?", toContinue: "Choose a space type to continue" },
  { label: "Preferences", question: "What does your team enjoy most?", toContinue: "" },
] as const;
export const WIZARD_PREFERENCES_HINT = "Select all that apply (optional)";

/** The contact map's box below 768 px (325 by 350). */
export const CONTACT_MAP_MOBILE = { width: 325, height: 350 } as const;

/** Fixed texts of the blog, FAQ and support pages. */
export const BLOG_TEXT = {
  newest: "Newest First",
  oldest: "Oldest First",
  readMore: "Read More",
  empty: "No blog posts found. Please ensure your markdown files are in the /src/posts/ directory and have correct frontmatter.",
} as const;

export const FAQ_TEXT = {
  searchPlaceholder: "Search frequently asked questions...",
  noMatch: "No FAQs found matching your search. Try different keywords or browse all categories.",
  copyLink: "Copy link to this FAQ",
  viewAll: "View All FAQs",
} as const;

export const COPIED_TEXT = "Copied!";
/** The site search shows at most this many results, and starts searching from this many typed characters. */
export const SITE_SEARCH_LIMIT = 8;
export const SITE_SEARCH_MIN_CHARS = 2;

/** The header's desktop links; the Contact Us button follows them. */
export const MAIN_NAV = [
  { name: "Our Solutions", path: "/solutions" },
  { name: "Prospective Locations", path: "/locations" },
  { name: "About", path: "/about" },
  { name: "Service Area", path: "/service-area" },
  { name: "Blog", path: "/blog" },
  { name: "FAQ", path: "/faq" },
] as const;

/** The footer's Quick Links: every section of the site, including support for machine users. */
export const FOOTER_LINKS = [
  { name: "Our Solutions", path: "/solutions" },
  { name: "Prospective Locations", path: "/locations" },
  { name: "Service Area", path: "/service-area" },
  { name: "About Us", path: "/about" },
  { name: "Blog", path: "/blog" },
  { name: "FAQ", path: "/faq" },
  { name: "Contact Us", path: "/contact" },
  { name: "Customer Support", path: "/customer" },
] as const;

/** The pages every footer links to beside the copyright line (content/legal/): what a business must publish. */
export const LEGAL_LINKS = [
  { name: "Privacy Notice", path: "/privacy" },
  { name: "Accessibility", path: "/accessibility" },
] as const;

/** The closing call to action of /solutions, around its Inquire Today button, and its hero's second action. */
export const SOLUTIONS_PAGE = {
  ctaHeading: "Not Sure Which Format Fits?",
  ctaText: "Tell us about your space and your team, and we will recommend the right setup at no cost to you.",
  heroSecondary: { label: "Find Your Fit in 3 Steps", href: "/#breakroom-builder" },
} as const;

/** The phone's bottom bar: a call and the free assessment on every page below 768 px. */
export const CALL_BAR = { call: "Call", assessment: "Free Assessment", assessmentPath: "/contact" } as const;

/** The line offering a call in the first screen of /contact and in an industry page's closing band. */
export const CALL_LINE = { prefix: "Prefer to talk? Call" } as const;

/** The labels beside the phone on /contact: the office hours and the e-mail address of site.yaml. */
export const CONTACT_REACH = { hours: "Office hours", email: "E-mail" } as const;

/** The id of the form's card on /contact: hero and builder links land on it, not on the page's top. */
export const CONTACT_FORM_ANCHOR = "contact-form";

/** Above the contact form when the breakroom builder's answers came along in its link. */
export const CONTACT_PREFILLED_NOTE = "Your breakroom builder answers are filled in below.";

/** The call button of every hero: a tel: link that says what it does before the number. */
export const HERO_CALL_LABEL = "Call";

/** The headings of the owner's proof sections (each shown only when its list in content/ has entries). */
export const PROOF_TEXT = {
  statsLabel: "Our figures",
  clientsHeading: "Trusted by Local Businesses",
  photosHeading: "Recent Installations",
  teamHeading: "Meet the Team",
} as const;

/** The heading of the home page's testimonials, shown only once content/pages/home.yaml lists real ones. */
export const TESTIMONIALS_HEADING = "What Our Hosts Say";

/**
 * The builder's recommendations by id, as its results name them, and the contact form's solution choice
 * each stands for (Smart Coolers and the custom solution are not form choices: the message names them).
 */
export const RECOMMENDATION_CHOICES = {
  "smart-store-700": { name: "Smart Store 700", solution: "smart-store" },
  "micro-market": { name: "Micro Market", solution: "micro-market" },
  "smart-store-600": { name: "Smart Store 600", solution: "smart-store" },
  "smart-coolers": { name: "Smart Coolers", solution: null },
  "smart-traditional-vending": { name: "Smart Traditional Vending", solution: "smart-traditional-vending" },
  "custom-solution": { name: "Custom Solution", solution: null },
} as const;

/** The opening of the message the contact form is given when a visitor comes from the builder. */
export const BUILDER_MESSAGE_PREFIX = "From the breakroom builder:";
