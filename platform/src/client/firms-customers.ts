// Firms-customers service (spec 2 §7): the firms (studies) a client CUIT works with.
import type { Call } from './http';
import type { Avatar } from './suborganizations';

export interface ClientFirmLink {
  customerSuborganizationId: number;
  customerSuborganizationCuit: string;
  customerSuborganizationName: string;
  customerSuborganizationAvatar: Avatar;
  suborganizationBasePictureURL: string | null;
  customerSuborganizationLogo: string | null;
  logoPictureURL: string | null;
  firmSuborganizationId: number;
  firmSuborganizationName: string;
  firmSuborganizationCuit: string | null;
  firmSuborganizationAvatar: Avatar;
  firmSuborganizationLogoPictureURL: string | null;
  organizationId: number;
  organizationName: string;
  organizationCuit: string;
}

export function firmsCustomersClient(call: Call) {
  return {
    /** Empty when the CUIT is no firm's client. */
    firmsOfCustomer: (customerSuborganizationCuit: string) =>
      call<ClientFirmLink[]>('firmsCustomers', 'GET', '/getFirmsCustomerByCuitCorpEntities', {
        query: { customerSuborganizationCuit },
      }),
  };
}
