import type { MessageKey, Messages } from './en.ts';

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

/**
 * The one `t()`: looks a key up in a dictionary (falling back to English where one is given)
 * and fills `{name}` placeholders. `.astro` files get a full dictionary through
 * `translationsFor`; islands get only the keys they use, as a prop, through `pickMessages`.
 */
export function createTranslate(messages: Partial<Messages>, fallback: Partial<Messages> = {}): Translate {
  return (key, params) => {
    const template = messages[key] ?? fallback[key] ?? key;
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
  };
}
