import { describe, expect, it } from 'vitest';
import { drawnWidthRange, imageSources, srcsetWidths } from '@/lib/content/image';

describe('srcset widths follow the sizes attribute', () => {
  it('reads the narrowest and widest drawing, at 3 device pixels on phones and 2 above', () => {
    // A logo drawn 200 px wide everywhere: 200 on a 1x screen, 600 on a 3x phone.
    expect(drawnWidthRange('200px')).toEqual({ min: 200, max: 600 });
    // Half of a phone's width up to 900 px, then 280 px: 160 on a 320 px phone, 900 at 900 px (2x).
    expect(drawnWidthRange('(max-width: 900px) 50vw, 280px')).toEqual({ min: 160, max: 900 });
    // The full width of any screen.
    expect(drawnWidthRange('100vw')).toEqual({ min: 320, max: 5120 });
    // Entries after the one without a condition, and entries an earlier one covers, never apply.
    expect(drawnWidthRange('(max-width: 600px) 100vw, (max-width: 400px) 10vw, 360px')).toEqual({
      min: 320,
      max: 1440,
    });
    expect(drawnWidthRange('300px, 100vw')).toEqual({ min: 300, max: 900 });
  });

  it('offers the ladder from just below the narrowest to just above the widest drawing', () => {
    expect(srcsetWidths('200px', 1000)).toEqual([160, 256, 384, 640]);
    expect(srcsetWidths('(max-width: 900px) 50vw, 280px', 1600)).toEqual([
      160, 256, 384, 640, 828, 1080,
    ]);
    // The original ends the list when the ladder stops short of the widest drawing.
    expect(srcsetWidths('(max-width: 600px) 100vw, 360px', 800)).toEqual([256, 384, 640, 800]);
    expect(srcsetWidths('100vw', 2400)).toEqual([256, 384, 640, 828, 1080, 1200, 1600, 1920, 2400]);
    // A tiny original is offered as it is.
    expect(srcsetWidths('96px', 80)).toEqual([80]);
  });

  it('offers every width up to the original when it cannot read the sizes', () => {
    expect(drawnWidthRange('calc(100vw - 2rem)')).toBeNull();
    expect(drawnWidthRange('(min-width: 900px) 50vw, 100vw')).toBeNull();
    expect(srcsetWidths('calc(100vw - 2rem)', 1300)).toEqual([
      96, 160, 256, 384, 640, 828, 1080, 1200, 1300,
    ]);
  });

  it('builds the srcset of a real image from those widths', () => {
    const image = {
      asset: { _ref: 'image-0123456789abcdef0123456789abcdef01234567-1600x900-jpg' },
    };
    const sources = imageSources(image, { quality: 80, sizes: '200px' })!;
    const widths = sources.srcSet.split(', ').map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['160w', '256w', '384w', '640w']);
    expect(sources.srcSet).toContain('w=640');
    expect(sources.src).toContain('w=1600');
  });
});
