// The schemas' validators, compiled ahead of time by scripts/admin/validators.ts into the preview bundle.
declare module "virtual:content-validators" {
  import type { ValidateFunction } from "ajv";
  const validators: Record<string, ValidateFunction>;
  export default validators;
}
