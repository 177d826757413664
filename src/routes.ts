import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The site's routes, one module per URL pattern; any other path is the not-found page. */
export default [
  index("routes/home.tsx"),
  route("solutions", "routes/solutions.tsx"),
  route("solutions/:solutionSlug", "routes/solution.tsx"),
  route("locations", "routes/locations.tsx"),
  route("locations/:locationSlug", "routes/location.tsx"),
  route("service-area", "routes/service-area.tsx"),
  route("service-area/:townName", "routes/town.tsx"),
  route("about", "routes/about.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:postId", "routes/post.tsx"),
  route("faq", "routes/faq.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact/thanks", "routes/contact-thanks.tsx"),
  route("customer", "routes/customer.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
