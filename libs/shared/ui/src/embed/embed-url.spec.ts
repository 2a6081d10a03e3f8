import { describe, expect, it } from 'vitest';
import { embedUrlOf } from './embed-url';

describe('embedUrlOf', () => {
  it('plays YouTube videos from the no-cookie domain', () => {
    expect(embedUrlOf({ source: 'youtube', videoId: 'Hk3pR8vLq2M' })).toBe('https://www.youtube-nocookie.com/embed/Hk3pR8vLq2M?rel=0&modestbranding=1');
  });
  it('plays Vimeo videos in its player with do-not-track', () => {
    expect(embedUrlOf({ source: 'vimeo', videoId: '887412356' })).toBe('https://player.vimeo.com/video/887412356?dnt=1&title=0&byline=0');
  });
  it('keeps an id to one path segment', () => {
    expect(embedUrlOf({ source: 'youtube', videoId: '../x?y' })).toBe('https://www.youtube-nocookie.com/embed/..%2Fx%3Fy?rel=0&modestbranding=1');
  });
});
