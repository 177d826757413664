// The route loaders' content: the getters of core/content-api.ts over dist-content/ as ./dist.server.ts
// reads it (the editor's previews build this same module over their own reader).
import { contentApi } from "../../core/content-api.ts";
import { readContent } from "./dist.server.ts";

export const {
  getCollection,
  getEntry,
  getSite,
  getPage,
  getFaq,
  getPosts,
  getPost,
  getIndustries,
  getIndustry,
  getTowns,
  getTown,
  getSolutions,
  getSolution,
  getRedirects,
  getRedirect,
  getRoutes,
  getServiceMap,
  getLegal,
} = contentApi(readContent);
