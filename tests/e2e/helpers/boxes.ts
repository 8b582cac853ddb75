import type { Locator } from 'playwright-core';

/** How a picture is drawn: its own aspect (natural size) and the aspect of the box it fills. */
export const pictureAspects = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => ({
    natural: element.naturalWidth / element.naturalHeight,
    drawn: element.clientWidth / element.clientHeight,
    fit: getComputedStyle(element).objectFit,
  }));

/** WCAG's contrast ratio of an element's text colour on the first opaque background behind it. */
export const textContrast = (text: Locator) =>
  text.evaluate((element: Element) => {
    const rgb = (colour: string) => {
      const numbers = colour.match(/[\d.]+/g)?.map(Number);
      if (!numbers) throw new Error(`a colour without numbers: ${colour}`);
      return numbers;
    };
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour)
        .slice(0, 3)
        .map((value) => value / 255)
        .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let behind: Element | null = element;
    let background = 'rgb(255, 255, 255)';
    for (; behind; behind = behind.parentElement) {
      const colour = getComputedStyle(behind).backgroundColor;
      // A keyword (`transparent`) is see-through.
      if (/\d/.test(colour) && (rgb(colour)[3] ?? 1) === 1) {
        background = colour;
        break;
      }
    }
    const [light, dark] = [luminance(getComputedStyle(element).color), luminance(background)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });

/** How many lines a box's text takes: its height in its own line heights. */
export const linesOf = (text: Locator) =>
  text.evaluate(
    (element: Element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
  );

/** Whether a box hides part of its text: wider or taller inside than it shows. */
export const hidesText = (text: Locator) =>
  text.evaluate(
    (element: Element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 1,
  );

/** A box's left and right edges on the page, to hold against the viewport's. */
export const horizontalEdges = (box: Locator) =>
  box.evaluate((element: Element) => {
    const { left, right } = element.getBoundingClientRect();
    return { left, right, viewport: window.innerWidth };
  });
