import type { PublicOrigin } from '../config';
import type { ChurchRepository, ChurchSummary } from '../tenancy/church-repository';
import { churchSiteOrigin } from '../tenancy/church-site-origin';

/** The address of a church's site for the links in its e-mails (see churchSiteOrigin: never from a request header). */
export class ChurchSiteLinks {
  constructor(
    private readonly churches: ChurchRepository,
    private readonly appDomain: string,
    private readonly origin: PublicOrigin,
  ) {}

  async siteOf(church: ChurchSummary, requestHostname: string): Promise<string> {
    const customHostnames = await this.churches.customHostnames(church.id);
    return churchSiteOrigin({ codigo: church.codigo, customHostnames }, this.appDomain, this.origin, requestHostname);
  }
}
