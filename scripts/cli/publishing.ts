import { businessDay, type PublishMode } from "../../core/content/publish.ts";

/**
 * How this build publishes (decision 036): Netlify's deploy previews and branch deploys, and the dev server
 * (PUBLISH=preview), build drafts and scheduled posts with a banner; any other build is live and leaves them
 * out. The day is the business's (Maryland), or BUILD_DATE (YYYY-MM-DD) to build as of another day.
 */
export function publishing(env: NodeJS.ProcessEnv = process.env): { mode: PublishMode; today: string } {
  const mode = env.PUBLISH === "preview" || env.CONTEXT === "deploy-preview" || env.CONTEXT === "branch-deploy" ? "preview" : "live";
  const today = env.BUILD_DATE && /^\d{4}-\d{2}-\d{2}$/.test(env.BUILD_DATE) ? env.BUILD_DATE : businessDay();
  return { mode, today };
}
