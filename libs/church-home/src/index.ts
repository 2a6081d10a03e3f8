export { churchHomeModule } from './church-home-module';
export { churchHomePaths } from './paths';
