/**
 * Why a production secret is not good enough, or null when it is. A secret written in the source
 * (the development defaults) or in any tutorial is public: anyone could forge CSRF tokens with it
 * or call the back-office API. We refuse published defaults, well-known placeholder words and
 * values with too little variety to have come from a random generator.
 */
const PLACEHOLDER_WORDS = ['development', 'changeme', 'change-me', 'change_me', 'password', 'secret', 'example', 'placeholder', 'default', 'not-for-production', 'letmein', 'qwerty', '123456', 'abcdef'];

export function weakSecretProblem(value: string, publishedDefaults: readonly string[]): string | null {
  if (publishedDefaults.includes(value)) return 'is the development default published in the source code';
  const lower = value.toLowerCase();
  const word = PLACEHOLDER_WORDS.find((w) => lower.includes(w));
  if (word) return `contains the placeholder word '${word}'`;
  if (new Set(value).size < 12) return 'has too few different characters to be random';
  return null;
}
