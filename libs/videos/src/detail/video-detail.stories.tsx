import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleVideos } from '../shared/sample-videos';
import { VideoDetail } from './video-detail';
import { VideoPlaylist } from './video-playlist';

const [youtube, vimeo] = sampleVideos as [(typeof sampleVideos)[number], (typeof sampleVideos)[number]];

const meta = {
  title: 'Videos/VideoDetail',
  component: VideoDetail,
  args: {
    video: youtube,
    playlist: <VideoPlaylist title="Sunday messages" videos={sampleVideos} currentVideoId={youtube.contentDetails.videoId} />,
  },
} satisfies Meta<typeof VideoDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const YouTube: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: youtube.titulo })).toBeVisible();
    const frame = canvas.getByTitle(youtube.titulo);
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Hk3pR8vLq2M?rel=0&modestbranding=1');
    const playlist = within(canvas.getByRole('navigation', { name: 'Playlist' }));
    await expect(playlist.getByRole('link', { current: 'page' })).toHaveAccessibleName(`${youtube.titulo} Now playing`);
    await expect(playlist.getByRole('link', { name: vimeo.titulo })).not.toHaveAttribute('aria-current');
  },
};

export const Vimeo: Story = {
  args: {
    video: vimeo,
    playlist: <VideoPlaylist title="Sunday messages" videos={sampleVideos} currentVideoId={vimeo.contentDetails.videoId} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle(vimeo.titulo)).toHaveAttribute('src', 'https://player.vimeo.com/video/887412356?dnt=1&title=0&byline=0');
    await expect(canvas.getByRole('link', { name: 'Back to videos' })).toHaveAttribute('href', '/videos');
  },
};
