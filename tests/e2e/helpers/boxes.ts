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
    const rgb = (colour: string) => colour.match(/[\d.]+/g)!.map(Number);
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
      if ((rgb(colour)[3] ?? 1) === 1 && colour !== 'transparent') {
        background = colour;
        break;
      }
    }
    const [light, dark] = [luminance(getComputedStyle(element).color), luminance(background)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });
