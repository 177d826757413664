/** The numbers and fixed texts of the spec (site-spec section 9), in one place. */
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
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
export const CAROUSEL_AUTOPLAY_MS = 4000;
export const FAQ_TEASER_ROTATION_MS = 18000;
export const FAQ_TEASER_VISIBLE = 3;
export const FAQ_TEASER_TRUNCATE = 120;
export const FOOTER_POST_COUNT = 3;
export const BUSINESS_NAME_MIN = 3;
export const TOWN_MAP = { zoom: 14, height: 400 } as const;
export const CONTACT_MAP_HEIGHT = 450;

export const HOME_SECTIONS = [
  { id: "hero", label: "Home" },
  { id: "breakroom-experience", label: "Breakroom Experience" },
  { id: "breakroom-builder", label: "Breakroom Builder" },
  { id: "about", label: "Our Partnership" },
  { id: "benefits", label: "Benefits" },
  { id: "solutions", label: "Our Services" },
  { id: "locations", label: "Where We Operate" },
] as const;

export const SOLUTION_LINKS = [
  { name: "Smart Stores", path: "/solutions/smart-stores" },
  { name: "Micro Markets", path: "/solutions/micro-markets" },
  { name: "Smart Coolers", path: "/solutions/smart-coolers" },
  { name: "Smart Traditional Vending", path: "/solutions/smart-vending" },
] as const;

export const TEAM_SIZES = ["1-25", "26-75", "76-150", "150+"] as const;

export const SPACE_TYPES = [
  { value: "corner", label: "Small Corner" },
  { value: "room", label: "Dedicated Room" },
  { value: "large", label: "Large Area" },
  { value: "corridor", label: "Building Corridor" },
  { value: "lobby", label: "Lobby Space" },
  { value: "dedicated", label: "Dedicated Space" },
] as const;

export const PREFERENCES = [
  { value: "healthy", label: "Healthy Meals & Snacks" },
  { value: "coffee", label: "Gourmet Coffee & Beverages" },
  { value: "classic", label: "Classic Snacks & Treats" },
  { value: "fresh", label: "Fresh Food Options" },
  { value: "payment", label: "Payment Flexibility" },
] as const;

export const LOCATION_OPTIONS = [
  { value: "office", label: "Office Buildings" },
  { value: "education", label: "Colleges and Universities" },
  { value: "healthcare", label: "Healthcare Facilities" },
  { value: "dealership", label: "Car Dealerships & Auto Shops" },
  { value: "sports", label: "Sports & Fitness Centers" },
  { value: "hotel", label: "Hotels & Motels" },
  { value: "senior", label: "Senior Living" },
  { value: "highschool", label: "High Schools" },
  { value: "warehouse", label: "Warehouse & Distribution" },
  { value: "apartments", label: "Mid & High-Rise Apartments" },
  { value: "construction", label: "Construction Sites" },
  { value: "other", label: "Other High Traffic Location" },
] as const;

export const SOLUTION_CHOICES = [
  { value: "smart-store", label: "Smart Store" },
  { value: "micro-market", label: "Micro Market" },
  { value: "smart-traditional-vending", label: "Smart Traditional Vending" },
] as const;

export const HELP_OPTIONS = [
  { value: "location-assessment", label: "Location Assessment" },
  { value: "general-inquiry", label: "General Inquiry About Solutions" },
  { value: "other", label: "Other" },
] as const;

export const FAQ_CATEGORIES = [
  { value: "all", label: "All Questions" },
  { value: "general", label: "General" },
  { value: "solutions", label: "Solutions" },
  { value: "process", label: "Process" },
  { value: "products", label: "Products" },
] as const;

export const NOT_FOUND = {
  heading: "404",
  title: "Page Not Found",
  text: "Sorry, the page you are looking for does not exist or has been moved",
} as const;
