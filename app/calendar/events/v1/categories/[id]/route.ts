import { termItemRoute } from '../../term-routes';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = termItemRoute('category');
