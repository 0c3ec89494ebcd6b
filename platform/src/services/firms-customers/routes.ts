// Firms-customers service (spec 2 §7): a client CUIT's firms, through the suborganization CUIT index.
import { z } from 'zod';
import type { ClientFirmLink } from '../../client/firms-customers';
import { familyPrefixes } from '../../client/http';
import type { Db } from '../../db/types';
import { parse, type ServiceFamily } from '../../http/route';
import { avatarOf, cuit } from '../values';

interface LinkRow {
  customer_id: number;
  customer_cuit: string;
  customer_name: string;
  customer_color: string | null;
  customer_base_picture_url: string | null;
  customer_logo_picture_url: string | null;
  firm_id: number;
  firm_name: string;
  firm_cuit: string | null;
  firm_color: string | null;
  firm_logo_picture_url: string | null;
  organization_id: number;
  organization_name: string;
  organization_cuit: string;
}

export function firmsCustomersRoutes(db: Db): ServiceFamily {
  return {
    prefix: familyPrefixes.firmsCustomers,
    routes: [
      {
        method: 'GET',
        path: '/getFirmsCustomerByCuitCorpEntities',
        handle: async (req) => {
          const q = parse(z.object({ customerSuborganizationCuit: cuit }), req.query);
          const rows = await db.query<LinkRow>(
            `select c.suborganization_id as customer_id, c.suborganization_cuit as customer_cuit,
                    c.suborganization_name as customer_name, c.avatar_color as customer_color,
                    c.base_picture_url as customer_base_picture_url, c.logo_picture_url as customer_logo_picture_url,
                    f.suborganization_id as firm_id, f.suborganization_name as firm_name,
                    f.suborganization_cuit as firm_cuit, f.avatar_color as firm_color,
                    f.logo_picture_url as firm_logo_picture_url, o.organization_id, o.organization_name,
                    o.organization_cuit
               from suborganization c
               join suborganization f on f.suborganization_id = c.firm_suborganization_id
               join organization o on o.organization_id = f.organization_id
              where c.suborganization_cuit = $1 and c.suborganization_type_id = 2
              order by f.suborganization_name, f.suborganization_id`,
            [q.customerSuborganizationCuit],
          );
          return rows.map((r): ClientFirmLink => ({
            customerSuborganizationId: r.customer_id,
            customerSuborganizationCuit: r.customer_cuit,
            customerSuborganizationName: r.customer_name,
            customerSuborganizationAvatar: avatarOf(r.customer_name, r.customer_color),
            suborganizationBasePictureURL: r.customer_base_picture_url,
            customerSuborganizationLogo: r.customer_logo_picture_url,
            logoPictureURL: r.customer_logo_picture_url,
            firmSuborganizationId: r.firm_id,
            firmSuborganizationName: r.firm_name,
            firmSuborganizationCuit: r.firm_cuit,
            firmSuborganizationAvatar: avatarOf(r.firm_name, r.firm_color),
            firmSuborganizationLogoPictureURL: r.firm_logo_picture_url,
            organizationId: r.organization_id,
            organizationName: r.organization_name,
            organizationCuit: r.organization_cuit,
          }));
        },
      },
    ],
  };
}
