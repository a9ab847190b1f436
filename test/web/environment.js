// jest-fixed-jsdom, with jsdom's label lookup made fast. jsdom finds the control of `<label for>` by walking the
// whole document, and `input.labels` asks every label of the document for its control: one accessible name cost a
// walk of the document per label, and role or label queries over a large screen (the page editor) took seconds.
// The document's id index gives the same element. Plain CommonJS: jest loads environments without a transform.
const FixedJsdomEnvironment = require('jest-fixed-jsdom');

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

class WebTestEnvironment extends FixedJsdomEnvironment {
  constructor(...args) {
    super(...args);
    patchLabelControl();
  }
}

module.exports = WebTestEnvironment;
