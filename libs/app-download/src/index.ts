export { AppDownloadSection } from './home/app-download-section';
