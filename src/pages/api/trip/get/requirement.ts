import { tripListEndpoint } from '../../../../server/http/tripListEndpoint';

export const GET = tripListEndpoint('requirement');
