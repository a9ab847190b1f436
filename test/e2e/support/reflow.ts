import type { Page } from 'playwright-core';

// WCAG 1.4.10 (reflow) and 1.4.4 (resize text): at 320 CSS px wide (1280 px at 400 % zoom) and 640 (at 200 %),
// a screen must not scroll sideways, and every action must stay within reach. Tables may scroll in their own box.

/** The page's width, and the first element that reaches past the window (what to fix). */
export const pageOverflow = async (page: Page, screen: string): Promise<string[]> => {
  const { scrollWidth, width, culprit } = await page.evaluate(() => {
    const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.right > window.innerWidth + 1 && box.width > 0 && getComputedStyle(element).position !== 'fixed';
    });
    // The innermost ones: those that hold no other element reaching past the window.
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    const chain: string[] = [];
    for (let node: HTMLElement | null = innermost[0] ?? null; node && node !== document.body; node = node.parentElement) {
      chain.push(`${node.tagName.toLowerCase()}.${[...node.classList].filter((c) => !c.startsWith('css-')).slice(0, 2).join('.')}:${Math.round(node.getBoundingClientRect().width)}`);
    }
    const culprit = innermost.slice(0, 2).map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`).join(', ');
    return { scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth, culprit: `${culprit} :: ${chain.join(' < ')}` };
  });
  return scrollWidth > width ? [`${screen}: ${scrollWidth} px wide in ${width} (${culprit})`] : [];
};

/**
 * The controls (links, buttons, fields, tabs…) a person cannot reach: past the window's left or right edge (a
 * fixed bar does not scroll), or cut off by a box that hides its overflow. One inside a box that scrolls sideways
 * (a table's card) is within reach: the box scrolls. A control placed off-screen until it takes the focus (the
 * skip link) is measured with the focus on it.
 */
export const unreachableControls = async (page: Page, screen: string): Promise<string[]> => {
  const found = await page.evaluate(() => {
    const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="combobox"], [role="switch"], [role="textbox"], [tabindex="0"]';
    const nameOf = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 40)}"`;
    const shown = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0' && !element.closest('[aria-hidden="true"], [inert]');
    };
    /** Why the control cannot be reached, or null. */
    const problem = (element: HTMLElement): string | null => {
      const box = element.getBoundingClientRect();
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (/auto|scroll/.test(style.overflowX)) return null;
        if (/hidden|clip/.test(style.overflowX)) {
          const frame = node.getBoundingClientRect();
          if (box.right > frame.right + 1 || box.left < frame.left - 1) return `cut off by ${node.tagName.toLowerCase()}.${[...node.classList].filter((c) => !c.startsWith('css-')).slice(0, 2).join('.')}`;
        }
      }
      return box.right > window.innerWidth + 1 || box.left < -1 ? `outside the window (${Math.round(box.left)}–${Math.round(box.right)} px)` : null;
    };
    const controls = [...document.body.querySelectorAll<HTMLElement>(CONTROLS)].filter(shown);
    return controls.flatMap((element) => {
      if (problem(element) === null) return [];
      // Off-screen until focused (a skip link): measured with the focus on it.
      element.focus({ preventScroll: true });
      const focused = problem(element);
      element.blur();
      return focused === null ? [] : [`${nameOf(element)} ${focused}`];
    });
  });
  return found.map((problem) => `${screen}: ${problem}`);
};

/**
 * At a phone's width a list shows each row whole: every word and control of the app bar and the screen (`main`) lies
 * within the window and is not cut off by a box that hides its overflow (a title cut to a few letters), and no box
 * scrolls sideways (a table whose last columns, a sale's status or a file's Download button, are off-screen). Text
 * hidden for the eye (a chart's figures for screen readers) and the charts' own drawings are not measured.
 */
export const cutOffOnPhone = async (page: Page, screen: string): Promise<string[]> => {
  const found = await page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].filter((c) => !c.startsWith('css-')).slice(0, 2).join('.')}`;
    const roots = [...document.querySelectorAll<HTMLElement>('header, #main-content')];
    const problems: string[] = [];
    for (const root of roots) {
      for (const box of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
        const style = getComputedStyle(box);
        if (/auto|scroll/.test(style.overflowX) && box.scrollWidth > box.clientWidth + 1) {
          problems.push(`${describe(box)} scrolls sideways (${box.scrollWidth} px in ${box.clientWidth})`);
        }
      }
    }
    /** The box that hides part of `rect`, or the window when it reaches past an edge; null when all of it shows. */
    const cutBy = (start: Element, rect: DOMRect): string | null => {
      for (let node: Element | null = start; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (/hidden|clip/.test(style.overflowX) || /hidden|clip/.test(style.overflowY)) {
          const frame = node.getBoundingClientRect();
          // A box of a pixel or less is text kept for screen readers only (MUI's visuallyHidden).
          if (frame.width <= 1 || frame.height <= 1) return null;
          const sideways = /hidden|clip/.test(style.overflowX) && (rect.right > frame.right + 1 || rect.left < frame.left - 1);
          const below = /hidden|clip/.test(style.overflowY) && rect.bottom > frame.bottom + 1;
          if (sideways || below) return `cut off by ${describe(node)}`;
        }
      }
      return rect.right > window.innerWidth + 1 || rect.left < -1 ? `outside the window (${Math.round(rect.left)}–${Math.round(rect.right)} px)` : null;
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && !element.closest('[aria-hidden="true"], [inert], svg');
    };
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement;
        if (!parent || !text.textContent?.trim() || !shown(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const rect = range.getBoundingClientRect();
        if (rect.width < 1 || rect.height < 1) continue;
        const cut = cutBy(parent, rect);
        if (cut) problems.push(`"${text.textContent.trim().slice(0, 40)}" ${cut}`);
      }
      const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="combobox"]';
      for (const control of root.querySelectorAll<HTMLElement>(CONTROLS)) {
        const rect = control.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1 || !shown(control) || getComputedStyle(control).opacity === '0') continue;
        const cut = cutBy(control.parentElement ?? control, rect);
        if (cut) problems.push(`${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}" ${cut}`);
      }
    }
    return problems;
  });
  return found.map((problem) => `${screen}: ${problem}`);
};
