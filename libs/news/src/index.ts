export { newsModule } from './news-module';
export { newsPaths } from './paths';
