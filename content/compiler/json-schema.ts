/**
 * One field's JSON Schema, as zod writes it (`z.toJSONSchema`) with this project's `.meta()` keys: what
 * the editor's configuration (./editor-config.ts, ./editor-fields.ts) and the words of a file
 * (./translation.ts) are read from.
 */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  pattern?: string;
  enum?: (string | number | null)[];
  const?: string | number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  medical?: boolean;
  relation?: string;
  widget?: "text" | "markdown";
  format?: string;
  additionalProperties?: JsonSchema | boolean;
  /** `false`: a string that is the same in every language (a path, a URL); see ./translation.ts. */
  i18n?: boolean;
}
