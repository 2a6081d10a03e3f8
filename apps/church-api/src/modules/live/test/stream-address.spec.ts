import { describe, expect, it } from 'vitest';
import { videoIdOf } from '../stream-address';

describe('videoIdOf', () => {
  it.each([
    ['youtube', 'https://www.youtube.com/watch?v=Hk3pR8vLq2M', 'Hk3pR8vLq2M'],
    ['youtube', 'https://youtu.be/Hk3pR8vLq2M', 'Hk3pR8vLq2M'],
    ['youtube', 'https://www.youtube.com/live/Hk3pR8vLq2M?si=x', 'Hk3pR8vLq2M'],
    ['youtube', 'https://www.youtube-nocookie.com/embed/Hk3pR8vLq2M', 'Hk3pR8vLq2M'],
    ['vimeo', 'https://vimeo.com/887412356', '887412356'],
    ['vimeo', 'https://player.vimeo.com/video/887412356?h=abc', '887412356'],
  ] as const)('finds the %s video in %s', (kind, address, id) => {
    expect(videoIdOf(kind, address)).toBe(id);
  });

  it.each([
    ['youtube', 'https://example.com/watch?v=Hk3pR8vLq2M'],
    ['youtube', 'not an address'],
    ['youtube', 'https://www.youtube.com/watch?v=<script>'],
    ['vimeo', 'https://vimeo.com/channels/staffpicks'],
    ['mp4', '/demo/live/service.mp4'],
    ['hls', 'https://cdn.example.com/live.m3u8'],
  ] as const)('finds none for %s %s', (kind, address) => {
    expect(videoIdOf(kind, address)).toBeNull();
  });
});
