import { formatEuro, type HomeInsurer } from '@wallet/domain';
import {
  FBD_HOME_TABLES,
  RSA_HOME_TABLES,
  type HomeRatingTables,
} from '../../adapters/insurers/index.js';
import type {
  ExtraOnOffer,
  InsurerExtras,
} from '../../adapters/documents/home-product-documents.js';

/** The extras an insurer's tables offer and how each is priced, in words. */
function extrasOf(tables: HomeRatingTables): ExtraOnOffer[] {
  const { contentsAD, ncdProtection, homeEmergencyAssist } = tables.addons;
  const offers: ExtraOnOffer[] = [];
  if (contentsAD) {
    offers.push({
      code: 'ContentsAD',
      price: `${contentsAD.percentBp / 100}% of the contents premium, at least ${formatEuro(contentsAD.minimumCents)} a year`,
    });
  }
  if (ncdProtection) {
    offers.push({
      code: 'NCDProtection',
      price: `${formatEuro(ncdProtection.cents)} a year, with at least ${ncdProtection.minClaimsFreeYears} claim-free years`,
    });
  }
  if (homeEmergencyAssist) {
    offers.push({
      code: 'HomeEmergencyAssist',
      price: `${formatEuro(homeEmergencyAssist.cents)} a year`,
    });
  }
  return offers;
}

/** What each home insurer offers beside the cover (FBD has no NCD protection). */
export const HOME_INSURER_EXTRAS: InsurerExtras = {
  RSA: extrasOf(RSA_HOME_TABLES),
  FBD: extrasOf(FBD_HOME_TABLES),
} satisfies Record<HomeInsurer, readonly ExtraOnOffer[]>;
