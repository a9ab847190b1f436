// What a style rule's selector asks of the element it styles, read without matching it: jsdom's getComputedStyle
// (which every role and name query of Testing Library calls, up the tree) tries each rule of the document on the
// element through nwsapi, and MUI's emotion leaves thousands of `.css-<hash>` rules in the document. A rule whose
// selector needs a class the element does not have cannot match it. Plain CommonJS: the environment loads it.

/** Splits at `separators` outside brackets, parentheses and quotes; null for escapes and quotes (not read here). */
const splitTopLevel = (text, isSeparator) => {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '\\' || character === '"' || character === "'") return null;
    if (character === '(' || character === '[') depth++;
    else if (character === ')' || character === ']') depth--;
    else if (depth === 0 && isSeparator(character)) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(text.slice(start));
  return parts;
};

// CSS's whitespace is these five; JavaScript's \s would also take U+00A0, which may be part of a class name.
const isCombinator = (character) => '>+~ \t\n\r\f'.includes(character);

/**
 * For each of the selector's alternatives (`a, b`), the classes its last compound names outside `:not(…)` and other
 * arguments: what the styled element itself must have. `[]` for an alternative that names none (it may match any
 * element: ask nwsapi); null when the selector is not read here (escapes, quotes: ask nwsapi).
 */
const requiredClasses = (selector) => {
  const alternatives = splitTopLevel(selector, (character) => character === ',');
  if (!alternatives) return null;
  const required = [];
  for (const alternative of alternatives) {
    const compounds = splitTopLevel(alternative, isCombinator);
    if (!compounds) return null;
    const last = compounds.filter((compound) => compound !== '').at(-1) ?? '';
    // Arguments of pseudo-classes and attribute selectors name other elements' classes or none.
    let own = last.replace(/\[[^\]]*\]/g, '');
    // Innermost first: `:not(:is(.a))`.
    while (/\([^()]*\)/.test(own)) own = own.replace(/\([^()]*\)/g, '');
    required.push([...own.matchAll(/\.([^.#:[\]()>+~ \t\n\r\f]+)/g)].map((match) => match[1]));
  }
  return required;
};

/** By selector text; emotion's selectors repeat from test to test, the few distinct ones are kept a worker's life. */
const cache = new Map();
const CACHE_LIMIT = 100_000;

/**
 * Whether an element with `classes` (a Set) may match `selector`: false only when every alternative needs a class it
 * lacks. `quirks`: a quirks-mode document, whose classes match without regard to case (nothing is skipped there).
 */
const mayMatch = (selector, classes, quirks) => {
  // Rules without a selector (@font-face, @keyframes) are left to nwsapi.
  if (quirks || typeof selector !== 'string') return true;
  let required = cache.get(selector);
  if (required === undefined) {
    required = requiredClasses(selector);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(selector, required);
  }
  return required === null || required.some((names) => names.every((name) => classes.has(name)));
};

module.exports = { requiredClasses, mayMatch };
