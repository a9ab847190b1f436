/**
 * jsdom cannot draw: it has no 2D canvas context and no canvas encoder. react-avatar-editor paints on a canvas
 * and the Image widget turns the crop into a Blob, so only these two are stubbed: a context whose drawing
 * calls do nothing, and toBlob answering a small Blob of the asked type. Everything else is jsdom's own.
 */
export const stubCanvas = () => {
  const originalGetContext = HTMLCanvasElement.prototype.getContext;
  const originalToBlob = HTMLCanvasElement.prototype.toBlob;
  const toBlob = jest.fn(function (this: HTMLCanvasElement, callback: BlobCallback, type?: string) {
    callback(new Blob(['cropped'], { type: type ?? 'image/png' }));
  });
  beforeEach(() => {
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
      const canvas = this;
      return new Proxy({} as Record<string | symbol, unknown>, {
        get: (target, property) => (property === 'canvas' ? canvas : property in target ? target[property] : () => undefined),
        set: (target, property, value) => {
          target[property] = value;
          return true;
        },
      });
    } as unknown as typeof HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.toBlob = toBlob;
  });
  afterEach(() => {
    HTMLCanvasElement.prototype.getContext = originalGetContext;
    HTMLCanvasElement.prototype.toBlob = originalToBlob;
    toBlob.mockClear();
  });
  return { toBlob };
};
