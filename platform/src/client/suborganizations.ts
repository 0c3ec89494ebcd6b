// Suborganization service (spec 1 §7): studies (ORG-FIRM), their customers, staff and groups.
import type { Call } from './http';
import type { OrganizationUser } from './types';

export interface Avatar {
  color: string;
  initials: string;
}

export interface SuborganizationType {
  suborganizationTypeId: number;
  suborganizationTypeCode: 'ORG-FIRM' | 'FIRM-CUSTOMER';
  suborganizationTypeName: string;
}

export interface Suborganization {
  suborganizationId: number;
  suborganizationName: string;
  suborganizationLegalName: string;
  suborganizationCuit: string | null;
  /** The same CUIT under the name some screens read. */
  cuit: string | null;
  suborganizationTypeId: number;
  suborganizationTypeCode: SuborganizationType['suborganizationTypeCode'];
  suborganizationTypeName: string;
  suborganizationAvatar: Avatar;
  organizationId: number;
  /** The firm a FIRM-CUSTOMER belongs to; null for studies. */
  firmSuborganizationId: number | null;
  basePictureURL: string | null;
  logoPictureURL: string | null;
  isActive: boolean;
  creationDate: string;
  creationUser: string;
}

/** A customer of a firm (spec 2 §3 "Customer suborganization"). */
export interface CustomerSuborganization {
  customerSuborganizationId: number;
  suborganizationName: string;
  suborganizationLegalName: string;
  customerSuborganizationCuit: string | null;
  /** The firm's suborganization id. */
  suborganizationId: number;
  suborganizationAvatar: Avatar;
  isActive: boolean;
  creationDate: string;
}

export interface SuborganizationStaffMember extends OrganizationUser {
  suborganizationId: number;
}

export interface SuborganizationGroup {
  suborganizationGroupId: number;
  suborganizationGroupDesc: string;
  suborganizationCount: number;
}

export function suborganizationsClient(call: Call) {
  return {
    /** Studies of an organization (type ORG-FIRM unless another code is given). */
    ofOrganization: (organizationId: number, suborganizationTypeCode = 'ORG-FIRM') =>
      call<Suborganization[]>('suborganizations', 'GET', '/getAllSuborganizationCorpEntities', {
        query: { organizationId, suborganizationTypeCode },
      }),
    customersOfFirm: (firmSuborganizationId: number) =>
      call<CustomerSuborganization[]>(
        'suborganizations',
        'GET',
        '/getAllSuborganizationCustomerSupportCorpEntities',
        { query: { firmSuborganizationId } },
      ),
    groups: () =>
      call<SuborganizationGroup[]>('suborganizations', 'POST', '/getAllSuborganizationGroupCorpEntity', {
        read: true,
      }),
    staff: (suborganizationId: number) =>
      call<SuborganizationStaffMember[]>(
        'suborganizations',
        'GET',
        '/getAllSuborganizationStaffCorpEntities',
        {
          query: { suborganizationId },
        },
      ),
    byId: (suborganizationId: number) =>
      call<Suborganization>('suborganizations', 'GET', '/getSuborganizationCorpEntities', {
        query: { suborganizationId },
      }),
    types: () =>
      call<SuborganizationType[]>('suborganizations', 'GET', '/getSuborganizationTypeCorpEntities'),
  };
}
