// jest-fixed-jsdom, with two lookups of jsdom made fast. jsdom finds the control of `<label for>` by walking the
// whole document, and `input.labels` asks every label of the document for its control: one accessible name cost a
// walk of the document per label, and role or label queries over a large screen (the page editor) took seconds.
// The document's id index gives the same element. And its getComputedStyle tries every style rule of the document
// on the element (styleRuleClasses.js). Plain CommonJS: jest loads environments without a transform.
const FixedJsdomEnvironment = require('jest-fixed-jsdom');
const { mayMatch } = require('./styleRuleClasses');

let patched = false;

/** Once jsdom has loaded its classes (after the first window), a label's `for` control is read from the id index. */
const patchLabelControl = () => {
  if (patched) return;
  patched = true;
  const { implementation: LabelImpl } = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js');
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js');
  const walkedControl = Object.getOwnPropertyDescriptor(LabelImpl.prototype, 'control').get;
  Object.defineProperty(LabelImpl.prototype, 'control', {
    configurable: true,
    get() {
      const id = this.getAttributeNS(null, 'for');
      if (id === null || id === '') return walkedControl.call(this);
      const root = this.getRootNode({});
      // Shadow roots and detached trees keep jsdom's own walk.
      if (root !== this._ownerDocument) return walkedControl.call(this);
      const found = root.getElementById(id);
      return found && isLabelable(found) ? found : null;
    },
  });
};

let patchedStyleRules = false;

/**
 * jsdom's style cascade asks its document's own nwsapi instance (`_nwsapiDontThrow`, made at the first
 * getComputedStyle) whether each rule matches; this one first skips a rule that needs a class the element lacks.
 * The cascade asks for one element rule after rule: its classes are read once, and read again after any change to
 * the document (jsdom then drops its style cache, `_styleCache`, for a new one).
 */
const patchStyleRuleMatching = () => {
  if (patchedStyleRules) return;
  patchedStyleRules = true;
  // A jsdom that no longer keeps its cascade's matcher there would lose the shortcut without a word: say so.
  const selectors = require.resolve('jsdom/lib/jsdom/living/helpers/selectors.js');
  if (!require('node:fs').readFileSync(selectors, 'utf8').includes('document._nwsapiDontThrow = initNwsapi')) {
    throw new Error(`test/web/environment.js: ${selectors} no longer makes document._nwsapiDontThrow; update the style-rule shortcut`);
  }
  const { implementation: DocumentImpl } = require('jsdom/lib/jsdom/living/nodes/Document-impl.js');
  Object.defineProperty(DocumentImpl.prototype, '_nwsapiDontThrow', {
    configurable: true,
    set(instance) {
      const documentImpl = this;
      const match = instance.match.bind(instance);
      let readUnder = null;
      let classSets = new WeakMap();
      instance.match = (selector, element) => {
        if (!documentImpl._styleCache || documentImpl._styleCache !== readUnder) {
          readUnder = documentImpl._styleCache;
          classSets = new WeakMap();
        }
        let classes = classSets.get(element);
        if (!classes) classSets.set(element, (classes = new Set(element.classList)));
        return mayMatch(selector, classes, documentImpl.compatMode === 'BackCompat') && match(selector, element);
      };
      Object.defineProperty(this, '_nwsapiDontThrow', { value: instance, writable: true, configurable: true });
    },
  });
};

class WebTestEnvironment extends FixedJsdomEnvironment {
  constructor(...args) {
    super(...args);
    patchLabelControl();
    patchStyleRuleMatching();
  }
}

module.exports = WebTestEnvironment;
