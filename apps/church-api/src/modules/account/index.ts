// The account module's public face: what the app and the modules that declare 'account' in dependsOn may import.
// Everything else in this folder is its own.
export { accountModule } from './module';
export { AddressRepository } from './address-repository';
