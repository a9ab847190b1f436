// The environment's shortcut in jsdom's style cascade (styleRuleClasses.js, environment.js): what it reads of a
// selector, and that getComputedStyle still applies exactly the rules that match.
import { mayMatch, requiredClasses } from './styleRuleClasses';

describe('the classes a selector asks of the element it styles', () => {
  it.each([
    ['.a', [['a']]],
    ['.css-1x2y3z-MuiButton-root:hover', [['css-1x2y3z-MuiButton-root']]],
    ['.a .b', [['b']]],
    ['.a>.b.c', [['b', 'c']]],
    ['.a + .b ~ .c', [['c']]],
    ['.a, div', [['a'], []]],
    ['.a:not(.b)', [['a']]],
    ['.a:not(:is(.b, .c)) .d:has(> .e)', [['d']]],
    ['.a[data-state=open]', [['a']]],
    ['.a::before', [['a']]],
    ['span.é', [['é']]],
    ['.a\u00a0', [['a\u00a0']]],
    ['.a\f.b', [['b']]],
    [':where(.a)', [[]]],
    [':nth-child(2 of .a)', [[]]],
    ['::slotted(.a)', [[]]],
    [':host(.a)', [[]]],
    ['[hidden]', [[]]],
    ['*', [[]]],
  ])('%s', (selector, expected) => {
    expect(requiredClasses(selector)).toEqual(expected);
  });

  it.each(['.a\\:b', '.a[title="x .y"]', ".a[title='x']"])('leaves %s to the full match (escapes, quotes)', (selector) => {
    expect(requiredClasses(selector)).toBeNull();
  });

  it('skips a rule only for an element without its classes, and never in quirks mode', () => {
    expect(mayMatch('.a .b, .c.d', new Set(['b']), false)).toBe(true);
    expect(mayMatch('.a .b, .c.d', new Set(['c']), false)).toBe(false);
    expect(mayMatch('.a .b, .c.d', new Set(['c', 'd']), false)).toBe(true);
    expect(mayMatch('.a .b, .c.d', new Set(), true)).toBe(true);
    expect(mayMatch(undefined, new Set(), false)).toBe(true);
  });
});

describe("getComputedStyle with the environment's shortcut", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('applies the rules that match and only those', () => {
    const style = document.createElement('style');
    style.textContent = `
      .outer .hide { display: none }
      .keep:not(.shown) { visibility: hidden }
      span.é { display: none }
      @media screen { .wide.only { display: none } }
      .outer, em { visibility: collapse }
      .a\\:b { display: none }
      @font-face { font-family: Test; src: url(test.woff2) }
      @keyframes fade { from { opacity: 0 } }
    `;
    document.head.append(style);
    document.body.innerHTML = `
      <div class="outer"><p class="hide" id="hidden-by-ancestor"></p></div>
      <p class="hide" id="no-ancestor"></p>
      <p class="keep" id="kept"></p><p class="keep shown" id="shown"></p>
      <span class="é" id="accented"></span>
      <i class="wide only" id="both-classes"></i><i class="wide" id="one-class"></i>
      <em id="tag"></em>
      <b class="a:b" id="escaped"></b>
    `;
    const display = (id: string) => getComputedStyle(document.getElementById(id)!).display;
    const visibility = (id: string) => getComputedStyle(document.getElementById(id)!).visibility;
    expect(display('hidden-by-ancestor')).toBe('none');
    expect(display('no-ancestor')).toBe('block');
    expect(visibility('kept')).toBe('hidden');
    expect(visibility('shown')).toBe('visible');
    expect(display('accented')).toBe('none');
    expect(display('both-classes')).toBe('none');
    expect(display('one-class')).not.toBe('none');
    expect(visibility('tag')).toBe('collapse');
    expect(display('escaped')).toBe('none');
  });

  it("reads an element's classes again after they change", () => {
    const style = document.createElement('style');
    style.textContent = '.gone { display: none } .outer .inner { visibility: hidden }';
    document.head.append(style);
    document.body.innerHTML = '<div id="outer"><p id="changing" class="inner"></p></div>';
    const element = document.getElementById('changing')!;
    expect(getComputedStyle(element).display).not.toBe('none');
    element.classList.add('gone');
    expect(getComputedStyle(element).display).toBe('none');
    element.classList.remove('gone');
    expect(getComputedStyle(element).display).not.toBe('none');
    expect(getComputedStyle(element).visibility).not.toBe('hidden');
    document.getElementById('outer')!.className = 'outer';
    expect(getComputedStyle(element).visibility).toBe('hidden');
  });
});
