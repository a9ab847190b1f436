/** A tag, a comment or a doctype: `<b>`, `</p>`, `<img src=x onerror=…>`, `<!-- … -->`. */
const MARKUP = /<(?:\/?[A-Za-z][^<>]*|!--[\s\S]*?--|![A-Za-z][^<>]*)>/g;

/**
 * A typed reason as plain text: markup is dropped (the reason is shown as text, never as HTML, and a pasted
 * fragment must not come back as tags in an export or another client). Repeated until nothing is left, so
 * `<<b>script>` cannot reassemble a tag; a lone `<` ("a < b") is text and stays.
 */
export const plainText = (value: string): string => {
  let text = value;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(MARKUP, '');
  }
  return text;
};
