/**
 * The text for the current language: the English variant when the UI is English and the API sent
 * one (name_en, description_en ...), else the Chinese original (spec: zh-CN is the product language).
 */
export function localized(zh: string, en: string | null | undefined, language: string): string {
  return language.startsWith("en") && en ? en : zh;
}
